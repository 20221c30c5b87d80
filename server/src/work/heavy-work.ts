import { ProviderError } from '@detox/providers/provider-error';
import type { TtsConfig } from '@detox/providers/tts/engine';
import type { Speech, TtsProvider } from '@detox/providers/tts/port';
import { checkSpeechRequest } from '@detox/providers/tts/speech-request';
import type { HeavyJob, HeavyResult, HeavyWorkerData } from './heavy-jobs.ts';
import { createWorkPool } from './work-pool.ts';

export interface HeavyWorkOptions {
  threads: number;
  queueLimit: number;
  nice?: number;
  /** The TTS provider each work process makes for itself (the same config as the request thread's). */
  tts: TtsConfig;
}

/**
 * The server's heavy work in child processes (decision 0024): speech in the configured voice (synthesis, mix and
 * MP3 encoding) and the background loops. The request thread only hands jobs over and awaits them.
 */
export function createHeavyWork(options: HeavyWorkOptions) {
  const workerData: HeavyWorkerData = { tts: options.tts };
  const pool = createWorkPool<HeavyJob, HeavyResult, Uint8Array>({
    // Beside this module: its TypeScript under the loader, heavy-work.worker.js beside the built main.js.
    filename: new URL(
      import.meta.url.endsWith('.ts') ? './heavy-work.worker.ts' : './heavy-work.worker.js',
      import.meta.url,
    ),
    threads: options.threads,
    queueLimit: options.queueLimit,
    ...(options.nice === undefined ? {} : { nice: options.nice }),
    workerData,
  });

  function speechOf(result: HeavyResult): Speech {
    if (!result.ok) throw new ProviderError(result.kind, result.message);
    if ('speech' in result) return result.speech;
    throw new Error('resposta inesperada do processo de trabalho');
  }

  return {
    /** `provider`'s name and model, its synthesis in a work process (which makes the same engine itself). */
    tts(provider: TtsProvider): TtsProvider {
      return {
        name: provider.name,
        model: provider.model,
        synthesize: async (unchecked, { signal, background, onChunk, file } = {}) => {
          // Refused here, with the purpose's message, as the provider in place would: the work process runs the
          // engine alone (engine.ts) on what this checked.
          const request = checkSpeechRequest(unchecked);
          const kind = `speech.${request.purpose}`;
          if (!onChunk)
            return speechOf(await pool.run({ kind: 'speech', request, file }, { signal, background, kind }));
          // The pieces come before the result, in order; what the result holds beyond them goes last.
          let handed = 0;
          const speech = speechOf(
            await pool.run(
              { kind: 'speech', request, chunks: true },
              {
                signal,
                background,
                kind,
                onProgress: (bytes) => {
                  handed += bytes.byteLength;
                  onChunk(bytes);
                },
              },
            ),
          );
          if (handed < speech.bytes.byteLength) onChunk(speech.bytes.subarray(handed));
          return speech;
        },
      };
    },
    /** The background loop's MP3 (backgroundLoopMp3), made in a work process. */
    backgroundLoop: async (index: number): Promise<Uint8Array> => {
      const result = await pool.run({ kind: 'background-loop', index }, { kind: 'background-loop' });
      if (result.ok && 'bytes' in result) return result.bytes;
      throw new Error('resposta inesperada do processo de trabalho');
    },
    whenIdle: () => pool.whenIdle(),
    close: () => pool.close(),
  };
}

export type HeavyWork = ReturnType<typeof createHeavyWork>;
