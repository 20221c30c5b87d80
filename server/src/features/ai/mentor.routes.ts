import { type JourneyState, TASKS_PER_DAY, tasksDone } from '@detox/projections';
import { DEFAULT_MOOD } from '@detox/providers';
import { coachingResultSchema } from '@detox/providers/ai/schemas';
import { type Context, Hono } from 'hono';
import {
  type AnalyzeProgressResponse,
  type ActivitiesResponse,
  activitiesRequestSchema,
  analyzeProgressRequestSchema,
  type ChatResponse,
  chatRequestSchema,
  type CoachingResponse,
  coachingRequestSchema,
  dailyCoachingRequestSchema,
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
  type UserPreferencesRequest,
  type WellbeingResponse,
  wellbeingRequestSchema,
} from '../../contracts/ai.ts';
import { readCached } from './generate.ts';
import {
  dayProgressInput,
  dayTaskCounts,
  previousDays,
  profileOf,
  programmeDayInput,
  savedReflection,
} from './inputs.ts';
import { requireConsent } from '../account/index.ts';
import { validate } from '../../http/validation.ts';
import { dayInputs } from './mentor-day.ts';
import type { AiRoutes } from './route-context.ts';

const MAX_PLAN_DAY = 21;

/**
 * The mentor's answers (spec §7 AI): coaching, reflection, activities, wellbeing, meditation, chat, relapse plan,
 * insights, tomorrow's plan and progress analysis. Each is generated from the fixtures and the subscriber's own read
 * models, costs one unit of the daily generation quota and is recorded as AiContentGenerated in ai-{userId}.
 * Reflections: /ai/reflection sends the text the user typed, so it needs the consent 'ai_reflections' (403
 * consent_required without it). Every other call works without that consent and then sends no reflection at all.
 */
export function mentorRoutes({ aiDeps, mentorOn }: AiRoutes) {
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
    });
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
