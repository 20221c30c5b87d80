import { z } from 'zod';
import { programmeDayInputSchema, text, userProfileSchema } from './common.ts';

/** Spec §7 /ai/meditation {duration, focus, userState}. */
export const meditationInputSchema = z.strictObject({
  profile: userProfileSchema,
  day: programmeDayInputSchema,
  durationMinutes: z.number().int().min(2).max(30),
  focus: text(200),
  userState: text(300),
});
export type MeditationInput = z.infer<typeof meditationInputSchema>;

/** A script for text-to-speech: "[pausa]" is about 3 s of silence, "[pausa longa]" about 8 s. */
export const meditationDraftSchema = z.object({
  title: text(120),
  script: text(12000).refine((script) => script.includes('[pausa'), 'o roteiro precisa de pausas marcadas'),
});
export type MeditationDraft = z.infer<typeof meditationDraftSchema>;

export const meditationScriptSchema = meditationDraftSchema.extend({
  focus: text(200),
  /** Spoken length estimated from the script (about 140 words a minute plus the pauses). */
  estimatedSeconds: z.number().int().min(1),
});
export type MeditationScript = z.infer<typeof meditationScriptSchema>;
