import { writeFile } from 'node:fs/promises';
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
    if (job.kind === 'background-loop') return { ok: true, bytes: await backgroundLoopMp3(job.index) };
    tts ??= createTtsEngine(data.tts);
    if (job.chunks) return { ok: true, speech: await tts.synthesize(job.request, { onChunk: progress }) };
    const speech = await tts.synthesize(job.request);
    if (!job.file) return { ok: true, speech };
    // The file goes where the server keeps it; only what describes it crosses back.
    await writeFile(job.file, speech.bytes);
    return { ok: true, speech: { ...speech, bytes: new Uint8Array(0), savedTo: job.file } };
  } catch (error) {
    if (isProviderError(error)) return { ok: false, kind: error.kind, message: error.message };
    throw error;
  }
}
