import { z } from 'zod';
import {
  REFLECTION_MAX_CHARS,
  previousDaysSchema,
  programmeDayInputSchema,
  text,
  textList,
  userProfileSchema,
} from './common.ts';

export const reflectionInputSchema = z.strictObject({
  reflectionText: z.string().trim().min(1).max(REFLECTION_MAX_CHARS),
  profile: userProfileSchema,
  day: programmeDayInputSchema,
  /** Earlier days (spec's userHistory). */
  previousDays: previousDaysSchema,
});
export type ReflectionInput = z.infer<typeof reflectionInputSchema>;

const sentimentToneSchema = z.enum(['positivo', 'neutro', 'negativo']);
const sentimentIntensitySchema = z.enum(['alta', 'média', 'baixa']);

/** Spec §3 'Reflection analysis result'. */
export const reflectionAnalysisSchema = z.object({
  sentimentAnalysis: z.object({
    tone: sentimentToneSchema,
    intensity: sentimentIntensitySchema,
    emotion: text(60),
    daySpecificContext: text(600),
  }),
  insights: textList(2, 4, 500),
  progressAssessment: text(800),
  validation: text(800),
  guidance: text(1200),
  deepeningQuestions: textList(2, 3, 300),
});
export type ReflectionAnalysis = z.infer<typeof reflectionAnalysisSchema>;
