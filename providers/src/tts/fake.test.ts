import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isProviderError } from '../provider-error.ts';
import { BREATH_SECONDS } from './breathing-tone.ts';
import { createFakeTtsProvider } from './create.ts';
import { mp3DurationSeconds, mp3Frames } from './mp3-frames.ts';
import type { SpeechRequest } from './port.ts';
import { estimateSpeechSeconds } from './speech-duration.ts';

const tts = createFakeTtsProvider();
const words = (count: number) => Array.from({ length: count }, (_, index) => `palavra${index}`).join(' ');
/** Shaped like a fixtures meditation: about 600 words, 22 short and 5 long pauses (about 6 minutes). */
const meditationScript = Array.from(
  { length: 22 },
  (_, index) => `${words(27)}. [pausa]${index % 4 === 0 && index < 20 ? ' [pausa longa]' : ''}`,
).join('\n\n');

const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('fake TTS', () => {
  it('returns a real MP3: every byte in MPEG-2 Layer III frames, mono, 22.05 kHz, 32 kbps', async () => {
    const speech = await tts.synthesize({ text: meditationScript, purpose: 'meditation' });
    expect(speech.mimeType).toBe('audio/mpeg');
    const frames = mp3Frames(speech.bytes);
    const last = frames.at(-1);
    expect(last && last.offset + last.length).toBe(speech.bytes.length);
    expect(
      new Set(
        frames.map((frame) => `${frame.sampleRate}/${frame.channels}/${frame.bitrateKbps}/${frame.samples}`),
      ),
    ).toEqual(new Set(['22050/1/32/576']));
    // Self-contained frames are what makes repeating encoded breaths safe.
    expect(frames.every((frame) => frame.mainDataBegin === 0)).toBe(true);
    expect(mp3DurationSeconds(speech.bytes)).toBeCloseTo(speech.durationSeconds, 6);
  });

  it('lasts as long as the text takes to read aloud, in whole breaths', async () => {
    const speech = await tts.synthesize({ text: meditationScript, purpose: 'meditation' });
    const spoken = estimateSpeechSeconds(meditationScript);
    expect(spoken).toBeGreaterThan(330);
    expect(Math.abs(speech.durationSeconds - spoken)).toBeLessThanOrEqual(BREATH_SECONDS / 2);
  });

  it.each([
    ['a greeting', 1, 'Olá, tudo bem?'],
    ['a minute of words', 6, words(140)],
    ['the same minute with pauses', 10, `${words(140)} ${'[pausa longa] '.repeat(5)}`],
  ])('grows with the text: %s gives %i breaths', async (_label, breaths, text) => {
    const speech = await tts.synthesize({ text, purpose: 'coaching' });
    expect(Math.round(speech.durationSeconds / BREATH_SECONDS)).toBe(breaths);
  });

  it('gives the same bytes for the same text and voice, and another sound for another voice', async () => {
    const request: SpeechRequest = { text: words(200), purpose: 'reflection' };
    const first = await tts.synthesize(request);
    const again = await tts.synthesize(request);
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    expect(first.voice).toBe('sage');
    const coral = await tts.synthesize({ ...request, voice: 'coral' });
    expect(Buffer.from(coral.bytes).equals(Buffer.from(first.bytes))).toBe(false);
  });

  it('answers a long meditation quickly once the voice is warm', async () => {
    await tts.synthesize({ text: 'Aquecer.', purpose: 'session' });
    const started = performance.now();
    await tts.synthesize({ text: meditationScript, purpose: 'session' });
    expect(performance.now() - started).toBeLessThan(100);
  });

  it.each([
    ['blank text', { text: '   ', purpose: 'meditation' }, 'Erro ao gerar áudio de meditação'],
    [
      'text over 12,000 characters',
      { text: 'x'.repeat(12_001), purpose: 'activity' },
      'Erro ao gerar áudio de atividade',
    ],
    ['an unknown purpose', { text: 'Olá', purpose: 'podcast' }, 'Tipo de áudio não suportado'],
    [
      'a format other than mp3',
      { text: 'Olá', purpose: 'coaching', format: 'wav' },
      'Erro ao gerar áudio de coaching',
    ],
  ])('refuses %s with the spec message', async (_label, request, message) => {
    const failure: unknown = await tts.synthesize(request as SpeechRequest).catch((error: unknown) => error);
    expect(isProviderError(failure) && [failure.kind, failure.message]).toEqual(['invalid_input', message]);
  });

  it.skipIf(!hasFfmpeg)('decodes cleanly in ffmpeg, to the duration it claims', async () => {
    const speech = await tts.synthesize({ text: words(300), purpose: 'wellbeing' });
    const file = join(mkdtempSync(join(tmpdir(), 'fake-tts-')), 'speech.mp3');
    writeFileSync(file, speech.bytes);
    const errors = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-f', 'null', '-'], {
      encoding: 'utf8',
    });
    expect(errors).toBe('');
    const probed = execFileSync(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
      {
        encoding: 'utf8',
      },
    );
    expect(Number(probed)).toBeCloseTo(speech.durationSeconds, 1);
  });
});
