import { z } from 'zod';
import {
  dayProgressInputSchema,
  difficultySchema,
  previousDaysSchema,
  programmeDayInputSchema,
  text,
  textList,
  userProfileSchema,
} from './common.ts';

const COACHING_SUGGESTIONS = 3;

export const coachingInputSchema = z.strictObject({
  profile: userProfileSchema,
  day: programmeDayInputSchema,
  progress: dayProgressInputSchema,
  previousDays: previousDaysSchema,
});
export type CoachingInput = z.infer<typeof coachingInputSchema>;

/** A suggestion as a model writes it; the id and completion are ours to set. */
const suggestionDraftSchema = z.object({
  title: text(120),
  description: text(600),
  difficulty: difficultySchema,
  timeRequired: text(40),
});

const suggestionSchema = suggestionDraftSchema.extend({
  id: z.string().regex(/^suggestion-\d{1,2}-\d{1,2}$/),
  completed: z.boolean(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** Spec §3 'Coaching result': analysis, suggestions, motivation, nextSteps. */
export const coachingDraftSchema = z.object({
  analysis: text(1500),
  suggestions: z.array(suggestionDraftSchema).length(COACHING_SUGGESTIONS),
  motivation: text(800),
  nextSteps: textList(2, 4),
});
export type CoachingDraft = z.infer<typeof coachingDraftSchema>;

export const coachingResultSchema = coachingDraftSchema.extend({
  suggestions: z.array(suggestionSchema).length(COACHING_SUGGESTIONS),
});
export type CoachingResult = z.infer<typeof coachingResultSchema>;
