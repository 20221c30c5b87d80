import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProviderError } from '@detox/providers/provider-error';
import { backgroundLoopMp3 } from '@detox/providers/tts/background-music';
import { createTtsProvider } from '@detox/providers/tts/create';
import { afterAll, describe, expect, it } from 'vitest';
import { createHeavyWork } from './heavy-work.ts';

/** The server's heavy work in a real work process: the same bytes as in place, refusals with their kind. */
describe('heavy work in a work process', () => {
  const config = { ai: 'fake', tts: 'fake' } as const;
  const work = createHeavyWork({ threads: 1, queueLimit: 4, tts: config });
  afterAll(() => work.close());

  it('speaks as the provider does in place, and keeps its name and model', async () => {
    const inPlace = createTtsProvider(config);
    const pooled = work.tts(inPlace);
    const request = { text: 'Respire fundo. Solte os ombros.', purpose: 'meditation' } as const;
    const [there, here] = await Promise.all([pooled.synthesize(request), inPlace.synthesize(request)]);
    expect([pooled.name, pooled.model]).toEqual([inPlace.name, inPlace.model]);
    expect(there).toEqual(here);
  });

  it('writes the MP3 to the file it is given, and answers without its bytes', async () => {
    const inPlace = createTtsProvider(config);
    const request = { text: 'Respire fundo. Solte os ombros.', purpose: 'meditation' } as const;
    const file = join(mkdtempSync(join(tmpdir(), 'detox-heavy-file-')), 'dia.mp3.tmp');
    const [there, here] = await Promise.all([
      work.tts(inPlace).synthesize(request, { file }),
      inPlace.synthesize(request, { file }),
    ]);
    // In place, the provider answers the bytes (the caller writes them); the work process wrote them itself.
    expect(here.savedTo).toBeUndefined();
    expect(there).toEqual({ ...here, bytes: new Uint8Array(0), savedTo: file });
    expect(new Uint8Array(readFileSync(file))).toEqual(here.bytes);
  });

  it('brings a provider refusal back as a ProviderError of the same kind', async () => {
    const pooled = work.tts(createTtsProvider(config));
    const refused = await pooled
      .synthesize({ text: ' ', purpose: 'coaching' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProviderError);
    expect(refused).toMatchObject({ kind: 'invalid_input', message: 'Erro ao gerar áudio de coaching' });
  });

  it('makes a background loop byte for byte', async () => {
    expect(await work.backgroundLoop(5)).toEqual(await backgroundLoopMp3(5));
  });
});
