import { z } from 'zod';
import {
  dayNumberSchema,
  dayProgressInputSchema,
  percentageSchema,
  previousDaysSchema,
  programmeDayInputSchema,
  text,
  textList,
  userProfileSchema,
} from './common.ts';
import { cardDraftSchema, cardSchema } from './cards.ts';

export const dayContentInputSchema = z.strictObject({
  profile: userProfileSchema,
  day: programmeDayInputSchema,
  progress: dayProgressInputSchema,
  previousDays: previousDaysSchema,
  progressPercentage: percentageSchema,
});
export type DayContentInput = z.infer<typeof dayContentInputSchema>;

const dayContentFields = {
  personalizedTitle: text(120),
  theme: text(200),
  audioContent: z.object({ script: text(6000) }),
  reflection: z.object({ content: text(1500) }),
  progressAnalysis: z.object({ strengths: textList(1, 4, 300), recommendations: textList(1, 4, 300) }),
};

export const dayContentDraftSchemaFor = (cardCount: number) =>
  z.object({ ...dayContentFields, cards: z.array(cardDraftSchema).length(cardCount) });
export type DayContentDraft = z.infer<ReturnType<typeof dayContentDraftSchemaFor>>;

/**
 * Spec §3 'Generated day content'. isFromCache and cacheTimestamp belong to the server's cache, not to a
 * provider, so they are added by the API.
 */
export const generatedDayContentSchema = z.object({
  dayNumber: dayNumberSchema,
  ...dayContentFields,
  cards: z.array(cardSchema).min(1).max(4),
});
export type GeneratedDayContent = z.infer<typeof generatedDayContentSchema>;
