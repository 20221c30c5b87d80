import { upcastEvent } from '@detox/projections/events/upcasters';
import {
  ANY,
  BACKWARDS,
  EventStoreDBClient,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import {
  type AppendResult,
  ConcurrencyError,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  PartialDuplicateError,
  type ReadStreamResult,
  type StoredEvent,
  StreamClosedError,
} from '../types.ts';
import { isoNow } from '../iso-now.ts';

/** An $all position "commit:prepare". */
const ESDB_START = 'start';
/** How far back an append looks for already-stored ids; EventStoreDB's own dedup cache is best-effort. */
const DEDUP_LOOKBACK = 1000;

interface EsdbRecorded {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  created: Date;
  data: unknown;
  metadata: unknown;
  position?: { commit: bigint; prepare: bigint } | undefined;
}

function checkpointOf(position: { commit: bigint; prepare: bigint } | undefined): string {
  return position ? `${position.commit}:${position.prepare}` : ESDB_START;
}

function parseCheckpoint(checkpoint: string): { commit: bigint; prepare: bigint } | typeof START {
  if (checkpoint === ESDB_START) return START;
  const [commit, prepare] = checkpoint.split(':');
  return { commit: BigInt(commit ?? '0'), prepare: BigInt(prepare ?? '0') };
}

function compareCheckpoints(a: string, b: string): number {
  const pa = parseCheckpoint(a);
  const pb = parseCheckpoint(b);
  if (pa === START || pb === START) return pa === pb ? 0 : pa === START ? -1 : 1;
  if (pa.commit !== pb.commit) return pa.commit < pb.commit ? -1 : 1;
  if (pa.prepare !== pb.prepare) return pa.prepare < pb.prepare ? -1 : 1;
  return 0;
}

function toStoredEvent(event: EsdbRecorded): StoredEvent {
  const metadata = (event.metadata ?? {}) as EventMetadata;
  return upcastEvent({
    eventId: event.id,
    type: event.type,
    data: event.data,
    metadata,
    streamId: event.streamId,
    streamPosition: Number(event.revision),
    checkpoint: checkpointOf(event.position),
    recordedAt: typeof metadata.recordedAt === 'string' ? metadata.recordedAt : event.created.toISOString(),
  });
}

function expectedRevision(expected: ExpectedVersion) {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
}

/** EventStoreDB / KurrentDB through its official Node client. */
export function createEsdbEventStore(connectionString: string): EventStore {
  const client = EventStoreDBClient.connectionString(connectionString);

  async function readBackwards(streamId: string, maxCount: number): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    try {
      for await (const resolved of client.readStream(streamId, {
        direction: BACKWARDS,
        fromRevision: 'end',
        maxCount,
      })) {
        if (resolved.event) events.push(toStoredEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /** A closed stream carries `closed: true` in its stream metadata, beside a truncation an erasure set. */
  async function isClosed(streamId: string): Promise<boolean> {
    const { metadata } = await client.getStreamMetadata(streamId);
    return metadata?.closed === true;
  }

  async function markClosed(streamId: string, closed: boolean): Promise<void> {
    const { metadata } = await client.getStreamMetadata(streamId);
    await client.setStreamMetadata(streamId, { ...metadata, closed });
  }

  async function originalResult(
    streamId: string,
    events: readonly NewEvent[],
  ): Promise<AppendResult | undefined> {
    const ids = new Set(events.map((event) => event.eventId));
    const found = (await readBackwards(streamId, DEDUP_LOOKBACK)).filter((event) => ids.has(event.eventId));
    if (found.length === 0) return undefined;
    if (found.length !== ids.size) throw new PartialDuplicateError(streamId);
    const last = found[0];
    if (!last) return undefined;
    return { nextExpectedVersion: last.streamPosition, lastCheckpoint: last.checkpoint, duplicate: true };
  }

  async function readStream(streamId: string): Promise<ReadStreamResult> {
    const events: StoredEvent[] = [];
    try {
      for await (const resolved of client.readStream(streamId, {
        direction: FORWARDS,
        fromRevision: START,
      })) {
        if (resolved.event) events.push(toStoredEvent(resolved.event));
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return { version: events.at(-1)?.streamPosition ?? -1, events };
  }

  return {
    backend: 'eventstoredb',
    start: ESDB_START,
    compareCheckpoints,

    readStream,

    async readEvent(streamId, eventId) {
      // EventStoreDB reads no event by id: the stream is read and searched (streams here are one person's).
      const { events } = await readStream(streamId);
      return events.find((event) => event.eventId === eventId);
    },

    async appendToStream(streamId, events, { expectedVersion = 'any' } = {}) {
      if (events.length === 0) throw new RangeError('Nothing to append');
      const duplicate = await originalResult(streamId, events);
      if (duplicate) return duplicate;
      // Not atomic with the append, unlike the SQL stores: an append already past this check still lands.
      if (await isClosed(streamId)) throw new StreamClosedError(streamId);
      const recordedAt = isoNow();
      try {
        const result = await client.appendToStream(
          streamId,
          events.map((event) =>
            jsonEvent({
              id: event.eventId,
              type: event.type,
              data: event.data as never,
              metadata: { ...event.metadata, recordedAt: event.metadata.recordedAt ?? recordedAt },
            }),
          ),
          { expectedRevision: expectedRevision(expectedVersion) },
        );
        return {
          nextExpectedVersion: Number(result.nextExpectedRevision),
          lastCheckpoint: checkpointOf(result.position),
          duplicate: false,
        };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const actual = typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) : -1;
          throw new ConcurrencyError(streamId, expectedVersion, actual);
        }
        throw error;
      }
    },

    async readAll({ after = ESDB_START, limit = 1000 } = {}) {
      const events: StoredEvent[] = [];
      const from = parseCheckpoint(after);
      // $all is read from the checkpoint inclusively: skip the event at it, and system events.
      for await (const resolved of client.readAll({
        fromPosition: from,
        maxCount: limit + 1,
        direction: FORWARDS,
      })) {
        const event = resolved.event as EsdbRecorded | undefined;
        if (!event || event.type.startsWith('$') || event.streamId.startsWith('$')) continue;
        const stored = toStoredEvent(event);
        if (after !== ESDB_START && compareCheckpoints(stored.checkpoint, after) <= 0) continue;
        events.push(stored);
        if (events.length >= limit) break;
      }
      return events;
    },

    async eraseStream(streamId, { before } = {}) {
      // Both hide the events at once; the server's scavenge removes the data from disk (and from $all).
      try {
        if (before === undefined) await client.deleteStream(streamId);
        else await client.setStreamMetadata(streamId, { truncateBefore: before });
      } catch (error) {
        if (!(error instanceof StreamNotFoundError)) throw error;
      }
    },

    async closeStreams(streamIds) {
      for (const streamId of streamIds) await markClosed(streamId, true);
    },

    async reopenStreams(streamIds) {
      for (const streamId of streamIds) await markClosed(streamId, false);
    },

    async ping() {
      try {
        // Reading one event of $all proves the server answers.
        const reading = client.readAll({ maxCount: 1, direction: BACKWARDS, fromPosition: 'end' });
        for await (const resolved of reading)
          return resolved.event !== undefined || resolved.link !== undefined;
        return true;
      } catch {
        return false;
      }
    },

    async close() {
      await client.dispose();
    },
  };
}
