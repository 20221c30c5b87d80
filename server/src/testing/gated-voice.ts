import { createFakeTtsProvider } from '@detox/providers/tts/create';
import { mp3Frames } from '@detox/providers/tts/mp3-frames';
import type { TtsProvider } from '@detox/providers/tts/port';
import { deferred } from './deferred.ts';

/**
 * A streaming voice for decision 0029's tests: it hands a third of a real MP3 over, then waits for the test's gate
 * before the rest. Whatever arrives before the gate opens arrived before the synthesis ended. `runs` holds each
 * synthesis' signal; `ended` resolves once a synthesis returned its file.
 */
export function gatedVoice() {
  const gate = deferred();
  const ended = deferred();
  const runs: AbortSignal[] = [];
  const fake = createFakeTtsProvider();
  const provider: TtsProvider = {
    name: 'local',
    model: 'espeak-ng-pt-br',
    synthesize: async (request, options) => {
      const signal = options?.signal ?? new AbortController().signal;
      runs.push(signal);
      const speech = await fake.synthesize(request);
      const frames = mp3Frames(speech.bytes);
      const cut = frames[Math.floor(frames.length / 3)]?.offset ?? 0;
      options?.onChunk?.(speech.bytes.subarray(0, cut));
      await new Promise<void>((resolve, reject) => {
        void gate.promise.then(resolve);
        signal.addEventListener('abort', () => {
          reject(new Error('interrompido'));
        });
      });
      options?.onChunk?.(speech.bytes.subarray(cut));
      ended.resolve();
      return speech;
    },
  };
  return { provider, runs, open: () => gate.resolve(), ended: ended.promise };
}
