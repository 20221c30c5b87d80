import { isProviderError, type ProviderErrorKind } from '@detox/providers';
import { createFakeTtsProvider } from '@detox/providers/tts/create';
import { mp3DurationSeconds } from '@detox/providers/tts/mp3-frames';
import type { AudioPurpose, TtsProvider, TtsVoice } from '@detox/providers/tts/port';
import { speechErrorMessage, speechInstructions } from '@detox/providers/tts/voices';
import { type EventType, streamId } from '@detox/projections';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { withQuota } from '../ai/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import { eventIdFor } from '../../commands/command-handler.ts';
import { ApiError, busyError } from '../../http/errors.ts';
import { measureProvider } from '../../metrics.ts';
import type { Runtime } from '../../runtime.ts';
import { createSharedRuns } from '../../work/shared-runs.ts';
import { WorkQueueFullError } from '../../work/work-errors.ts';
import { audioHashOf, createAudioCache } from './audio-cache.ts';
import { createPieces, type Pieces, piecesBody, type RunOutcome, type WatchedRun } from './speech-pieces.ts';

/** Bump when the way texts and reading instructions are put together changes. */
export const SPEECH_PROMPT_VERSION = 'speech-v1';

export interface SpeechAsk {
  purpose: AudioPurpose;
  text: string;
  voice: TtsVoice;
  /** The spec's tone / type / activityType. */
  style?: string | undefined;
  /** The client's reading instructions (meditation); else the purpose's own. */
  instructions?: string | undefined;
  /** A personalised session's chosen loop (backgroundMusicIndex), laid under the voice by providers that can. */
  musicIndex?: number | undefined;
}

export interface MadeSpeech {
  bytes: Uint8Array<ArrayBuffer>;
  audioHash: string;
  durationSeconds: number;
  instructions: string;
  provider: TtsProvider['name'];
  model: string;
  /** True when the cache answered: no provider call, no quota spent. */
  fromCache: boolean;
}

/**
 * Speech answered as it is made (decision 0029): `body` gives the MP3 from its first piece, the pieces already made
 * first, then each as it comes; its last byte comes after `finish` (the event that records it) succeeded. A caller
 * that stops reading (a cut connection) leaves the shared run, which stops only when no one else waits for it and
 * no one came back for it within AUDIO_RESUME_WAIT_SECONDS.
 */
export interface SpeechInPieces {
  audioHash: string;
  instructions: string;
  provider: TtsProvider['name'];
  model: string;
  body: ReadableStream<Uint8Array>;
}

const failures: Record<ProviderErrorKind, { status: ContentfulStatusCode; hint: string }> = {
  invalid_input: { status: 400, hint: 'Confira o texto enviado e tente de novo.' },
  invalid_output: { status: 502, hint: 'O áudio veio incompleto. Tente de novo.' },
  refusal: { status: 502, hint: 'Não foi possível narrar este texto. Tente com outras palavras.' },
  rate_limited: {
    status: 503,
    hint: 'O serviço de voz está recebendo muitos pedidos agora. Tente de novo em alguns minutos.',
  },
  timeout: {
    status: 504,
    hint: 'O serviço de voz demorou demais para responder. Tente de novo em instantes.',
  },
  unavailable: {
    status: 503,
    hint: 'O serviço de voz está indisponível no momento. Tente de novo em alguns minutos.',
  },
};

/** A TTS failure as the API answers it: spec §8 'Audio' message for the purpose, what to do, never a 500. */
function speechFailure(error: unknown, purpose: AudioPurpose): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof WorkQueueFullError) return busyError(error, speechErrorMessage[purpose]);
  const kind: ProviderErrorKind = isProviderError(error) ? error.kind : 'unavailable';
  const { status, hint } = failures[kind];
  return new ApiError(status, `${speechErrorMessage[purpose]}. ${hint}`, `tts_${kind}`);
}

/**
 * Speech for a subscriber: from the cache when this exact ask was made before (by anyone: the same text, voice
 * and instructions give the same audio), else one unit of their daily `tts` quota and a provider call, whose
 * bytes are then cached. A failure costs no quota and stores nothing. Asks for the same audio at the same time
 * share one call; it stops when every one of them has left (their AbortSignals, decision 0024).
 */
export function createSpeechService(deps: Pick<AppDeps, 'config' | 'runtime' | 'tts'>) {
  const tts = deps.tts ?? createFakeTtsProvider();
  const cache = createAudioCache(deps.config.DATA_DIR);
  const shared = createSharedRuns<Uint8Array<ArrayBuffer>>();
  /** The pieces of each run under way, by its audio hash: one who joins a run late reads them from the start. */
  const underWay = new Map<string, Pieces>();

  async function generate(
    userId: string | null,
    ask: SpeechAsk,
    instructions: string,
    hash: string,
    signal: AbortSignal,
  ) {
    const pieces = createPieces();
    underWay.set(hash, pieces);
    const call = () =>
      measureProvider(tts.name, `tts.${ask.purpose}`, () =>
        tts.synthesize(
          {
            text: ask.text,
            purpose: ask.purpose,
            voice: ask.voice,
            instructions,
            ...(ask.musicIndex === undefined ? {} : { musicIndex: ask.musicIndex }),
          },
          { signal, onChunk: pieces.push },
        ),
      );
    try {
      const speech = userId === null ? await call() : await withQuota(deps, userId, 'tts', call);
      const bytes = new Uint8Array(speech.bytes);
      await cache.write(hash, bytes);
      return bytes;
    } finally {
      if (underWay.get(hash) === pieces) underWay.delete(hash);
    }
  }

  function hashOf(ask: SpeechAsk) {
    const instructions = ask.instructions ?? speechInstructions(ask.purpose, ask.style);
    const audioHash = audioHashOf({
      provider: tts.name,
      model: tts.model,
      voice: ask.voice,
      instructions,
      text: ask.text,
      musicIndex: ask.musicIndex,
    });
    return { audioHash, instructions, provider: tts.name, model: tts.model };
  }

  return {
    tts,
    cache,
    /**
     * userId null: made again for a replay (the cached file was lost); costs no quota. `signal`: the client's
     * request, which stops waiting when it goes.
     */
    async speak(userId: string | null, ask: SpeechAsk, signal?: AbortSignal): Promise<MadeSpeech> {
      const base = hashOf(ask);
      const { audioHash, instructions } = base;
      const cached = await cache.read(audioHash);
      if (cached)
        return { ...base, bytes: cached, durationSeconds: mp3DurationSeconds(cached), fromCache: true };
      try {
        const bytes = await shared(
          audioHash,
          (runSignal) => generate(userId, ask, instructions, audioHash, runSignal),
          signal,
        );
        return { ...base, bytes, durationSeconds: mp3DurationSeconds(bytes), fromCache: false };
      } catch (error) {
        throw speechFailure(error, ask.purpose);
      }
    },
    /**
     * As `speak`, answered in pieces (decision 0029): a cached file is `MadeSpeech` as ever; else it resolves once
     * the first piece is made (or the run failed: the same ApiError as `speak`), with the body that streams it.
     * `finish` runs once the file is whole, before the body's end; a failure there ends the body with an error.
     */
    async speakInPieces(
      userId: string | null,
      ask: SpeechAsk,
      signal: AbortSignal,
      finish: (made: MadeSpeech) => Promise<void>,
    ): Promise<MadeSpeech | SpeechInPieces> {
      const base = hashOf(ask);
      const { audioHash, instructions } = base;
      const cached = await cache.read(audioHash);
      if (cached)
        return { ...base, bytes: cached, durationSeconds: mp3DurationSeconds(cached), fromCache: true };
      // This caller's own leaving: the request's end, or its body no longer read.
      const leave = new AbortController();
      let outcome: RunOutcome | undefined;
      const settled = shared(
        audioHash,
        (runSignal) => generate(userId, ask, instructions, audioHash, runSignal),
        AbortSignal.any([signal, leave.signal]),
        // A cut connection's player asks again at once (decision 0029): the run waits for it that long.
        deps.config.AUDIO_RESUME_WAIT_SECONDS * 1000,
      ).then(
        (bytes) => {
          outcome = { bytes };
        },
        (error: unknown) => {
          outcome = { error: speechFailure(error, ask.purpose) };
        },
      );
      const run: WatchedRun = { settled, outcome: () => outcome };
      // Joined after the run began, or the first: its pieces are there (a run that just ended has none left).
      const pieces = underWay.get(audioHash) ?? createPieces();
      while (outcome === undefined && pieces.chunks.length === 0) await pieces.next(run);
      const made = (bytes: Uint8Array<ArrayBuffer>): MadeSpeech => ({
        ...base,
        bytes,
        durationSeconds: mp3DurationSeconds(bytes),
        fromCache: false,
      });
      if (outcome && 'error' in outcome) throw outcome.error;
      // Whole before any piece (a provider that does not stream: the fake, OpenAI's file): answered as a file.
      if (outcome && pieces.chunks.length === 0) return made(outcome.bytes);
      const body = piecesBody(
        pieces,
        run,
        (bytes) => finish(made(bytes)),
        () => {
          leave.abort(new DOMException('O cliente parou de ouvir.', 'AbortError'));
        },
      );
      return { ...base, body };
    },
  };
}

export function audioStreamId(userId: string): string {
  return streamId('audio', userId);
}

/**
 * Records a fact in the subscriber's audio stream. The event id comes from `key`, so recording the same fact
 * again (a resend, the same audio asked twice) writes nothing.
 */
export async function recordAudioEvent(
  runtime: Runtime,
  userId: string,
  type: Extract<EventType, 'SpeechGenerated' | 'AudioSessionCreated'>,
  data: unknown,
  key: string,
  /** The hash of the client's request (requestHashOf), for a resend with another body to be told apart. */
  requestHash?: string,
): Promise<void> {
  const append = await runtime.store.appendToStream(
    audioStreamId(userId),
    [
      {
        eventId: eventIdFor(key, 0),
        type,
        data,
        metadata: {
          userId,
          correlationId: key,
          causationId: key,
          occurredAt: new Date().toISOString(),
          schemaVersion: 1,
          ...(requestHash === undefined ? {} : { requestHash }),
        },
      },
    ],
    { expectedVersion: 'any' },
  );
  if (!append.duplicate) await runtime.afterAppend(append.lastCheckpoint);
}
