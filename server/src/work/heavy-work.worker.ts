import { isProviderError } from '@detox/providers/provider-error';
import { backgroundLoopMp3 } from '@detox/providers/tts/background-music';
import { createTtsEngine } from '@detox/providers/tts/engine';
import type { TtsEngine } from '@detox/providers/tts/port';
import type { HeavyJob, HeavyResult, HeavyWorkerData } from './heavy-jobs.ts';

/**
 * The jobs of a work process (work-pool.ts, decision 0024): the voice, the MP3 encoder, the music mix, at the
 * lowest CPU priority (work-process.mjs). Each process makes its own engine, once, on its first speech, and runs it on requests the server checked.
 */
let tts: TtsEngine | undefined;

interface Context {
  data: HeavyWorkerData;
  progress: (bytes: Uint8Array) => void;
}

/** @public work-process.mjs runs this module's default export for each job. */
export default async function heavyJob(job: HeavyJob, { data, progress }: Context): Promise<HeavyResult> {
  try {
    if (job.kind === 'background-loop') return { ok: true, bytes: backgroundLoopMp3(job.index) };
    tts ??= createTtsEngine(data.tts);
    if (!job.chunks) return { ok: true, speech: await tts.synthesize(job.request) };
    return { ok: true, speech: await tts.synthesize(job.request, { onChunk: progress }) };
  } catch (error) {
    if (isProviderError(error)) return { ok: false, kind: error.kind, message: error.message };
    throw error;
  }
}
