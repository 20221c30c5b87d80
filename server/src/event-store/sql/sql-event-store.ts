import { upcastEvent } from '@detox/projections/events/upcasters';
import type { Sql, TransactionSql } from 'postgres';
import {
  type AppendResult,
  ConcurrencyError,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  PartialDuplicateError,
  type ReadAllOptions,
  type ReadStreamResult,
  type StoredEvent,
} from '../types.ts';
import { compareSqlCheckpoints, parseSqlCheckpoint, SQL_START, sqlCheckpoint } from './checkpoint.ts';

/** Runs inside the append transaction, after the events are written: inline projections. */
export type AppendHook = (tx: TransactionSql, events: readonly StoredEvent[]) => Promise<void>;

interface EventRow {
  event_id: string;
  stream_id: string;
  stream_position: string;
  type: string;
  data: unknown;
  metadata: StoredEvent['metadata'];
  recorded_at: Date;
  transaction_id: string;
  global_position: string;
}

interface InsertedRow {
  global_position: string;
  tx: string;
  stream_position: string;
}

type Db = Sql | TransactionSql;

const EVENT_COLUMNS = `event_id, stream_id, stream_position, type, data, metadata, recorded_at,
  transaction_id::text as transaction_id, global_position`;
const MAX_ANY_RETRIES = 20;

function toStoredEvent(row: EventRow): StoredEvent {
  return upcastEvent({
    eventId: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    streamPosition: Number(row.stream_position),
    checkpoint: sqlCheckpoint(row.transaction_id, row.global_position),
    recordedAt: row.recorded_at.toISOString(),
  });
}

function uniqueViolationOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error) || error.code !== '23505')
    return undefined;
  return 'constraint_name' in error ? String(error.constraint_name) : 'unknown';
}

const VERSION_CHECKS = {
  any: 'true',
  no_stream: 'cur.version = -1',
  stream_exists: 'cur.version >= 0',
  exact: 'cur.version = $6',
} as const;
type CheckKind = keyof typeof VERSION_CHECKS;

const CURRENT_VERSION = `(select coalesce(max(stream_position), -1) as version from es_events where stream_id = $2) cur`;
const RETURNING = 'returning global_position, transaction_id::text as tx, stream_position';

/** One INSERT ... SELECT: reads the stream's version from the unique index and writes only if it matches. */
function statementText(kind: CheckKind, single: boolean): string {
  const check = VERSION_CHECKS[kind];
  return single
    ? `insert into es_events (event_id, stream_id, stream_position, type, data, metadata)
       select $1::uuid, $2, cur.version + 1, $3, $4::text::jsonb, $5::text::jsonb from ${CURRENT_VERSION}
        where ${check} ${RETURNING}`
    : `insert into es_events (event_id, stream_id, stream_position, type, data, metadata)
       select e.id, $2, cur.version + e.ord, e.type, e.data::jsonb, e.meta::jsonb
         from ${CURRENT_VERSION}, unnest($1::uuid[], $3::text[], $4::text[], $5::text[])
              with ordinality e(id, type, data, meta, ord)
        where ${check} ${RETURNING}`;
}

/** Built once: postgres.js then reuses one prepared statement per text, with no per-call query building. */
const STATEMENTS = new Map(
  (Object.keys(VERSION_CHECKS) as CheckKind[]).flatMap((kind) => [
    [`${kind}:1`, statementText(kind, true)],
    [`${kind}:n`, statementText(kind, false)],
  ]),
);

function insertEvents(db: Db, streamId: string, events: readonly NewEvent[], expected: ExpectedVersion) {
  const kind: CheckKind = typeof expected === 'number' ? 'exact' : expected;
  const [single] = events;
  const exact = typeof expected === 'number' ? [expected] : [];
  if (events.length === 1 && single) {
    const text = STATEMENTS.get(`${kind}:1`) ?? '';
    const params = [
      single.eventId,
      streamId,
      single.type,
      JSON.stringify(single.data),
      JSON.stringify(single.metadata),
    ];
    return db.unsafe<InsertedRow[]>(text, [...params, ...exact], { prepare: true });
  }
  const text = STATEMENTS.get(`${kind}:n`) ?? '';
  const params = [
    events.map((event) => event.eventId),
    streamId,
    events.map((event) => event.type),
    events.map((event) => JSON.stringify(event.data)),
    events.map((event) => JSON.stringify(event.metadata)),
  ];
  return db.unsafe<InsertedRow[]>(text, [...params, ...exact], { prepare: true });
}

/** One pending append of a group commit. */
interface QueuedAppend {
  streamId: string;
  events: readonly NewEvent[];
  expected: ExpectedVersion;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

/** What an append inside a group commit came to: written, or left for the one-by-one path to sort out. */
type BatchOutcome = { written: InsertedRow[] } | { written: null };

/**
 * Appends to several streams in ONE statement: each stream's version is read from the unique index and checked
 * against its own expectation. ON CONFLICT DO NOTHING keeps one append's duplicate ids or lost race from
 * failing the others; the caller sees which events were written.
 */
const MULTI_STREAM_INSERT = `
  insert into es_events (event_id, stream_id, stream_position, type, data, metadata)
  select e.id, e.stream, cur.version + e.ord, e.type, e.data::jsonb, e.meta::jsonb
    from unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::bigint[])
         with ordinality e(id, stream, ord, type, data, meta, kind, expected, seq)
         cross join lateral (
           select coalesce(max(stream_position), -1) as version from es_events where stream_id = e.stream
         ) cur
   where case e.kind when 'any' then true
                     when 'no_stream' then cur.version = -1
                     when 'stream_exists' then cur.version >= 0
                     else cur.version = e.expected end
   order by e.seq
  on conflict do nothing
  returning event_id, global_position, transaction_id::text as tx, stream_position`;

function insertForStreams(db: Db, appends: readonly QueuedAppend[]) {
  const columns = {
    id: [] as string[],
    stream: [] as string[],
    ord: [] as number[],
    type: [] as string[],
    data: [] as string[],
    meta: [] as string[],
    kind: [] as string[],
    expected: [] as (number | null)[],
  };
  for (const append of appends) {
    append.events.forEach((event, index) => {
      columns.id.push(event.eventId);
      columns.stream.push(append.streamId);
      columns.ord.push(index + 1);
      columns.type.push(event.type);
      columns.data.push(JSON.stringify(event.data));
      columns.meta.push(JSON.stringify(event.metadata));
      columns.kind.push(typeof append.expected === 'number' ? 'exact' : append.expected);
      columns.expected.push(typeof append.expected === 'number' ? append.expected : null);
    });
  }
  const params = [
    columns.id,
    columns.stream,
    columns.ord,
    columns.type,
    columns.data,
    columns.meta,
    columns.kind,
    columns.expected,
  ];
  return db.unsafe<(InsertedRow & { event_id: string })[]>(MULTI_STREAM_INSERT, params, { prepare: true });
}

/** Thrown inside a group commit's transaction to roll it back when an append was only partly written. */
class TornBatch extends Error {}

/** At most this many appends share one transaction. */
const MAX_GROUP = 256;

/**
 * The event store on postgres.js, shared by the PostgreSQL and PGlite backends.
 * The happy path of an append is one statement; idempotency and version conflicts surface as unique violations.
 */
export function createSqlEventStore(
  sql: Sql,
  options: {
    backend: 'embedded' | 'postgres';
    onAppended?: AppendHook;
    /** Told the size of each group commit (appends that shared one transaction): metrics and tests. */
    onGroupCommit?: (appends: number) => void;
    /** Append transactions run side by side with inline projections (default: 1 on PGlite, 4 on PostgreSQL). */
    concurrency?: number;
    close?: () => Promise<void>;
  },
): EventStore {
  async function streamVersion(streamId: string): Promise<number> {
    const [row] = await sql<{ version: string }[]>`
      select coalesce(max(stream_position), -1) as version from es_events where stream_id = ${streamId}`;
    return Number(row?.version ?? -1);
  }

  /** The original result of an append whose event ids are all stored already. */
  async function originalResult(
    streamId: string,
    events: readonly NewEvent[],
  ): Promise<AppendResult | undefined> {
    const rows = await sql<EventRow[]>`
      select ${sql.unsafe(EVENT_COLUMNS)} from es_events
       where event_id = any(${events.map((event) => event.eventId)}::uuid[]) order by stream_position`;
    if (rows.length === 0) return undefined;
    const last = rows.at(-1);
    if (rows.length !== events.length || last?.stream_id !== streamId) {
      throw new PartialDuplicateError(streamId);
    }
    return {
      nextExpectedVersion: Number(last.stream_position),
      lastCheckpoint: sqlCheckpoint(last.transaction_id, last.global_position),
      duplicate: true,
    };
  }

  async function insertOnce(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
  ): Promise<InsertedRow[]> {
    const hook = options.onAppended;
    if (!hook) return insertEvents(sql, streamId, events, expected);
    return sql.begin(async (tx) => {
      const rows = await insertEvents(tx, streamId, events, expected);
      if (rows.length > 0) {
        await hook(
          tx,
          events.map((event, index): StoredEvent => ({
            ...event,
            streamId,
            streamPosition: Number(rows[index]?.stream_position),
            checkpoint: sqlCheckpoint(rows[index]?.tx ?? '0', rows[index]?.global_position ?? '0'),
            recordedAt: event.metadata.recordedAt ?? new Date().toISOString(),
          })),
        );
      }
      return rows;
    });
  }

  function resultOf(rows: readonly InsertedRow[]): AppendResult {
    const last = rows.at(-1);
    return {
      nextExpectedVersion: Number(last?.stream_position ?? -1),
      lastCheckpoint: sqlCheckpoint(last?.tx ?? '0', last?.global_position ?? '0'),
      duplicate: false,
    };
  }

  function storedEvents(append: QueuedAppend, rows: readonly InsertedRow[]): StoredEvent[] {
    return append.events.map((event, index): StoredEvent => ({
      ...event,
      streamId: append.streamId,
      streamPosition: Number(rows[index]?.stream_position),
      checkpoint: sqlCheckpoint(rows[index]?.tx ?? '0', rows[index]?.global_position ?? '0'),
      recordedAt: event.metadata.recordedAt ?? new Date().toISOString(),
    }));
  }

  /** One append on its own: one statement (with the inline projections in its transaction); 'any' retries. */
  async function appendAlone(
    streamId: string,
    events: readonly NewEvent[],
    expectedVersion: ExpectedVersion,
  ): Promise<AppendResult> {
    for (let attempt = 0; ; attempt++) {
      try {
        const rows = await insertOnce(streamId, events, expectedVersion);
        if (rows.length === 0) {
          const duplicate = await originalResult(streamId, events);
          if (duplicate) return duplicate;
          throw new ConcurrencyError(streamId, expectedVersion, await streamVersion(streamId));
        }
        return resultOf(rows);
      } catch (error) {
        const constraint = uniqueViolationOf(error);
        if (constraint === undefined) throw error;
        const duplicate = await originalResult(streamId, events);
        if (duplicate) return duplicate;
        // Another writer took the position first: 'any' tries again, an explicit expectation is a conflict.
        if (expectedVersion !== 'any' || attempt >= MAX_ANY_RETRIES) {
          throw new ConcurrencyError(streamId, expectedVersion, await streamVersion(streamId));
        }
      }
    }
  }

  function settleAlone(append: QueuedAppend): Promise<void> {
    return appendAlone(append.streamId, append.events, append.expected).then(append.resolve, append.reject);
  }

  /**
   * Group commit: appends that arrive while the store's transactions are busy wait for one to end, then share the
   * next (one statement for all their events, one pass of the inline projections, one commit). An append that was
   * not written as a whole (a duplicate, a lost race, a failure) is settled on its own, so every caller gets
   * exactly the answer it would have had alone. PGlite has one connection: one transaction at a time. On
   * PostgreSQL a few run side by side, as its pool allows. A stream's appends never overlap, so they keep call order.
   */
  const queue: QueuedAppend[] = [];
  const busyStreams = new Set<string>();
  // Without inline projections an append is one atomic statement with no transaction to share: appendToStream
  // sends it at once (postgres.js pipelines concurrent ones) and nothing is grouped. bench:store measures that path.
  const grouping = options.onAppended !== undefined;
  const flights = { running: 0, max: options.concurrency ?? (options.backend === 'postgres' ? 4 : 1) };

  /** The next group: in arrival order, at most one append per stream, none for a stream already in flight. */
  function nextGroup(): QueuedAppend[] {
    const group: QueuedAppend[] = [];
    const streams = new Set<string>();
    for (let index = 0; index < queue.length && group.length < MAX_GROUP;) {
      const append = queue[index];
      if (append && !streams.has(append.streamId) && !busyStreams.has(append.streamId)) {
        streams.add(append.streamId);
        group.push(append);
        queue.splice(index, 1);
      } else index++;
    }
    return group;
  }

  function pump(): void {
    while (flights.running < flights.max && queue.length > 0) {
      const group = nextGroup();
      const [first] = group;
      if (!first) return; // every queued append waits for its stream's append in flight
      flights.running++;
      for (const append of group) busyStreams.add(append.streamId);
      const landed = () => {
        flights.running--;
        for (const append of group) busyStreams.delete(append.streamId);
        pump();
      };
      (group.length === 1 ? settleAlone(first) : commitGroup(group)).then(landed, landed);
    }
  }

  async function commitGroup(group: readonly QueuedAppend[]): Promise<void> {
    let outcomes: BatchOutcome[];
    try {
      outcomes = await sql.begin(async (tx) => {
        const rows = await insertForStreams(tx, group);
        const byId = new Map(rows.map((row) => [row.event_id, row]));
        const settled = group.map((append): BatchOutcome => {
          const written = append.events.flatMap((event) => byId.get(event.eventId) ?? []);
          if (written.length === 0) return { written: null };
          if (written.length !== append.events.length) throw new TornBatch();
          return { written };
        });
        const stored = group.flatMap((append, index) => {
          const written = settled[index]?.written;
          return written ? storedEvents(append, written) : [];
        });
        if (options.onAppended && stored.length > 0) await options.onAppended(tx, stored);
        return settled;
      });
    } catch {
      // Rolled back (an append torn by a concurrent writer, a failing projection): each append on its own.
      for (const append of group) await settleAlone(append);
      return;
    }
    options.onGroupCommit?.(group.length);
    for (const [index, append] of group.entries()) {
      const written = outcomes[index]?.written;
      if (written) append.resolve(resultOf(written));
      else await settleAlone(append);
    }
  }

  return {
    backend: options.backend,
    start: SQL_START,
    compareCheckpoints: compareSqlCheckpoints,

    async readStream(streamId: string): Promise<ReadStreamResult> {
      const rows = await sql<EventRow[]>`
        select ${sql.unsafe(EVENT_COLUMNS)} from es_events where stream_id = ${streamId} order by stream_position`;
      const events = rows.map(toStoredEvent);
      return { version: events.at(-1)?.streamPosition ?? -1, events };
    },

    appendToStream(streamId, events, { expectedVersion = 'any' } = {}): Promise<AppendResult> {
      if (events.length === 0) return Promise.reject(new RangeError('Nothing to append'));
      const recordedAt = new Date().toISOString();
      const stamped = events.map((event) => ({
        ...event,
        metadata: { ...event.metadata, recordedAt: event.metadata.recordedAt ?? recordedAt },
      }));
      // Nothing to group without inline projections: straight to the one-statement path.
      if (!grouping) return appendAlone(streamId, stamped, expectedVersion);
      return new Promise((resolve, reject) => {
        queue.push({ streamId, events: stamped, expected: expectedVersion, resolve, reject });
        pump();
      });
    },

    async readAll({ after = SQL_START, limit = 1000 }: ReadAllOptions = {}): Promise<StoredEvent[]> {
      const [transactionId, globalPosition] = parseSqlCheckpoint(after);
      const rows = await sql<EventRow[]>`
        select ${sql.unsafe(EVENT_COLUMNS)}
          from es_events
         where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
           and (transaction_id, global_position) > (${transactionId.toString()}::xid8, ${globalPosition.toString()}::bigint)
         order by transaction_id, global_position
         limit ${limit}`;
      return rows.map(toStoredEvent);
    },

    async eraseStream(streamId, { before } = {}): Promise<void> {
      if (before === undefined) await sql`delete from es_events where stream_id = ${streamId}`;
      else await sql`delete from es_events where stream_id = ${streamId} and stream_position < ${before}`;
    },

    async ping(): Promise<boolean> {
      try {
        await sql`select 1`;
        return true;
      } catch {
        return false;
      }
    },

    async close(): Promise<void> {
      await options.close?.();
    },
  };
}
