import { hasSomethingToSay, speakable } from '@detox/providers/tts/speakable';
import { z } from 'zod';
import { dayNumberSchema } from './progress.ts';

/**
 * The audio API (spec §7 Audio, §8 Audio). Subscribers only.
 *
 * Speech — each answers the MP3 bytes (Content-Type audio/mpeg), or an error. A file already made comes whole
 * (Content-Length, X-Audio-Duration-Seconds); one being made in a voice that speaks in pieces (the local voice)
 * comes chunked from its first piece, without either (decision 0029):
 * - POST /api/audio/meditation  {text, voice = coral, instructions?, format = mp3}
 * - POST /api/audio/coaching    {text, voice = nova, tone = motivacional}
 * - POST /api/audio/reflection  {text, voice = sage}
 * - POST /api/audio/wellbeing   {text, voice = coral, type = guidance}
 * - POST /api/audio/activity    {text, voice = nova, activityType = creative}
 * The same body gives the same audio (cached by content): no Idempotency-Key needed, and a cached answer costs no
 * quota. A new text costs one unit of the daily `tts` quota (429 when spent). Blank or over-long text → 400.
 * A text (or meditation instructions) that suggests a crisis is not read aloud: 200 JSON CareResponse
 * (contracts/ai.ts: the care text, source.safety 'crisis'), no audio, no quota, a CareOffered event (issue 19).
 *
 * Sessions (spec §3 'Audio session'):
 * - POST /api/audio/personalized-session  personalizedSessionRequestSchema, Idempotency-Key → AudioSessionDto (201);
 *                                          with Accept: audio/mpeg, the session's MP3 itself (200, chunked from its
 *                                          first piece while the rest is made; Location: the session, Content-Location:
 *                                          its whole file; the session is recorded before the last byte; a resend of a
 *                                          made session gets the whole file; decision 0029);
 *                                          when the customText or the day's reflection suggests a crisis, no session:
 *                                          200 CareResponse (contracts/ai.ts), the person's words used nowhere
 * - GET  /api/audio/session/{id}          → AudioSessionDto, or 404 (the client reads that as null)
 * - GET  /api/audio/session/{id}/audio    → the session's MP3 bytes (audioUrl points here; fetch it with the token)
 * - GET  /api/audio/user-sessions         → UserSessionsResponse, the caller's own; a userId query for anyone
 *                                          else is refused (403)
 * Catalogues:
 * - GET /api/audio/voices                 → VoicesResponse
 * - GET /api/audio/background-music       → BackgroundMusicResponse (7 loops, backgroundMusicIndex 0–6)
 * - GET /api/audio/background-music/{i}   → the loop's MP3 bytes
 */

/** Enough for a long meditation script; longer texts are refused with a 400. */
export const AUDIO_TEXT_MAX_CHARS = 5000;
export const SESSION_CUSTOM_TEXT_MAX_CHARS = 1000;
export const BACKGROUND_MUSIC_COUNT = 7;

export const audioVoices = ['coral', 'nova', 'sage'] as const;
export type AudioVoice = (typeof audioVoices)[number];

export const audioMessages = {
  textRequired: 'Envie o texto a ser narrado em áudio.',
  nothingToSay:
    'O texto não tem o que narrar: escreva palavras (emojis, pontuação e marcas invisíveis não são lidos em voz alta).',
  textTooLong: `O texto pode ter no máximo ${AUDIO_TEXT_MAX_CHARS} caracteres.`,
  voice: `Voz inválida: use ${audioVoices.join(', ')}.`,
  format: 'Formato de áudio não suportado: use mp3.',
  backgroundMusicIndex: `Música de fundo inválida: escolha de 0 a ${BACKGROUND_MUSIC_COUNT - 1}.`,
  customTextTooLong: `O texto personalizado pode ter no máximo ${SESSION_CUSTOM_TEXT_MAX_CHARS} caracteres.`,
  unsupportedType: 'Tipo de áudio não suportado',
} as const;

/** The text as the voice reads it (speakable: emoji and invisible marks out), refused when nothing is left to say. */
const speechText = z
  .string({ error: audioMessages.textRequired })
  .trim()
  .min(1, audioMessages.textRequired)
  .max(AUDIO_TEXT_MAX_CHARS, audioMessages.textTooLong)
  .refine(hasSomethingToSay, audioMessages.nothingToSay)
  .transform(speakable);
const voice = (fallback: AudioVoice) => z.enum(audioVoices, { error: audioMessages.voice }).default(fallback);
const style = (fallback: string) => z.string().trim().min(1).max(60).default(fallback);

export const meditationAudioRequestSchema = z.strictObject({
  text: speechText,
  voice: voice('coral'),
  instructions: z.string().trim().min(1).max(1000).optional(),
  format: z.literal('mp3', { error: audioMessages.format }).default('mp3'),
});
export const coachingAudioRequestSchema = z.strictObject({
  text: speechText,
  voice: voice('nova'),
  tone: style('motivacional'),
});
export const reflectionAudioRequestSchema = z.strictObject({ text: speechText, voice: voice('sage') });
export const wellbeingAudioRequestSchema = z.strictObject({
  text: speechText,
  voice: voice('coral'),
  type: style('guidance'),
});
export const activityAudioRequestSchema = z.strictObject({
  text: speechText,
  voice: voice('nova'),
  activityType: style('creative'),
});

export const speechKinds = ['meditation', 'coaching', 'reflection', 'wellbeing', 'activity'] as const;

export const backgroundMusicIndexSchema = z.coerce
  .number({ error: audioMessages.backgroundMusicIndex })
  .int(audioMessages.backgroundMusicIndex)
  .min(0, audioMessages.backgroundMusicIndex)
  .max(BACKGROUND_MUSIC_COUNT - 1, audioMessages.backgroundMusicIndex);

export const audioSettingsSchema = z.strictObject({
  backgroundVolume: z.number().min(0).max(1).default(0.3),
  voiceVolume: z.number().min(0).max(1).default(0.8),
  /** Seconds; the session's speech is cut to fit. */
  maxDuration: z.number().int().min(60).max(1800).default(300),
});

export const personalizedSessionRequestSchema = z.strictObject({
  /** The account's name is used; this is accepted for the spec's client and ignored. */
  userName: z.string().max(200).optional(),
  dayNumber: dayNumberSchema,
  currentStage: z.string().trim().max(60).optional(),
  sessionType: z.literal('meditation', { error: audioMessages.unsupportedType }).default('meditation'),
  // Read aloud in the session: as the voice reads it; nothing to say is as if none was sent.
  customText: z
    .string()
    .trim()
    .max(SESSION_CUSTOM_TEXT_MAX_CHARS, audioMessages.customTextTooLong)
    .transform((text) => (hasSomethingToSay(text) ? speakable(text) : undefined))
    .optional(),
  backgroundMusicIndex: backgroundMusicIndexSchema.default(0),
  voice: voice('coral'),
  audioSettings: audioSettingsSchema.default({ backgroundVolume: 0.3, voiceVolume: 0.8, maxDuration: 300 }),
});
export type PersonalizedSessionRequest = z.input<typeof personalizedSessionRequestSchema>;

/** Any id: one that is not the caller's session (malformed included) is a 404, as the spec's client expects. */
export const sessionIdParamSchema = z.object({ id: z.string().min(1).max(100) });

export const backgroundTrackSchema = z.object({
  index: z.number(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  durationSeconds: z.number(),
  /** GET it with the token; the loop is meant to repeat under the voice. */
  url: z.string(),
});
export type BackgroundTrackDto = z.infer<typeof backgroundTrackSchema>;
export const backgroundMusicResponseSchema = z.object({ tracks: z.array(backgroundTrackSchema) });
export type BackgroundMusicResponse = z.infer<typeof backgroundMusicResponseSchema>;

export const audioSessionSchema = z.object({
  id: z.string(),
  dayNumber: z.number(),
  title: z.string(),
  description: z.string(),
  sessionType: z.literal('meditation'),
  /** Seconds of speech (spec default 300 is the cap). */
  duration: z.number(),
  /** GET with the bearer token: the session's MP3. */
  audioUrl: z.string(),
  mimeType: z.literal('audio/mpeg'),
  isGenerated: z.literal(true),
  voice: z.enum(audioVoices),
  backgroundMusic: backgroundTrackSchema,
  audioSettings: z.object({ backgroundVolume: z.number(), voiceVolume: z.number(), maxDuration: z.number() }),
  createdAt: z.string(),
  /** When its audio was ready. */
  completedAt: z.string(),
});
export type AudioSessionDto = z.infer<typeof audioSessionSchema>;

export const userSessionsQuerySchema = z.strictObject({
  userId: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
/** Newest first. */
export const userSessionsResponseSchema = z.object({ sessions: z.array(audioSessionSchema) });
export type UserSessionsResponse = z.infer<typeof userSessionsResponseSchema>;

export const voicesResponseSchema = z.object({
  voices: z.array(
    z.object({
      id: z.enum(audioVoices),
      name: z.string(),
      description: z.string(),
      /** The endpoints this voice is the default of. */
      defaultFor: z.array(z.string()),
    }),
  ),
});
export type VoicesResponse = z.infer<typeof voicesResponseSchema>;
