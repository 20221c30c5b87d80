import { type Card, cardSchema, generatedDayContentSchema } from '@detox/providers/ai/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  type CardsResponse,
  cardsRequestSchema,
  type DayContentResponse,
  dayContentRequestSchema,
  type UpdateCardProgressResponse,
  updateCardProgressRequestSchema,
} from '../../contracts/ai.ts';
import { appendAiEvents, readCached, recordGenerated } from './generate.ts';
import { dayCompletion, dayProgressInput, profileOf, programmeDayInput } from './inputs.ts';
import { LOCAL_CARDS_MODEL, LOCAL_CARDS_VERSION, localCards } from './local-cards.ts';
import { ApiError } from '../../http/errors.ts';
import { optionalIdempotencyKey } from '../../http/idempotency.ts';
import { validate } from '../../http/validation.ts';
import { dayInputs } from './mentor-day.ts';
import { aiMessages } from './messages.ts';
import type { AiRoutes } from './route-context.ts';

/**
 * The day's content and its cards (spec §7 AI): generated content answered from the cache unless `forceRefresh`
 * is sent, cards that fall back to the built-in ones when the provider fails, and the ticks on those cards.
 */
export function cardRoutes({ aiDeps, mentorOn }: AiRoutes) {
  return new Hono()
    .post('/day-content', validate('json', dayContentRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const { userId, context, dayNumber, generate } = await mentorOn(
        c,
        body.dayNumber,
        body.userProfile?.preferences,
      );
      if (!body.forceRefresh) {
        const cached = await readCached(aiDeps, userId, dayNumber, 'day-content');
        const parsed = cached && generatedDayContentSchema.safeParse(cached.content);
        if (cached && parsed?.success) {
          const answer: DayContentResponse = {
            ...parsed.data,
            isFromCache: true,
            cacheTimestamp: cached.createdAt,
            source: cached.source,
            completedCards: await completedCards(userId, dayNumber, cached.createdAt),
          };
          return c.json(answer);
        }
      }
      const generated = await generate('day-content', (provider) =>
        provider.dayContent({
          ...dayInputs(context, dayNumber),
          progressPercentage: dayCompletion(context, dayNumber),
        }),
      );
      const answer: DayContentResponse = {
        ...generated.data,
        isFromCache: false,
        cacheTimestamp: generated.recordedAt,
        source: generated.source,
        completedCards: await completedCards(userId, dayNumber, generated.recordedAt),
      };
      return c.json(answer);
    })
    .post('/cards', validate('json', cardsRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const { userId, context, dayNumber, generate } = await mentorOn(
        c,
        body.dayNumber,
        body.userProfile?.preferences,
      );
      const progressPercentage = dayCompletion(context, dayNumber);
      const progress = dayProgressInput(context, dayNumber);
      let result: Omit<CardsResponse, 'progressPercentage' | 'isFromCache'>;
      try {
        const generated = await generate('cards', (provider) =>
          provider.cards({
            profile: profileOf(context),
            day: programmeDayInput(dayNumber),
            progress,
            progressPercentage,
            ...(body.cardTypes ? { cardTypes: body.cardTypes } : {}),
            ...(body.adaptationContext?.strugglingAreas
              ? { strugglingAreas: body.adaptationContext.strugglingAreas.slice(0, 5) }
              : {}),
            ...(body.adaptationContext?.strengths
              ? { strengths: body.adaptationContext.strengths.slice(0, 5) }
              : {}),
          }),
        );
        result = { ...generated.data, cacheTimestamp: generated.recordedAt, source: generated.source };
      } catch (error) {
        // Spec §7: card generation falls back to the built-in cards of the day. A spent quota is still a 429.
        if (!(error instanceof ApiError) || !error.reason?.startsWith('provider_')) throw error;
        const local = localCards({
          day: dayNumber,
          progressPercentage,
          doneTaskIds: progress.tasks.filter((task) => task.completed).map((task) => task.id),
          cardTypes: body.cardTypes,
        });
        const source = {
          provider: 'local',
          model: LOCAL_CARDS_MODEL,
          promptVersion: LOCAL_CARDS_VERSION,
          safety: 'normal',
        } as const;
        const content = { dayNumber, ...local };
        const recordedAt = await recordGenerated(aiDeps, userId, {
          day: dayNumber,
          contentType: 'cards',
          source,
          content,
        });
        result = { ...content, cacheTimestamp: recordedAt, source };
      }
      const answer: CardsResponse = { ...result, progressPercentage, isFromCache: false };
      return c.json(answer);
    })
    .post('/update-card-progress', validate('json', updateCardProgressRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const userId = c.get('user').userId;
      const key = optionalIdempotencyKey(c);
      const dayNumber = Number(/^card-(\d+)-/.exec(body.cardId)?.[1]);
      const shown = await shownCards(userId, dayNumber);
      if (!shown.some((card) => card.id === body.cardId)) {
        throw new ApiError(404, aiMessages.cardNotFound, 'card_not_found');
      }
      await appendAiEvents(
        aiDeps,
        userId,
        [
          {
            type: 'AiCardProgressSet',
            data: {
              day: dayNumber,
              cardId: body.cardId,
              completed: body.completed,
              ...(body.feedback ? { feedback: body.feedback } : {}),
              ...(body.timeSpent === undefined ? {} : { timeSpent: body.timeSpent }),
            },
          },
        ],
        key && { key, request: { ...body, timestamp: undefined } },
      );
      const progress = (await readCached(aiDeps, userId, dayNumber, 'card-progress'))?.content ?? {};
      const completedCards = shown.filter((card) => {
        const entry = progress[card.id] as { completed?: boolean } | undefined;
        return entry?.completed === true;
      }).length;
      const answer: UpdateCardProgressResponse = {
        success: true,
        cardId: body.cardId,
        completed: body.completed,
        completedCards,
        totalCards: shown.length,
      };
      return c.json(answer);
    });

  /**
   * The ids of the day's cards the user ticked (the last AiCardProgressSet of each card says completed) since
   * these cards were made: new content ('Atualizar Conteúdo') starts with nothing ticked.
   */
  async function completedCards(userId: string, day: number, since: string): Promise<string[]> {
    const progress = (await readCached(aiDeps, userId, day, 'card-progress'))?.content ?? {};
    return Object.entries(progress).flatMap(([cardId, entry]) => {
      const { completed, updatedAt } = (entry ?? {}) as { completed?: boolean; updatedAt?: string };
      return completed === true && (updatedAt ?? '') >= since ? [cardId] : [];
    });
  }

  /** The cards the user was last shown for a day: the cards piece, else the day content's. */
  async function shownCards(userId: string, day: number): Promise<Card[]> {
    for (const type of ['cards', 'day-content'] as const) {
      const cached = await readCached(aiDeps, userId, day, type);
      const cards = z.object({ cards: z.array(cardSchema) }).safeParse(cached?.content);
      if (cards.success) return cards.data.cards;
    }
    return [];
  }
}
