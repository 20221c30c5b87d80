import { type JourneyState, TASKS_PER_DAY, tasksDone } from '@detox/projections';
import { DEFAULT_MOOD, TEST_CONNECTION_ERROR } from '@detox/providers';
import {
  type Card,
  cardSchema,
  coachingResultSchema,
  generatedDayContentSchema,
} from '@detox/providers/ai/schemas';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  type AnalyzeProgressResponse,
  type ActivitiesResponse,
  activitiesRequestSchema,
  type AiContentType,
  type AiStatusResponse,
  type AiTestResponse,
  analyzeProgressRequestSchema,
  type CachedContentResponse,
  type CardsResponse,
  cardsRequestSchema,
  type ChatResponse,
  chatRequestSchema,
  clearCacheSchema,
  type CoachingResponse,
  coachingRequestSchema,
  contentQuerySchema,
  dailyCoachingRequestSchema,
  type DayContentResponse,
  dayContentRequestSchema,
  type InsightsResponse,
  insightsNowRequestSchema,
  type MeditationResponse,
  meditationRequestSchema,
  type PlanTomorrowResponse,
  planTomorrowRequestSchema,
  type ReflectionResponse,
  reflectionRequestSchema,
  type RelapsePreventionResponse,
  relapsePreventionRequestSchema,
  type SaveContentResponse,
  saveContentRequestSchema,
  type UpdateCardProgressResponse,
  type UserPreferencesRequest,
  updateCardProgressRequestSchema,
  type WellbeingResponse,
  wellbeingRequestSchema,
} from '../../contracts/ai.ts';
import type { AppDeps } from '../../app-deps.ts';
import {
  type AiDeps,
  aiProviderOf,
  appendAiEvents,
  measured,
  readCached,
  recordGenerated,
} from './generate.ts';
import {
  dayCompletion,
  dayProgressInput,
  dayTaskCounts,
  previousDays,
  profileOf,
  programmeDayInput,
  savedReflection,
} from './inputs.ts';
import { LOCAL_CARDS_MODEL, LOCAL_CARDS_VERSION, localCards } from './local-cards.ts';
import { quotaUsage } from './quota.ts';
import { requireConsent, requirePremium } from '../account/guards.ts';
import { ApiError } from '../../http/errors.ts';
import { optionalIdempotencyKey } from '../../http/idempotency.ts';
import { validate } from '../../http/validation.ts';
import { dayInputs, failure, mentorDays } from './mentor-day.ts';

const MAX_PLAN_DAY = 21;

/**
 * /api/ai (spec §7 AI): the mentor, for subscribers. Each answer is generated from the fixtures and the
 * subscriber's own read models, costs one unit of the daily generation quota, and is recorded as
 * AiContentGenerated in ai-{userId}; coaching and day content are answered from the cache (rm_ai_content) unless
 * `forceRefresh` is sent or the cache was cleared with save-content {action: 'clear_cache'}.
 *
 * Reflections: /ai/reflection sends the text the user typed, so it needs the consent 'ai_reflections' (403
 * consent_required without it). Every other call works without that consent and then sends no reflection at all.
 */
export function aiRoutes(deps: AppDeps) {
  const ai = aiProviderOf(deps);
  const aiDeps: AiDeps = { runtime: deps.runtime, config: deps.config, logger: deps.logger, ai };
  const mentorOn = mentorDays(aiDeps);

  async function coachingFor(
    c: Context,
    day: number | undefined,
    preferences: UserPreferencesRequest | undefined,
    forceRefresh: boolean | undefined,
  ): Promise<CoachingResponse> {
    const { userId, context, dayNumber, generate } = await mentorOn(c, day, preferences);
    const counts = {
      dayNumber,
      completedTasksCount: dayTaskCounts(context, dayNumber).completedTasks,
      totalTasksCount: TASKS_PER_DAY,
      completionPercentage: dayTaskCounts(context, dayNumber).completionPercentage,
    };
    if (!forceRefresh) {
      const cached = await readCached(aiDeps, userId, dayNumber, 'coaching');
      const parsed = cached && coachingResultSchema.safeParse(cached.content);
      if (cached && parsed?.success) {
        return {
          ...parsed.data,
          ...counts,
          isFromCache: true,
          cacheTimestamp: cached.createdAt,
          source: cached.source,
        };
      }
    }
    const generated = await generate('coaching', (provider) =>
      provider.coaching(dayInputs(context, dayNumber)),
    );
    return {
      ...generated.data,
      ...counts,
      isFromCache: false,
      cacheTimestamp: generated.recordedAt,
      source: generated.source,
    };
  }

  return new Hono()
    .use('*', requirePremium)
    .get('/test', async (c) => {
      try {
        const { latencyMs } = await measured(ai.name, 'testConnection', () => ai.testConnection());
        const body: AiTestResponse = {
          success: true,
          message: 'Conexão com o mentor estabelecida.',
          provider: ai.name,
          model: ai.model,
          latencyMs,
        };
        return c.json(body);
      } catch (error) {
        deps.logger.warn({ err: error }, 'teste de conexão com a IA falhou');
        throw new ApiError(503, TEST_CONNECTION_ERROR, 'provider_unavailable');
      }
    })
    .get('/status', async (c) => {
      const user = c.get('user');
      const quotas = await quotaUsage(deps, user.userId).catch((error: unknown) => {
        deps.logger.error({ err: error }, 'status da IA indisponível');
        throw new ApiError(503, failure.status);
      });
      const body: AiStatusResponse = {
        provider: ai.name,
        model: ai.model,
        reflectionsShared: user.consents.includes('ai_reflections'),
        quotas,
      };
      return c.json(body);
    })
    .post('/coaching', validate('json', coachingRequestSchema), async (c) => {
      const body = c.req.valid('json');
      return c.json(await coachingFor(c, body.dayNumber, body.userProfile?.preferences, body.forceRefresh));
    })
    .post('/daily-coaching', validate('json', dailyCoachingRequestSchema), async (c) => {
      const body = c.req.valid('json');
      return c.json(await coachingFor(c, body.dayNumber, body.userProfile?.preferences, body.forceRefresh));
    })
    .post(
      '/reflection',
      requireConsent('ai_reflections'),
      validate('json', reflectionRequestSchema),
      async (c) => {
        const body = c.req.valid('json');
        const { context, dayNumber, generate } = await mentorOn(
          c,
          body.dayNumber,
          body.userProfile?.preferences,
        );
        const generated = await generate('reflection', (provider) =>
          provider.reflection({
            reflectionText: body.reflectionText,
            profile: profileOf(context),
            day: programmeDayInput(dayNumber),
            previousDays: previousDays(context, dayNumber),
          }),
        );
        const answer: ReflectionResponse = { ...generated.data, dayNumber, source: generated.source };
        return c.json(answer);
      },
    )
    .post('/activities', validate('json', activitiesRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const { context, dayNumber, generate } = await mentorOn(c, body.dayNumber, body.userPreferences);
      const profile = profileOf(context);
      const generated = await generate('activities', (provider) =>
        provider.activities({
          profile,
          day: programmeDayInput(dayNumber),
          availableTime: body.availableTime ?? profile.preferences.timeAvailable,
          currentMood: body.currentMood ?? DEFAULT_MOOD,
        }),
      );
      const answer: ActivitiesResponse = { ...generated.data, source: generated.source };
      return c.json(answer);
    })
    .post('/wellbeing', validate('json', wellbeingRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const goals = body.goals ? { goals: body.goals } : undefined;
      const { context, dayNumber, generate } = await mentorOn(c, body.dayNumber, goals);
      const generated = await generate('wellbeing', (provider) =>
        provider.wellbeing({
          dayNumber,
          usageData: body.usageData,
          goals: profileOf(context).preferences.goals,
          ...(body.previousWeek ? { previousWeek: body.previousWeek } : {}),
        }),
      );
      const answer: WellbeingResponse = { ...generated.data, dayNumber, source: generated.source };
      return c.json(answer);
    })
    .post('/meditation', validate('json', meditationRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const { context, dayNumber, generate } = await mentorOn(c, body.dayNumber);
      const day = programmeDayInput(dayNumber);
      const generated = await generate('meditation', (provider) =>
        provider.meditation({
          profile: profileOf(context),
          day,
          durationMinutes: body.duration ?? 5,
          focus: body.focus ?? day.theme,
          userState: body.userState ?? DEFAULT_MOOD,
        }),
      );
      const answer: MeditationResponse = { ...generated.data, dayNumber, source: generated.source };
      return c.json(answer);
    })
    .post('/chat', validate('json', chatRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const { context, dayNumber, generate } = await mentorOn(
        c,
        body.context?.dayNumber,
        body.userProfile?.preferences,
      );
      const generated = await generate(
        'chat',
        (provider) =>
          provider.chat({
            message: body.message,
            history: (body.context?.history ?? []).map((turn) => ({
              role: turn.type,
              content: turn.content,
            })),
            context: { day: programmeDayInput(dayNumber), progress: dayProgressInput(context, dayNumber) },
            profile: profileOf(context),
          }),
        { message: body.message },
      );
      const answer: ChatResponse = {
        ...generated.data,
        dayNumber,
        source: generated.source,
        timestamp: generated.recordedAt,
      };
      return c.json(answer);
    })
    .post('/relapse-prevention', validate('json', relapsePreventionRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const { context, dayNumber, generate } = await mentorOn(c, body.dayNumber);
      const generated = await generate('relapse-prevention', (provider) =>
        provider.relapsePlan({
          dayNumber,
          profile: profileOf(context),
          userTriggers: body.userTriggers,
          successStrategies: body.successStrategies ?? [],
          supportSystem: body.supportSystem ?? [],
        }),
      );
      const answer: RelapsePreventionResponse = { ...generated.data, dayNumber, source: generated.source };
      return c.json(answer);
    })
    .post('/insights-now', validate('json', insightsNowRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const { context, dayNumber, generate } = await mentorOn(c, body.dayNumber);
      // The saved reflection; the text on screen only when nothing is saved yet (autosave pending).
      const saved = savedReflection(context, dayNumber);
      const reflectionText =
        saved.trim() || !context.shareReflections ? saved : (body.reflectionText ?? '').trim();
      const generated = await generate('insights', (provider) =>
        provider.insights({
          dayNumber,
          day: programmeDayInput(dayNumber),
          reflectionText,
          mood: body.mood ?? DEFAULT_MOOD,
          profile: profileOf(context),
          questionnaireToday: dayProgressInput(context, dayNumber).questionnaire,
          previousDays: previousDays(context, dayNumber, 3),
          progressSummary: journeySummary(context.journey),
        }),
      );
      const answer: InsightsResponse = { ...generated.data, dayNumber, source: generated.source };
      return c.json(answer);
    })
    .post('/plan-tomorrow', validate('json', planTomorrowRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const {
        context,
        dayNumber: today,
        generate,
      } = await mentorOn(c, body.dayNumber, body.userProfile?.preferences);
      const tomorrow = Math.min(today + 1, MAX_PLAN_DAY);
      const generated = await generate(
        'plan-tomorrow',
        (provider) => provider.coaching(dayInputs(context, tomorrow)),
        { day: tomorrow },
      );
      const answer: PlanTomorrowResponse = {
        ...generated.data,
        dayNumber: tomorrow,
        source: generated.source,
      };
      return c.json(answer);
    })
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
    .post('/analyze-progress', validate('json', analyzeProgressRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const { context, dayNumber, generate } = await mentorOn(
        c,
        body.dayNumber,
        body.userProfile?.preferences,
      );
      const generated = await generate('progress-analysis', (provider) =>
        provider.progressAnalysis(dayInputs(context, dayNumber)),
      );
      const answer: AnalyzeProgressResponse = { ...generated.data, source: generated.source };
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
        throw new ApiError(404, `${failure.cardProgress}: card não encontrado.`, 'card_not_found');
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
    })
    .post('/save-content', validate('json', saveContentRequestSchema), async (c) => {
      const { dayNumber, contentType, contentData } = c.req.valid('json');
      const userId = c.get('user').userId;
      // With the client's key a resend answers the same and stores nothing (issue 18).
      const key = optionalIdempotencyKey(c);
      if (contentData.action !== undefined) {
        if (!clearCacheSchema.safeParse(contentData).success) {
          throw new ApiError(400, `${failure.saveContent}: ação desconhecida.`);
        }
        const data = { day: dayNumber, contentType };
        await appendAiEvents(
          aiDeps,
          userId,
          [{ type: 'AiContentCacheCleared', data }],
          key && { key, request: { type: 'AiContentCacheCleared', data } },
        );
        const answer: SaveContentResponse = { success: true, action: 'cleared' };
        return c.json(answer);
      }
      const data = {
        day: dayNumber,
        contentType,
        content: contentOfType(contentType, dayNumber, contentData),
      };
      await appendAiEvents(
        aiDeps,
        userId,
        [{ type: 'AiContentSaved', data }],
        key && { key, request: { type: 'AiContentSaved', data } },
      );
      const answer: SaveContentResponse = { success: true, action: 'saved' };
      return c.json(answer);
    })
    .get('/content', validate('query', contentQuerySchema), async (c) => {
      const { dayNumber, contentType } = c.req.valid('query');
      const cached = await readCached(aiDeps, c.get('user').userId, dayNumber, contentType);
      const answer: CachedContentResponse = cached
        ? {
            dayNumber,
            contentType,
            content_data: cached.content,
            created_at: cached.createdAt,
            source: cached.source,
          }
        : null;
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

function journeySummary(journey: JourneyState) {
  const completedTasks = journey.days.reduce((sum, day) => sum + Math.min(tasksDone(day), TASKS_PER_DAY), 0);
  const totalTasks = journey.days.length * TASKS_PER_DAY;
  return {
    completedTasks,
    totalTasks,
    progressPercentage: totalTasks === 0 ? 0 : Math.round((completedTasks / totalTasks) * 100),
  };
}

const savedShapes = {
  coaching: coachingResultSchema,
  'day-content': generatedDayContentSchema,
  cards: z.object({
    cards: z.array(cardSchema).min(1).max(4),
    needsMotivation: z.boolean(),
    needsCompletion: z.boolean(),
  }),
} as const;

/** A client-saved copy must have the content type's shape (extra fields are dropped) and belong to that day. */
function contentOfType(
  contentType: AiContentType,
  dayNumber: number,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const parsed = savedShapes[contentType].safeParse(data);
  if (!parsed.success) {
    throw new ApiError(400, `${failure.saveContent}: o conteúdo não corresponde ao tipo ${contentType}.`);
  }
  const content = parsed.data as Record<string, unknown>;
  if ('dayNumber' in content && content.dayNumber !== dayNumber) {
    throw new ApiError(400, `${failure.saveContent}: o conteúdo é de outro dia.`);
  }
  return contentType === 'cards' ? { dayNumber, ...content } : content;
}
