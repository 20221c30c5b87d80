import { z } from 'zod';
import { dayNumberSchema, text, textList } from './common.ts';

/** Spec §5: screenTime 0-16 step 0.5; the others 1-10 step 1. */
const level = z.number().int().min(1).max(10);
const wellbeingUsageSchema = z.strictObject({
  screenTime: z.number().min(0).max(16).multipleOf(0.5),
  sleepQuality: level,
  stressLevel: level,
  focusLevel: level,
  socialInteraction: level,
  physicalActivity: level,
  moodLevel: level,
});
export type WellbeingUsage = z.infer<typeof wellbeingUsageSchema>;
export type WellbeingDimension = keyof WellbeingUsage;
const wellbeingDimensionSchema = z.enum(wellbeingUsageSchema.keyof().options);

export const wellbeingInputSchema = z.strictObject({
  dayNumber: dayNumberSchema,
  usageData: wellbeingUsageSchema,
  goals: z.array(text(120)).max(10),
  /** The same sliders a week earlier, when the user has them. */
  previousWeek: wellbeingUsageSchema.optional(),
});
export type WellbeingInput = z.infer<typeof wellbeingInputSchema>;

const riskLevelSchema = z.enum(['baixo', 'médio', 'alto']);
export type RiskLevel = z.infer<typeof riskLevelSchema>;

/** The words a model writes; the score, risk and concern areas come from the rules, so they never disagree. */
export const wellbeingDraftSchema = z.object({
  summary: text(800),
  concerns: textList(0, 4, 300),
  strengths: textList(1, 4, 300),
  recommendations: textList(2, 5, 400),
  trends: textList(0, 4, 300),
});
export type WellbeingDraft = z.infer<typeof wellbeingDraftSchema>;

/** Spec §3 'Wellbeing result'. */
export const wellbeingResultSchema = wellbeingDraftSchema.extend({
  overallScore: z.number().int().min(0).max(100),
  riskLevel: riskLevelSchema,
  analysis: z.object({ concernAreas: z.array(wellbeingDimensionSchema) }),
});
export type WellbeingResult = z.infer<typeof wellbeingResultSchema>;
