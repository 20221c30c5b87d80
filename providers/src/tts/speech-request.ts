import { z } from 'zod';
import { ProviderError } from '../provider-error.ts';
import type { TtsEngine, TtsProvider } from './port.ts';
import { speechErrorMessageFor } from './voices.ts';

// The request's rules, apart from port.ts (issue 33, decision 0028 "Session 39"): the work processes that make
// speech import the port and the engines, not zod (about 12 MB of a work process's RSS). The server checks each
// request here before a work process gets it (createTtsProvider, heavy-work.ts).
/** Spec §7 'Audio': the voices the product uses. */
const ttsVoiceSchema = z.enum(['coral', 'nova', 'sage']);
export type TtsVoice = z.infer<typeof ttsVoiceSchema>;

/** What the audio is for; it picks the default voice, the reading style and the error text. */
const audioPurposeSchema = z.enum([
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

const speechRequestSchema = z.strictObject({
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

export type ParsedSpeechRequest = z.output<typeof speechRequestSchema>;

/** The request as the engines read it (trimmed), or a ProviderError with the purpose's pt-BR message. */
export function checkSpeechRequest(request: SpeechRequest): ParsedSpeechRequest {
  const parsed = speechRequestSchema.safeParse(request);
  if (!parsed.success)
    throw new ProviderError('invalid_input', speechErrorMessageFor(request.purpose), { cause: parsed.error });
  return parsed.data;
}

/** The engine as a TtsProvider: each request checked first, refused with the purpose's message. */
export function checked(engine: TtsEngine): TtsProvider {
  return {
    name: engine.name,
    model: engine.model,
    synthesize: async (request, options) => engine.synthesize(checkSpeechRequest(request), options),
  };
}
