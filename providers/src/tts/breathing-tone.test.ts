import { describe, expect, it } from 'vitest';
import { BREATH_SECONDS, breathEnvelope, breathPcm, SAMPLE_RATE } from './breathing-tone.ts';

describe('breathing tone', () => {
  it('swells for 4 s while breathing in and fades while breathing out, silent at both ends', () => {
    expect(breathEnvelope(0)).toBe(0);
    expect(breathEnvelope(2)).toBeCloseTo(0.5, 5);
    expect(breathEnvelope(4)).toBeCloseTo(1, 5);
    expect(breathEnvelope(7)).toBeGreaterThan(breathEnvelope(9));
    expect(breathEnvelope(BREATH_SECONDS)).toBeCloseTo(0, 6);
  });

  it('is a soft tone, loudest at the top of the breath, never clipping', () => {
    const pcm = breathPcm('coral');
    const rms = (from: number, to: number) => {
      const slice = pcm.subarray(Math.round(from * SAMPLE_RATE), Math.round(to * SAMPLE_RATE));
      return Math.sqrt(slice.reduce((sum, sample) => sum + sample * sample, 0) / slice.length);
    };
    const peak = pcm.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
    expect(peak).toBeLessThan(32767 * 0.6);
    expect(rms(3.5, 4.5)).toBeGreaterThan(3000);
    expect(rms(0, 0.2)).toBeLessThan(100);
    expect(rms(BREATH_SECONDS - 0.2, BREATH_SECONDS)).toBeLessThan(100);
  });

  it('gives each voice its own pitch', () => {
    const zeroCrossings = (pcm: Int16Array) =>
      pcm
        .subarray(0, SAMPLE_RATE * 5)
        .reduce(
          (count, sample, index, all) =>
            count + (index > 0 && (all[index - 1] ?? 0) < 0 && sample >= 0 ? 1 : 0),
          0,
        );
    const crossings = ['sage', 'coral', 'nova'].map((voice) =>
      zeroCrossings(breathPcm(voice as 'sage' | 'coral' | 'nova')),
    );
    expect(crossings).toEqual([...crossings].sort((a, b) => a - b));
    expect(new Set(crossings).size).toBe(3);
  });
});
