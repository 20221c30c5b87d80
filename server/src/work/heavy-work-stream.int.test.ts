import { concatBytes } from '@detox/providers/tts/concat-bytes';
import { mp3DurationSeconds } from '@detox/providers/tts/mp3-frames';
import { createTtsProvider } from '@detox/providers/tts/create';
import { afterAll, describe, expect, it } from 'vitest';
import { createHeavyWork } from './heavy-work.ts';

/** Speech in the local voice in a work process, handed over as it is made (decision 0029). */
describe('heavy work: speech in pieces', () => {
  const config = { ai: 'fake', tts: 'local' } as const;
  const work = createHeavyWork({ threads: 1, queueLimit: 4, nice: 0, tts: config });
  afterAll(() => work.close());

  it('hands the first piece over long before the file is done, and the pieces joined are the file', async () => {
    const pooled = work.tts(createTtsProvider(config));
    const text = Array.from(
      { length: 12 },
      (_, i) => `Esta é a frase número ${String(i + 1)}, lida com calma enquanto você respira.`,
    ).join(' ');
    // A thread that has spoken once: its start and the voice's loading are not what is measured here.
    await pooled.synthesize({ text: 'Olá.', purpose: 'session' });
    const started = performance.now();
    const pieces: { at: number; bytes: Uint8Array }[] = [];
    const speech = await pooled.synthesize(
      { text, purpose: 'session' },
      { onChunk: (bytes) => pieces.push({ at: performance.now() - started, bytes: new Uint8Array(bytes) }) },
    );
    const done = performance.now() - started;
    expect(pieces.length).toBeGreaterThan(5);
    const first = pieces[0]?.at ?? done;
    // The first of twelve phrases, against all twelve, the mix and the encoding.
    expect(first).toBeLessThan(done / 3);
    const joined = concatBytes(pieces.map((piece) => piece.bytes));
    expect(joined).toEqual(new Uint8Array(speech.bytes));
    expect(mp3DurationSeconds(joined)).toBeCloseTo(speech.durationSeconds, 3);
  });
});
