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
  return {
    eventId: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    streamPosition: Number(row.stream_position),
    checkpoint: sqlCheckpoint(row.transaction_id, row.global_position),
    recordedAt: row.recorded_at.toISOString(),
  };
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

/**
 * The event store on postgres.js, shared by the PostgreSQL and PGlite backends.
 * The happy path of an append is one statement; idempotency and version conflicts surface as unique violations.
 */
export function createSqlEventStore(
  sql: Sql,
  options: { backend: 'embedded' | 'postgres'; onAppended?: AppendHook; close?: () => Promise<void> },
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

    async appendToStream(streamId, events, { expectedVersion = 'any' } = {}): Promise<AppendResult> {
      if (events.length === 0) throw new RangeError('Nothing to append');
      const recordedAt = new Date().toISOString();
      const stamped = events.map((event) => ({
        ...event,
        metadata: { ...event.metadata, recordedAt: event.metadata.recordedAt ?? recordedAt },
      }));
      for (let attempt = 0; ; attempt++) {
        try {
          const rows = await insertOnce(streamId, stamped, expectedVersion);
          const last = rows.at(-1);
          if (!last) {
            const duplicate = await originalResult(streamId, stamped);
            if (duplicate) return duplicate;
            throw new ConcurrencyError(streamId, expectedVersion, await streamVersion(streamId));
          }
          return {
            nextExpectedVersion: Number(last.stream_position),
            lastCheckpoint: sqlCheckpoint(last.tx, last.global_position),
            duplicate: false,
          };
        } catch (error) {
          const constraint = uniqueViolationOf(error);
          if (constraint === undefined) throw error;
          const duplicate = await originalResult(streamId, stamped);
          if (duplicate) return duplicate;
          // Another writer took the position first: 'any' tries again, an explicit expectation is a conflict.
          if (expectedVersion !== 'any' || attempt >= MAX_ANY_RETRIES) {
            throw new ConcurrencyError(streamId, expectedVersion, await streamVersion(streamId));
          }
        }
      }
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
