import { z } from 'zod';
import { previousDaySchema, text, userProfileSchema } from './common.ts';

const weekNumberSchema = z.number().int().min(1).max(3);

/** The built-in template of the week (fixtures) and how that week actually went. */
export const weeklyChallengeInputSchema = z.strictObject({
  weekNumber: weekNumberSchema,
  profile: userProfileSchema,
  template: z.strictObject({
    title: text(200),
    description: text(1000),
    tasks: z
      .array(z.strictObject({ title: text(200), description: text(600) }))
      .min(1)
      .max(10),
  }),
  weekDays: z.array(previousDaySchema).max(7),
});
export type WeeklyChallengeInput = z.infer<typeof weeklyChallengeInputSchema>;

const challengeTaskDraftSchema = z.object({ title: text(120), description: text(500) });
export const weeklyChallengeDraftSchema = z.object({
  title: text(120),
  description: text(800),
  tasks: z.array(challengeTaskDraftSchema).min(5).max(7),
});
export type WeeklyChallengeDraft = z.infer<typeof weeklyChallengeDraftSchema>;

/** Task ids follow the fixtures' pattern week{n}-…, so progress events keep working. */
export const weeklyChallengeSchema = weeklyChallengeDraftSchema.extend({
  weekNumber: weekNumberSchema,
  tasks: z
    .array(challengeTaskDraftSchema.extend({ taskId: z.string().regex(/^week[1-3]-[a-z0-9-]+$/) }))
    .min(5)
    .max(7),
});
export type WeeklyChallenge = z.infer<typeof weeklyChallengeSchema>;
