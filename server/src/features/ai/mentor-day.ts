import { currentDay, type EventData } from '@detox/projections';
import type { AiMeta, AiProvider } from '@detox/providers';
import type { Context } from 'hono';
import type { UserPreferencesRequest } from '../../contracts/ai.ts';
import { type AiDeps, type Generated, generate } from './generate.ts';
import {
  assertDayOpen,
  dayProgressInput,
  type MentorContext,
  previousDays,
  profileOf,
  programmeDayInput,
} from './inputs.ts';
import { readJourney } from '../journey/index.ts';
import { optionalIdempotencyKey } from '../../http/idempotency.ts';
import { failure } from './messages.ts';

type PieceType = EventData<'AiContentGenerated'>['contentType'];

/** Each piece: the provider method it calls (its name in the metrics) and the spec's message should it fail. */
const pieces: Record<PieceType, { operation: string; failureMessage: string }> = {
  coaching: { operation: 'coaching', failureMessage: failure.coaching },
  reflection: { operation: 'reflection', failureMessage: failure.reflection },
  activities: { operation: 'activities', failureMessage: failure.activities },
  wellbeing: { operation: 'wellbeing', failureMessage: failure.wellbeing },
  meditation: { operation: 'meditation', failureMessage: failure.meditation },
  chat: { operation: 'chat', failureMessage: failure.chat },
  'relapse-prevention': { operation: 'relapsePlan', failureMessage: failure.relapse },
  insights: { operation: 'insights', failureMessage: failure.insights },
  // Plan-tomorrow is the coaching of the next day (decision 0007).
  'plan-tomorrow': { operation: 'coaching', failureMessage: failure.coaching },
  'day-content': { operation: 'dayContent', failureMessage: failure.dayContent },
  'progress-analysis': { operation: 'progressAnalysis', failureMessage: failure.analyze },
  cards: { operation: 'cards', failureMessage: failure.cards },
};

/** What one mentor call knows: who asks, their journey and consents, and the open day it is about. */
export interface MentorDay {
  userId: string;
  context: MentorContext;
  dayNumber: number;
  /** Generates one piece for this user (quota, provider, event), about `dayNumber` unless `day` says otherwise. */
  generate: <T extends object>(
    contentType: PieceType,
    call: (provider: AiProvider) => Promise<{ data: T; meta: AiMeta }>,
    options?: { day?: number; message?: string },
  ) => Promise<Generated<T>>;
}

/**
 * The prologue every mentor endpoint shares. The day is the one sent, else the subscriber's current day; a day
 * that is not open yet answers 409 (assertDayOpen) before the provider or the quota are touched.
 */
export function mentorDays(aiDeps: AiDeps) {
  return async function mentorOn(
    c: Context,
    day: number | undefined,
    preferences?: UserPreferencesRequest,
  ): Promise<MentorDay> {
    const user = c.get('user');
    const journey = await readJourney(aiDeps.runtime, user.userId);
    const context: MentorContext = {
      name: user.name,
      journey,
      shareReflections: user.consents.includes('ai_reflections'),
      preferences,
    };
    const dayNumber = day ?? currentDay(journey);
    assertDayOpen(journey, dayNumber);
    const key = optionalIdempotencyKey(c);
    // The validated body, whatever the route's schema: what a resend under the same key must repeat.
    const body = (c.req as { valid(target: 'json'): unknown }).valid('json');
    return {
      userId: user.userId,
      context,
      dayNumber,
      generate: (contentType, call, options = {}) =>
        generate(aiDeps, user.userId, {
          day: options.day ?? dayNumber,
          contentType,
          ...pieces[contentType],
          call,
          ...(options.message === undefined ? {} : { message: options.message }),
          ...(key && { keyed: { key, request: { contentType, body } } }),
        }),
    };
  };
}

/** The inputs coaching, plan-tomorrow, progress analysis and day content share: who, which day, how it went. */
export function dayInputs(context: MentorContext, day: number) {
  return {
    profile: profileOf(context),
    day: programmeDayInput(day),
    progress: dayProgressInput(context, day),
    previousDays: previousDays(context, day),
  };
}
