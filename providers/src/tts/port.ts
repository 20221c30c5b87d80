import { z } from 'zod';

/** Spec §7 'Audio': the voices the product uses. */
const ttsVoiceSchema = z.enum(['coral', 'nova', 'sage']);
export type TtsVoice = z.infer<typeof ttsVoiceSchema>;

/** What the audio is for; it picks the default voice, the reading style and the error text. */
export const audioPurposeSchema = z.enum([
  'meditation',
  'coaching',
  'reflection',
  'wellbeing',
  'activity',
  'session',
]);
export type AudioPurpose = z.infer<typeof audioPurposeSchema>;

/** Enough for the longest meditation script with room to spare (the fixtures' are under 4,500 characters). */
const MAX_SPEECH_CHARS = 12_000;

export const speechRequestSchema = z.strictObject({
  text: z.string().trim().min(1).max(MAX_SPEECH_CHARS),
  purpose: audioPurposeSchema,
  /** Defaults by purpose (spec §7): meditation, wellbeing and sessions coral; coaching and activities nova; reflection sage. */
  voice: ttsVoiceSchema.optional(),
  /** How to read; defaults by purpose and style. */
  instructions: z.string().trim().min(1).max(1000).optional(),
  /** The spec's tone (coaching), type (wellbeing) or activityType (activity), woven into the default instructions. */
  style: z.string().trim().min(1).max(60).optional(),
  /** Spec §7 default; the only format the fake can make, so the only one offered. */
  format: z.literal('mp3').optional(),
  /** The length the text promises (a daily meditation's "cerca de 5 minutos"); providers that can, fit it. */
  targetSeconds: z.number().positive().max(1800).optional(),
  /** The loop under the voice (spec §7 backgroundMusicIndex 0–6), for providers that lay one; else the purpose's. */
  musicIndex: z.number().int().min(0).max(6).optional(),
});
export type SpeechRequest = z.input<typeof speechRequestSchema>;

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
}

/** Text to speech: text + voice + options in, playable audio bytes out, or a ProviderError with the spec's text. */
export interface TtsProvider {
  readonly name: TtsProviderName;
  readonly model: string;
  synthesize(request: SpeechRequest, options?: SynthesisOptions): Promise<Speech>;
}
