import { workerData } from 'node:worker_threads';
import { isProviderError } from '@detox/providers/provider-error';
import { backgroundLoopMp3 } from '@detox/providers/tts/background-music';
import { createTtsProvider } from '@detox/providers/tts/create';
import type { HeavyJob, HeavyResult, HeavyWorkerData } from './heavy-jobs.ts';

/**
 * A worker thread of the heavy-work pool (work-pool.ts, decision 0024): the voice, the MP3 encoder, the music mix,
 * at the lowest CPU priority (low-priority.ts). Each thread makes its own provider, once.
 */
const { data } = workerData as { data: HeavyWorkerData };
const tts = createTtsProvider(data.tts);

/** @public Piscina runs this module's default export in each worker thread. */
export default async function heavyJob(job: HeavyJob): Promise<HeavyResult> {
  try {
    if (job.kind === 'background-loop') return { ok: true, bytes: backgroundLoopMp3(job.index) };
    const port = job.chunks;
    if (!port) return { ok: true, speech: await tts.synthesize(job.request) };
    try {
      return {
        ok: true,
        speech: await tts.synthesize(job.request, {
          onChunk: (bytes) => {
            port.postMessage(bytes);
          },
        }),
      };
    } finally {
      port.close();
    }
  } catch (error) {
    if (isProviderError(error)) return { ok: false, kind: error.kind, message: error.message };
    throw error;
  }
}
