import { z } from 'zod';
import { dayNumberSchema, text, textList, userProfileSchema } from './common.ts';

/** Spec §7 relapse-prevention plan {userTriggers, successStrategies, supportSystem}. */
export const relapsePlanInputSchema = z.strictObject({
  dayNumber: dayNumberSchema,
  profile: userProfileSchema,
  userTriggers: z.array(text(200)).min(1).max(10),
  successStrategies: z.array(text(200)).max(10),
  supportSystem: z.array(text(200)).max(10),
});
export type RelapsePlanInput = z.infer<typeof relapsePlanInputSchema>;

export const relapsePlanSchema = z.object({
  summary: text(800),
  triggerPlans: z
    .array(z.object({ trigger: text(200), strategy: text(500) }))
    .min(1)
    .max(6),
  warningSigns: textList(2, 5, 300),
  copingStrategies: textList(2, 6, 400),
  supportActions: textList(1, 4, 400),
  /** What to do right after a slip, in order. */
  afterASlip: textList(2, 5, 400),
  affirmation: text(300),
});
export type RelapsePlan = z.infer<typeof relapsePlanSchema>;
