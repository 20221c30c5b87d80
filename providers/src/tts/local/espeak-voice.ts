import createEspeakModule, { type EspeakWorker } from '@echogarden/espeak-ng-emscripten';
import type { TtsVoice } from '../port.ts';

/**
 * eSpeak NG's Brazilian Portuguese voice, run as WebAssembly inside this process (no system package). Each
 * product voice gets its own pitch so the three are told apart; all are soft and low-ranged, as a guide speaks.
 */
const voiceShape: Record<TtsVoice, { pitch: number; range: number }> = {
  coral: { pitch: 40, range: 30 },
  nova: { pitch: 52, range: 40 },
  sage: { pitch: 32, range: 25 },
};

let worker: Promise<EspeakWorker> | undefined;

/** The module takes about 0.3 s to start: once per process. */
function espeakWorker(): Promise<EspeakWorker> {
  worker ??= createEspeakModule()
    .then((module) => {
      const instance = new module.eSpeakNGWorker();
      instance.set_voice('pt-br', 'pt-br');
      return instance;
    })
    .catch((error: unknown) => {
      // Tried again at the next phrase, not failed for the life of the process.
      worker = undefined;
      throw error;
    });
  return worker;
}

/** One phrase in the pt-BR voice at `wordsPerMinute`: 16-bit mono samples at ESPEAK_SAMPLE_RATE. */
export async function espeakSay(text: string, voice: TtsVoice, wordsPerMinute: number): Promise<Int16Array> {
  const instance = await espeakWorker();
  const shape = voiceShape[voice];
  instance.set_rate(Math.round(wordsPerMinute));
  instance.set_pitch(shape.pitch);
  instance.set_range(shape.range);
  const chunks: Int16Array[] = [];
  // The synthesis is synchronous inside the callback loop; nothing else runs on the worker meanwhile.
  instance.synthesize(text, (samples) => {
    chunks.push(samples);
    return false;
  });
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const pcm = new Int16Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    pcm.set(chunk, offset);
    offset += chunk.length;
  }
  return pcm;
}
