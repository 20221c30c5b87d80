import { currentDay, type EventData } from '@detox/projections';
import { CARE_MESSAGE, careMessageFor } from '@detox/providers';
import { CARE_MODEL, CARE_PROMPT_VERSION } from '@detox/providers/ai/run-method';
import {
  audienceOf,
  type CareDecision,
  screenable,
  screenInput,
  screenOutput,
} from '@detox/providers/ai/safety/policy';
import type { CareResponse } from '../../contracts/ai.ts';
import { eventIdFor } from '../../commands/command-handler.ts';
import { readJourney } from '../journey/journey-service.ts';
import type { Runtime } from '../../runtime.ts';
import { aiStreamId } from './generate.ts';

/**
 * The crisis policy (issue 19, providers' safety/policy.ts) on the surfaces the AI provider does not answer: the
 * personalised audio session and the texts read aloud. The AI routes get it from the provider (runAiMethod).
 */

/** The care answer for the decision: the words for the person at risk, or for someone worried about another. */
export const careResponse = (decision: CareDecision): CareResponse => ({
  care: true,
  message: careMessageFor(audienceOf(decision)),
  source: { provider: 'local', model: CARE_MODEL, promptVersion: CARE_PROMPT_VERSION, safety: 'crisis' },
});

/**
 * A text with the care message taken out. The care text itself reads as a crisis to the detector ("tirar a
 * própria vida"); asked to read a care answer aloud (the care meditation), the TTS routes should read it.
 */
export const withoutCareMessage = (text: string): string => text.split(CARE_MESSAGE).join(' ');

/** Before: the person's texts, by the local detector. */
export const screenTexts = (texts: readonly (string | undefined)[]): CareDecision | undefined =>
  screenInput(screenable(texts.filter((text): text is string => text !== undefined)));

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
  offered: Omit<EventData<'CareOffered'>, 'day'> & { day?: number },
  key: string,
): Promise<void> {
  const day = offered.day ?? currentDay(await readJourney(runtime, userId));
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
