import { z } from 'zod';

/**
 * audio-{userId}: every piece of speech made for a subscriber and every personalised session, with the text read,
 * the voice, and where it came from (provider, model, prompt version), so a journey can be replayed and the audio
 * made again. The bytes themselves live in a cache under DATA_DIR keyed by the audio's content hash.
 */
const speechPurposes = ['meditation', 'coaching', 'reflection', 'wellbeing', 'activity'] as const;

const voice = z.enum(['coral', 'nova', 'sage']);
const source = {
  provider: z.enum(['fake', 'local', 'openai']),
  model: z.string().min(1),
  /** How the text and the reading instructions were put together. */
  promptVersion: z.string().min(1),
};
const audio = {
  /** sha256 of what was asked of the provider (model, voice, instructions, text): the cache key. */
  audioHash: z.string().regex(/^[0-9a-f]{64}$/),
  mimeType: z.literal('audio/mpeg'),
  durationSeconds: z.number().min(0),
  bytes: z.number().int().min(1),
};

export const audioEvents = {
  SpeechGenerated: z.object({
    purpose: z.enum(speechPurposes),
    text: z.string().min(1),
    voice,
    /** tone, type or activityType of the spec's call; null for meditation and reflection. */
    style: z.string().nullable(),
    instructions: z.string().min(1),
    ...source,
    ...audio,
  }),
  AudioSessionCreated: z.object({
    sessionId: z.uuid(),
    day: z.number().int().min(1).max(21),
    sessionType: z.literal('meditation'),
    title: z.string().min(1),
    description: z.string().min(1),
    text: z.string().min(1),
    voice,
    instructions: z.string().min(1),
    backgroundMusicIndex: z.number().int().min(0).max(6),
    audioSettings: z.object({
      backgroundVolume: z.number().min(0).max(1),
      voiceVolume: z.number().min(0).max(1),
      maxDuration: z.number().int().min(1),
    }),
    ...source,
    ...audio,
  }),
} as const;
