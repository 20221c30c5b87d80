import type { Handler, RecordedRequest } from '../../testing/openai-test-server.ts';
import {
  chatCompletion,
  MODERATION_PATH,
  moderationInputs,
  moderationResult,
} from '../../testing/openai-test-server.ts';
import { fakeActivities } from '../fake/activities.ts';
import { fakeCards } from '../fake/cards.ts';
import { fakeChat } from '../fake/chat.ts';
import { fakeCoaching } from '../fake/coaching.ts';
import { fakeDayContent } from '../fake/day-content.ts';
import { fakeInsights } from '../fake/insights.ts';
import { fakeMeditation } from '../fake/meditation.ts';
import { fakeProgressAnalysis } from '../fake/progress-analysis.ts';
import { fakeReflection } from '../fake/reflection.ts';
import { fakeRelapsePlan } from '../fake/relapse-plan.ts';
import { fakeWeeklyChallenge } from '../fake/weekly-challenge.ts';
import { fakeWellbeing } from '../fake/wellbeing.ts';
import { sampleInputs } from './sample-inputs.ts';

/**
 * What the local "OpenAI" answers for each structured-output schema: valid drafts, written in advance (here by
 * the fake's templates on the sample inputs). Card lists are cut to the count the adapter asked for.
 */
const modelAnswers: Record<string, (cardCount: number) => unknown> = {
  coaching: () => fakeCoaching(sampleInputs.coaching),
  reflection_analysis: () => fakeReflection(sampleInputs.reflection),
  wellbeing: () => fakeWellbeing(sampleInputs.wellbeing),
  chat_reply: () => fakeChat(sampleInputs.chat),
  day_content: (count) => {
    const content = fakeDayContent({ ...sampleInputs.dayContent, progressPercentage: 0 });
    return { ...content, cards: content.cards.slice(0, count) };
  },
  cards: (count) => ({
    cards: fakeCards({ ...sampleInputs.cards, progressPercentage: 0 }).cards.slice(0, count),
  }),
  insights: () => fakeInsights(sampleInputs.insights),
  activities: () => fakeActivities(sampleInputs.activities),
  meditation_script: () => fakeMeditation(sampleInputs.meditation),
  relapse_prevention_plan: () => fakeRelapsePlan(sampleInputs.relapsePlan),
  weekly_challenge: () => fakeWeeklyChallenge(sampleInputs.weeklyChallenge),
  progress_analysis: () => fakeProgressAnalysis(sampleInputs.progressAnalysis),
};

interface StructuredRequest {
  response_format?: {
    json_schema?: { name?: string; schema?: { properties?: { cards?: { minItems?: number } } } };
  };
}

export const schemaNameOf = (request: RecordedRequest) =>
  (request.body as StructuredRequest | undefined)?.response_format?.json_schema?.name;

/** The draft a model would write for this request, or undefined for an unknown schema. */
export function modelAnswerFor(request: RecordedRequest): unknown {
  const format = (request.body as StructuredRequest | undefined)?.response_format?.json_schema;
  const answer = format?.name ? modelAnswers[format.name] : undefined;
  return answer?.(format?.schema?.properties?.cards?.minItems ?? 4);
}

/** Default behaviour of the local server: valid answers, nothing flagged by moderation, a model list, 404 elsewhere. */
export const answerLikeOpenAi: Handler = (request) => {
  if (request.method === 'POST' && request.path === MODERATION_PATH)
    return { json: moderationResult(moderationInputs(request)) };
  if (request.method === 'POST' && request.path === '/v1/chat/completions') {
    const answer = modelAnswerFor(request);
    if (answer === undefined) return { status: 400, json: { error: { message: 'unknown schema' } } };
    return { json: chatCompletion(JSON.stringify(answer)) };
  }
  const model = /^\/v1\/models\/([^/?]+)/.exec(request.path);
  if (request.method === 'GET' && model)
    return {
      json: { id: decodeURIComponent(model[1] ?? ''), object: 'model', created: 0, owned_by: 'test' },
    };
  return { status: 404, json: { error: { message: `no route ${request.method} ${request.path}` } } };
};
