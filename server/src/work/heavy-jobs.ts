import type { MessagePort } from 'node:worker_threads';
import type { ProviderErrorKind } from '@detox/providers/provider-error';
import type { TtsConfig } from '@detox/providers/tts/create';
import type { Speech, SpeechRequest } from '@detox/providers/tts/port';

/** What the request thread hands the worker threads (heavy-work.worker.ts), and what comes back. */
export type HeavyJob =
  | {
      kind: 'speech';
      request: SpeechRequest;
      /** Where the thread posts each piece of MP3 as it is made (SynthesisOptions.onChunk), when asked. */
      chunks?: MessagePort | undefined;
    }
  | { kind: 'background-loop'; index: number };

/** A provider's refusal crosses the thread as data: an Error's class and fields do not survive the copy. */
export type HeavyResult =
  | { ok: true; speech: Speech }
  | { ok: true; bytes: Uint8Array }
  | { ok: false; kind: ProviderErrorKind; message: string };

/** Given to every worker thread. */
export interface HeavyWorkerData {
  tts: TtsConfig;
}
