import { z } from 'zod';
import {
  dayNumberSchema,
  dayProgressInputSchema,
  previousDaysSchema,
  programmeDayInputSchema,
  text,
  textList,
  userProfileSchema,
} from './common.ts';

/** Spec §7 /ai/analyze-progress {dayNumber, progressData, previousDaysData}. */
export const progressAnalysisInputSchema = z.strictObject({
  profile: userProfileSchema,
  day: programmeDayInputSchema,
  progress: dayProgressInputSchema,
  previousDays: previousDaysSchema,
});
export type ProgressAnalysisInput = z.infer<typeof progressAnalysisInputSchema>;

export const progressAnalysisDraftSchema = z.object({
  summary: text(1000),
  strengths: textList(1, 4, 300),
  challenges: textList(0, 4, 300),
  recommendations: textList(1, 4, 400),
  nextFocus: text(400),
});
export type ProgressAnalysisDraft = z.infer<typeof progressAnalysisDraftSchema>;

/** The figures come from the input, never from a model. */
export const progressAnalysisSchema = progressAnalysisDraftSchema.extend({
  dayNumber: dayNumberSchema,
  stats: z.object({
    daysCompleted: z.number().int().min(0),
    tasksCompleted: z.number().int().min(0),
    totalTasks: z.number().int().min(0),
    reflectionsWritten: z.number().int().min(0),
  }),
});
export type ProgressAnalysis = z.infer<typeof progressAnalysisSchema>;
