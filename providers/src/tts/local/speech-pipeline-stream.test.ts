import { describe, expect, it } from 'vitest';
import { concatBytes } from '../concat-bytes.ts';
import { mp3DurationSeconds } from '../mp3-frames.ts';
import { SAMPLE_RATE, decibels, encodeMp3, peak } from './pcm.ts';
import { renderSpeech, renderSpeechFile, type SegmentVoice } from './speech-pipeline.ts';

/** A voice that says each phrase as a second of a 220 Hz tone, and notes when it was asked. */
function toneVoice(log: string[]): SegmentVoice {
  return {
    paced: true,
    say: (text) => {
      log.push(`say:${text}`);
      const samples = new Float32Array(SAMPLE_RATE);
      for (let i = 0; i < samples.length; i++)
        samples[i] = 0.3 * Math.sin((2 * Math.PI * 220 * i) / SAMPLE_RATE);
      return Promise.resolve(samples);
    },
  };
}

const request = {
  text: 'Primeira frase. Segunda frase. Terceira frase.',
  voice: 'coral' as const,
  calm: true,
  musicIndex: 0,
};

describe('renderSpeech as the voice speaks (decision 0029)', () => {
  it('hands the start of the file over before the voice speaks, then each phrase; the pieces joined are the file', async () => {
    const log: string[] = [];
    const pieces: Uint8Array[] = [];
    const rendered = await renderSpeech(request, toneVoice(log), (bytes) => {
      log.push('chunk');
      pieces.push(bytes);
    });
    expect(log.indexOf('chunk')).toBeGreaterThan(-1);
    expect(log.indexOf('chunk')).toBeLessThan(log.indexOf('say:Primeira frase.'));
    expect(log.lastIndexOf('chunk', log.indexOf('say:Segunda frase.'))).toBeGreaterThan(
      log.indexOf('say:Primeira frase.'),
    );
    expect(pieces.length).toBeGreaterThan(2);
    const joined = concatBytes(pieces);
    expect(joined).toEqual(rendered.bytes);
    // 2.5 s lead-in, three 1 s phrases, two 0.8 s breaths, 4 s tail: one stream, no gap at the joins (the
    // encoder's own delay and last frame's padding add under a tenth of a second).
    const mixed = rendered.samples.length / SAMPLE_RATE;
    expect(mp3DurationSeconds(joined) - mixed).toBeGreaterThanOrEqual(0);
    expect(mp3DurationSeconds(joined) - mixed).toBeLessThan(0.1);
    expect(rendered.samples.length / SAMPLE_RATE).toBeCloseTo(2.5 + 3 + 1.6 + 4, 1);
    expect(rendered.cues.map((cue) => cue.start)).toEqual([2.5, 4.3, 6.1]);
  });

  it('with a promised length, hands the whole file over once, at the end', async () => {
    const pieces: Uint8Array[] = [];
    const rendered = await renderSpeech({ ...request, targetSeconds: 12 }, toneVoice([]), (bytes) =>
      pieces.push(bytes),
    );
    expect(pieces).toEqual([rendered.bytes]);
  });
});

describe('renderSpeechFile: the fitted mix made piece by piece (decision 0028)', () => {
  /** A phrase as a second of a loud tone: over the bed its peaks pass the -1 dBFS ceiling, so the limit acts. */
  const loudVoice: SegmentVoice = {
    paced: true,
    say: () => {
      const samples = new Float32Array(SAMPLE_RATE);
      for (let i = 0; i < samples.length; i++)
        samples[i] = (i % 200 < 4 ? 0.99 : 0.05) * Math.sin((2 * Math.PI * 220 * i) / SAMPLE_RATE);
      return Promise.resolve(samples);
    },
  };

  it.each([
    ['a promised length', 12],
    ['no promised length', undefined],
  ])('with %s, gives the bytes and cues of the whole mix, encoded at once', async (_, targetSeconds) => {
    const fitted = { ...request, targetSeconds };
    const file = await renderSpeechFile(fitted, loudVoice);
    const measured = await renderSpeech(fitted, loudVoice);
    expect(file.bytes).toEqual(measured.bytes);
    expect(file.cues).toEqual(measured.cues);
    expect(file).not.toHaveProperty('samples');
    if (targetSeconds !== undefined) {
      // One encoder over the pieces is the encoder over the whole mix; one gain brought its peak to the ceiling.
      expect(await encodeMp3(measured.samples)).toEqual(measured.bytes);
      expect(decibels(peak(measured.samples))).toBeCloseTo(-1, 3);
    }
  });
});
