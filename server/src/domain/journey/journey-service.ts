import { initialJourney, type JourneyState, streamId } from '@detox/projections';
import type { Runtime } from '../../runtime.ts';
import { handleCommand } from '../command-handler.ts';
import { type JourneyCommand, journeyDecider } from './journey-decider.ts';

export function journeyStreamId(userId: string): string {
  return streamId('journey', userId);
}

/** Runs a journey command for a subscriber; returns the journey after it (the same fold the read model holds). */
export async function runJourneyCommand(
  runtime: Runtime,
  userId: string,
  command: JourneyCommand,
  idempotencyKey: string,
): Promise<JourneyState> {
  const result = await handleCommand(runtime, journeyStreamId(userId), journeyDecider, command, {
    idempotencyKey,
    userId,
  });
  return result.state;
}

/** The subscriber's journey from the read model; a subscriber who has done nothing yet has the initial one. */
export async function readJourney(runtime: Runtime, userId: string): Promise<JourneyState> {
  const [row] = await runtime.sql<
    { state: JourneyState }[]
  >`select state from rm_journeys where user_id = ${userId}`;
  return row?.state ?? initialJourney();
}
