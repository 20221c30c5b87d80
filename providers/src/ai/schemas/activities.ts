import { z } from 'zod';
import { dayNumberSchema, programmeDayInputSchema, text, textList, userProfileSchema } from './common.ts';

/** Spec §7 /ai/activities {userPreferences, availableTime, dayNumber, currentMood}. */
export const activitiesInputSchema = z.strictObject({
  profile: userProfileSchema,
  day: programmeDayInputSchema,
  availableTime: z.number().int().min(5).max(240),
  currentMood: text(40),
});
export type ActivitiesInput = z.infer<typeof activitiesInputSchema>;

const activityDraftSchema = z.object({
  title: text(120),
  description: text(600),
  durationMinutes: z.number().int().min(1).max(240),
  category: text(60),
  steps: textList(2, 6, 300),
  benefit: text(300),
});

export const activitiesDraftSchema = z.object({ activities: z.array(activityDraftSchema).min(2).max(4) });
export type ActivitiesDraft = z.infer<typeof activitiesDraftSchema>;

const activitySchema = activityDraftSchema.extend({
  id: z.string().regex(/^activity-\d{1,2}-\d{1,2}$/),
});
export const activitiesResultSchema = z.object({
  dayNumber: dayNumberSchema,
  activities: z.array(activitySchema).min(2).max(4),
});
export type ActivitiesResult = z.infer<typeof activitiesResultSchema>;
