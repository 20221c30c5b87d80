import type { AudioPurpose, ParsedSpeechRequest, SpeechRequest, TtsVoice } from './speech-request.ts';

export type { AudioPurpose, ParsedSpeechRequest, SpeechRequest, TtsVoice };

/** What is said from `start` to `end` (seconds into the audio), for a transcript that follows playback. */
export interface SpeechCue {
  start: number;
  end: number;
  text: string;
}

export type TtsProviderName = 'fake' | 'local' | 'openai';

export interface Speech {
  bytes: Uint8Array;
  mimeType: 'audio/mpeg';
  /** Measured from the MP3 frames, not guessed. */
  durationSeconds: number;
  voice: TtsVoice;
  meta: { provider: TtsProviderName; model: string };
  /** Per spoken phrase, when the provider knows them (the local pipeline does; the plain tone and voice do not). */
  cues?: SpeechCue[];
  /** The path the MP3 was written to (SynthesisOptions.file); `bytes` is then empty. */
  savedTo?: string;
}

/** How a call is made, not what it makes. */
export interface SynthesisOptions {
  /** The caller left: providers that can stop (the server's worker pool) stop; the others finish and are ignored. */
  signal?: AbortSignal | undefined;
  /**
   * Made ahead of anyone asking, while this answers true: the server's worker pool lets a person's job go first
   * (and stops this one to give it the thread). Other providers ignore it.
   */
  background?: (() => boolean) | undefined;
  /**
   * Providers that make the MP3 as the voice speaks (the local pipeline, decision 0029) hand each piece over here,
   * in order, as soon as it is encoded; the pieces joined are the answer's `bytes`. Others never call it: their
   * caller has the whole file at the end.
   */
  onChunk?: ((bytes: Uint8Array) => void) | undefined;
  /**
   * Where the caller will keep the MP3. A provider that makes it in another process (the server's work pool)
   * writes it there itself and answers `savedTo` with empty `bytes`: the file's megabytes never cross to the
   * request thread, where each day made ahead left about 6 MB for the garbage collector (decision 0028, session
   * 40). Others answer the bytes, and the caller writes them.
   */
  file?: string | undefined;
}

/**
 * What makes the speech, without the request's check: a work process runs one on a request the server checked
 * (speech-request.ts: `checked(engine)` is the TtsProvider).
 */
export interface TtsEngine {
  readonly name: TtsProviderName;
  readonly model: string;
  synthesize(request: ParsedSpeechRequest, options?: SynthesisOptions): Promise<Speech>;
}

/** Text to speech: text + voice + options in, playable audio bytes out, or a ProviderError with the spec's text. */
export interface TtsProvider {
  readonly name: TtsProviderName;
  readonly model: string;
  synthesize(request: SpeechRequest, options?: SynthesisOptions): Promise<Speech>;
}
