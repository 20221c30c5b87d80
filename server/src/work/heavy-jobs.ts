import type { ProviderErrorKind } from '@detox/providers/provider-error';
import type { TtsConfig } from '@detox/providers/tts/engine';
import type { ParsedSpeechRequest, Speech } from '@detox/providers/tts/port';

/** What the request thread hands the work processes (heavy-work.worker.ts), and what comes back. */
export type HeavyJob =
  | {
      kind: 'speech';
      /** Checked by the server (speech-request.ts) before it is handed over: the work process loads no zod. */
      request: ParsedSpeechRequest;
      /** Report each piece of MP3 as it is made (SynthesisOptions.onChunk), before the result. */
      chunks?: boolean | undefined;
      /** Write the MP3 here (SynthesisOptions.file) and answer without its bytes. */
      file?: string | undefined;
    }
  | { kind: 'background-loop'; index: number };

/** A provider's refusal crosses to the server as data: an Error's class and fields do not survive the copy. */
export type HeavyResult =
  | { ok: true; speech: Speech }
  | { ok: true; bytes: Uint8Array }
  | { ok: false; kind: ProviderErrorKind; message: string };

/** Given to every work process. */
export interface HeavyWorkerData {
  tts: TtsConfig;
}
