import { z } from 'zod';
import {
  dayNumberSchema,
  REFLECTION_MAX_CHARS,
  percentageSchema,
  previousDaySchema,
  programmeDayInputSchema,
  questionnaireAnswerSchema,
  text,
  textList,
  userProfileSchema,
} from './common.ts';

/** Spec §9: insights look back at most 3 days. */
const INSIGHTS_HISTORY_DAYS = 3;

/** Spec §7 'Insights-now payload', with the user's context filled by the server. */
export const insightsInputSchema = z.strictObject({
  dayNumber: dayNumberSchema,
  day: programmeDayInputSchema,
  reflectionText: z.string().max(REFLECTION_MAX_CHARS),
  mood: text(40),
  profile: userProfileSchema,
  questionnaireToday: z.array(questionnaireAnswerSchema).max(10),
  previousDays: z.array(previousDaySchema).max(INSIGHTS_HISTORY_DAYS),
  progressSummary: z.strictObject({
    completedTasks: z.number().int().min(0),
    totalTasks: z.number().int().min(0),
    progressPercentage: percentageSchema,
  }),
});
export type InsightsInput = z.infer<typeof insightsInputSchema>;

const insightSeveritySchema = z.enum(['alto', 'moderado', 'baixo']);
const signalRiskSchema = z.enum(['alto', 'médio', 'baixo']);

/** Spec §3 'Insights response'. */
export const insightsSchema = z.object({
  severity: insightSeveritySchema,
  narrative: text(1500),
  distractionSignals: z
    .array(z.object({ signal: text(200), riskLevel: signalRiskSchema, suggestion: text(400) }))
    .min(1)
    .max(4),
  recommendations: textList(2, 5, 400),
});
export type Insights = z.infer<typeof insightsSchema>;
