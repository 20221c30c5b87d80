import { initialJourney, type JourneyState, streamId } from '@detox/projections';
import type { Runtime } from '../../runtime.ts';
import { eventIdFor, handleCommand, type Snapshot } from '../command-handler.ts';
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
  const snapshot =
    runtime.store.backend === 'eventstoredb'
      ? undefined
      : () => journeySnapshot(runtime, userId, idempotencyKey);
  const result = await handleCommand(
    runtime,
    journeyStreamId(userId),
    journeyDecider,
    command,
    { idempotencyKey, userId },
    snapshot,
  );
  return result.state;
}

/**
 * On the SQL backends rm_journeys is written in the append's transaction, so its row is the stream's fold at its
 * position: one query gives the decider its state, the expected version and whether the key was already used.
 */
async function journeySnapshot(
  runtime: Runtime,
  userId: string,
  idempotencyKey: string,
): Promise<Snapshot<JourneyState>> {
  const [row] = await runtime.sql<
    { state: JourneyState | null; position: string | null; replayed: boolean }[]
  >`
    select j.state, j.position,
           exists (select 1 from es_events where event_id = ${eventIdFor(idempotencyKey, 0)}::uuid) as replayed
      from (select 1) as one
      left join rm_journeys j on j.user_id = ${userId}`;
  return {
    state: row?.state ?? initialJourney(),
    version: row?.position === null || row?.position === undefined ? -1 : Number(row.position),
    replayed: row?.replayed ?? false,
  };
}

/** The subscriber's journey from the read model; a subscriber who has done nothing yet has the initial one. */
export async function readJourney(runtime: Runtime, userId: string): Promise<JourneyState> {
  const [row] = await runtime.sql<
    { state: JourneyState }[]
  >`select state from rm_journeys where user_id = ${userId}`;
  return row?.state ?? initialJourney();
}
