import { z } from 'zod';
import {
  dayNumberSchema,
  dayProgressInputSchema,
  difficultySchema,
  percentageSchema,
  programmeDayInputSchema,
  text,
  textList,
  userProfileSchema,
} from './common.ts';

export const cardTypeSchema = z.enum(['meditation', 'task', 'activity', 'reflection', 'challenge']);
export type CardType = z.infer<typeof cardTypeSchema>;
const cardPrioritySchema = z.enum(['alta', 'média', 'baixa']);

export const cardsInputSchema = z.strictObject({
  profile: userProfileSchema,
  day: programmeDayInputSchema,
  progress: dayProgressInputSchema,
  /** The day's completion as the server measures it; it decides how many cards and their tone (spec §9). */
  progressPercentage: percentageSchema,
  /** Types to draw from, in order; spec §9 default: task, reflection, activity, challenge. */
  cardTypes: z.array(cardTypeSchema).min(1).max(5).optional(),
  strugglingAreas: z.array(text(120)).max(5).optional(),
  strengths: z.array(text(120)).max(5).optional(),
});
export type CardsInput = z.infer<typeof cardsInputSchema>;

/** A card as a model writes it; the id is ours. */
export const cardDraftSchema = z.object({
  title: text(120),
  description: text(600),
  type: cardTypeSchema,
  priority: cardPrioritySchema,
  estimatedTime: text(40),
  difficulty: difficultySchema,
  category: text(60),
  benefits: textList(1, 4, 200),
  instructions: textList(1, 6, 300),
  adaptedReason: text(400),
  progressTracking: z.object({ metric: text(120), target: text(60) }),
});
export type CardDraft = z.infer<typeof cardDraftSchema>;

/** Spec §3 'Card'. */
export const cardSchema = cardDraftSchema.extend({ id: z.string().regex(/^card-\d{1,2}-\d{1,2}$/) });
export type Card = z.infer<typeof cardSchema>;

/** A model is asked for exactly `count` cards (spec §9: 4/3/2/1 by completion). */
export const cardsDraftSchemaFor = (count: number) =>
  z.object({ cards: z.array(cardDraftSchema).length(count) });
export type CardsDraft = z.infer<ReturnType<typeof cardsDraftSchemaFor>>;

export const cardsResultSchema = z.object({
  dayNumber: dayNumberSchema,
  cards: z.array(cardSchema).min(1).max(4),
  needsMotivation: z.boolean(),
  needsCompletion: z.boolean(),
});
export type CardsResult = z.infer<typeof cardsResultSchema>;
