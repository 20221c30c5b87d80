import { describe, expect, it } from 'vitest';
import { backgroundLoopMp3, backgroundLoopPcm, backgroundTracks, LOOP_SECONDS } from './background-music.ts';
import { mp3DurationSeconds, mp3Frames } from './mp3-frames.ts';

const level = (pcm: Int16Array) => {
  let sum = 0;
  for (const sample of pcm) sum += sample * sample;
  return Math.sqrt(sum / pcm.length) / 32767;
};

describe('background loops', () => {
  const loops = backgroundTracks.map((_, index) => backgroundLoopPcm(index));

  it('offers the spec’s seven (backgroundMusicIndex 0–6), each audible, unclipped and different', () => {
    expect(backgroundTracks).toHaveLength(7);
    expect(new Set(backgroundTracks.map((track) => track.id)).size).toBe(7);
    for (const pcm of loops) {
      expect(level(pcm)).toBeGreaterThan(0.03);
      expect(pcm.reduce((peak, sample) => Math.max(peak, Math.abs(sample)), 0)).toBeLessThanOrEqual(
        0.5 * 32767 + 1,
      );
    }
    for (let a = 0; a < loops.length; a++)
      for (let b = a + 1; b < loops.length; b++) expect(loops[a]).not.toEqual(loops[b]);
  });

  it('loops without a click: the last sample leads into the first', () => {
    for (const pcm of loops) {
      const jump = Math.abs((pcm[0] ?? 0) - (pcm.at(-1) ?? 0)) / 32767;
      expect(jump).toBeLessThan(0.1);
    }
  });

  it('encodes to the same playable MP3 every time, as long as the loop', async () => {
    const bytes = await backgroundLoopMp3(6);
    expect(await backgroundLoopMp3(6)).toEqual(bytes);
    const frames = mp3Frames(bytes);
    const last = frames.at(-1);
    expect(last && last.offset + last.length).toBe(bytes.byteLength);
    expect(mp3DurationSeconds(bytes)).toBeCloseTo(LOOP_SECONDS, 0);
    await expect(backgroundLoopMp3(7)).rejects.toThrow(RangeError);
  });
});
