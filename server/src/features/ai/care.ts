import { currentDay, type EventData } from '@detox/projections';
import { CARE_MESSAGE, careMessageFor } from '@detox/providers';
import { CARE_MODEL, CARE_PROMPT_VERSION } from '@detox/providers/ai/run-method';
import {
  audienceOf,
  type CareDecision,
  screenable,
  screenInput,
  screenOutput,
  stopsAfterCheckIn,
} from '@detox/providers/ai/safety/policy';
import type { CareResponse } from '../../contracts/ai.ts';
import { eventIdFor } from '../../commands/command-handler.ts';
import { readJourney } from '../journey/index.ts';
import type { Runtime } from '../../runtime.ts';
import { afterCheckIn, checkInAnswered } from '@detox/providers/ai/care-check-in';
import type { MiddlewareHandler } from 'hono';
import { CARE_CHECK_IN_HEADER } from '../../contracts/ai.ts';
import { aiStreamId, appendAiEvents } from './generate.ts';

/**
 * The crisis policy (issue 19, providers' safety/policy.ts) on the surfaces the AI provider does not answer: the
 * personalised audio session and the texts read aloud. The AI routes get it from the provider (runAiMethod).
 */

/** The care answer for the decision: the words for the person at risk, or for someone worried about another. */
export const careResponse = (decision: CareDecision): CareResponse => ({
  care: true,
  message: careMessageFor(audienceOf(decision)),
  source: {
    provider: 'local',
    model: CARE_MODEL,
    promptVersion: CARE_PROMPT_VERSION,
    safety: decision.level === 'check-in' ? 'check-in' : 'crisis',
  },
});

/**
 * `X-Care-Check-In: ok` (the request sent again after "Não, estou bem"): the handlers below it run with the answer
 * known (providers' care-check-in.ts), so only a confident crisis stops the answer.
 */
export const careCheckInContext: MiddlewareHandler = async (c, next) => {
  if (c.req.header(CARE_CHECK_IN_HEADER)?.toLowerCase() === 'ok') await afterCheckIn(() => next());
  else await next();
};

/**
 * A text with the care message taken out. The care text itself reads as a crisis to the detector ("tirar a
 * própria vida"); asked to read a care answer aloud (the care meditation), the TTS routes should read it.
 */
export const withoutCareMessage = (text: string): string => text.split(CARE_MESSAGE).join(' ');

/** Before: the person's texts, by the local detector; an uncertain one passes once the person answered the check-in. */
export function screenTexts(texts: readonly (string | undefined)[]): CareDecision | undefined {
  const decision = screenInput(screenable(texts.filter((text): text is string => text !== undefined)));
  return decision && (stopsAfterCheckIn(decision) || !checkInAnswered()) ? decision : undefined;
}

/** After: a text put together from templates and the person's words. */
export const screenComposed = (composed: string, texts: readonly (string | undefined)[]) =>
  screenOutput(composed, screenable(texts.filter((text): text is string => text !== undefined)));

/**
 * Records CareOffered in the user's ai stream: no text, only the surface and the signal. `key` makes a resend
 * (the same Idempotency-Key) write nothing the second time.
 */
export async function recordCare(
  runtime: Runtime,
  userId: string,
  offered: Omit<EventData<'CareOffered'>, 'day'> & { day?: number; level?: CareDecision['level'] },
  key: string,
): Promise<void> {
  const day = offered.day ?? currentDay(await readJourney(runtime, userId));
  if (offered.level === 'check-in' && offered.via !== 'check-in') {
    await appendAiEvents({ runtime }, userId, [
      {
        type: 'CareCheckInOffered',
        data: { day, surface: offered.surface, signal: offered.signal, via: offered.via },
      },
    ]);
    return;
  }
  const append = await runtime.store.appendToStream(
    aiStreamId(userId),
    [
      {
        eventId: eventIdFor(key, 0),
        type: 'CareOffered',
        data: { day, surface: offered.surface, signal: offered.signal, via: offered.via },
        metadata: {
          userId,
          correlationId: null,
          causationId: null,
          occurredAt: new Date().toISOString(),
          schemaVersion: 1,
        },
      },
    ],
    { expectedVersion: 'any' },
  );
  if (!append.duplicate) await runtime.afterAppend(append.lastCheckpoint);
}
