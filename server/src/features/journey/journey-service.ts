import {
  type DayProgress,
  idOfStream,
  initialJourney,
  JOURNEY_DAYS,
  type JourneyEvent,
  type JourneyHeader,
  journeyFromRows,
  journeysProjection,
  type JourneyState,
  streamId,
} from '@detox/projections';
import type { Runtime } from '../../runtime.ts';
import {
  type CommandKey,
  type Decider,
  handleCommand,
  keyContext,
  type StreamReadModel,
  storedRequestHash,
} from '../../commands/command-handler.ts';
import { type JourneyCommand, journeyDecider } from './journey-decider.ts';
import { type CachedJourney, journeyPart } from './runtime-part.ts';

export function journeyStreamId(userId: string): string {
  return streamId('journey', userId);
}

/** A row of rm_journeys as the cache-aware queries return it: the state only when the cache does not hold it. */
interface JourneyRow {
  position: string | null;
  state: JourneyHeader | null;
  days: DayProgress[] | null;
}

/**
 * The columns of a cache-aware query of rm_journeys `j`: its position always, its state and days only when they
 * are not the `known` cache entry's.
 */
function journeyColumns(runtime: Runtime, known: CachedJourney | undefined) {
  const { sql } = runtime;
  const current = sql`j.position = ${known?.position ?? -2}`;
  return sql`j.position, case when ${current} then null else j.state end as state,
             case when ${current} then null else ${sql.unsafe(JOURNEY_DAYS)} end as days`;
}

/**
 * The journey of a cache-aware query's row. `known` is the cache entry the query was sent with (read before the
 * query: a concurrent write may replace the entry meanwhile): a row without state is at `known`'s position.
 */
function journeyOf(
  runtime: Runtime,
  userId: string,
  known: CachedJourney | undefined,
  row: JourneyRow | undefined,
): CachedJourney {
  const position = row?.position === null || row?.position === undefined ? -1 : Number(row.position);
  if (known?.position === position) return known;
  const state = row?.state ? journeyFromRows(row.state, row.days) : initialJourney();
  return runtime.part(journeyPart).remember(userId, state, position);
}

/**
 * The journey's read model on the write path. On the SQL backends rm_journeys is written with the append, so its
 * row is the stream's fold at its position: one query gives the decider its state, the expected version and
 * whether the key was already used. The state travels only when the journey cache does not hold that position
 * already. A journey this process remembers is used without a query at all, as a snapshot `handleCommand`
 * verifies by its append. The append writes the command's fold as it is (journeysProjection.folded), and the
 * cache keeps it.
 */
const journeyReadModel: StreamReadModel<JourneyState> = {
  async snapshot(runtime, stream, context, fromDatabase) {
    const userId = idOfStream('journey', stream);
    const known = runtime.part(journeyPart).get(userId);
    if (known && !fromDatabase) {
      return { state: known.state, version: known.position, replayed: false, remembered: true };
    }
    const [row] = await runtime.sql<(JourneyRow & { request_hash: string | null })[]>`
      select ${journeyColumns(runtime, known)},
             ${storedRequestHash(runtime.sql, stream, context)} as request_hash
        from (select 1) as one
        left join rm_journeys j on j.user_id = ${userId}`;
    const journey = journeyOf(runtime, userId, known, row);
    const requestHash = row?.request_hash ?? null;
    return {
      state: journey.state,
      version: journey.position,
      replayed: requestHash !== null,
      requestHash,
      memoryCurrent: known === undefined ? undefined : known.position === journey.position,
    };
  },
  folded: (before, after) => journeysProjection.folded(before, after),
  appended(runtime, stream, state, version) {
    runtime.part(journeyPart).remember(idOfStream('journey', stream), state, version);
  },
};

/** The journey's rules, kept in its read model: the handler starts from it and tells it what it appended. */
const journeyWrites: Decider<JourneyState, JourneyCommand, JourneyEvent> = {
  ...journeyDecider,
  readModel: journeyReadModel,
};

/** Runs a journey command for a subscriber; returns the journey after it (the same fold the read model holds). */
export async function runJourneyCommand(
  runtime: Runtime,
  userId: string,
  command: JourneyCommand,
  key: CommandKey,
): Promise<JourneyState> {
  const context = { ...keyContext(key), userId };
  return (await handleCommand(runtime, journeyStreamId(userId), journeyWrites, command, context)).state;
}

/**
 * The subscriber's journey from the read model (the initial one before they do anything), with the answers built
 * from it so far. One primary-key query; the state itself comes from the journey cache when it is current.
 */
export async function readJourneyEntry(runtime: Runtime, userId: string): Promise<CachedJourney> {
  const known = runtime.part(journeyPart).get(userId);
  const [row] = await runtime.sql<JourneyRow[]>`
    select ${journeyColumns(runtime, known)} from rm_journeys j where j.user_id = ${userId}`;
  return journeyOf(runtime, userId, known, row);
}

/** The subscriber's journey from the read model; a subscriber who has done nothing yet has the initial one. */
export async function readJourney(runtime: Runtime, userId: string): Promise<JourneyState> {
  return (await readJourneyEntry(runtime, userId)).state;
}
