import type { FoldedWrite } from '@detox/projections/projection';
import type { JSONValue, Sql, TransactionSql } from 'postgres';
import type { ExpectedVersion, NewEvent } from '../types.ts';
import type { EventRow, InsertedRow } from './rows.ts';
import type { Placement } from './stream-versions.ts';

/**
 * The SQL text of an append (docs/decisions/0002-event-store-append.md, 0010, 0011), and the parameters each
 * statement takes. Every statement is built once: postgres.js then reuses one prepared statement per text, with no
 * per-call query building. An INSERT writes nothing, and returns no row, for a closed stream or an expectation
 * its statement finds unmet; a position or event id already stored is a unique violation.
 */

export type Db = Sql | TransactionSql;

/**
 * The columns a reader gets. xid8 goes out as text (postgres.js has no parser for it) under its own name, so every
 * WHERE and ORDER BY next to it must say `es_events.transaction_id`: a bare name there means the text alias, which
 * sorts '1000' before '999' (a rebuild once skipped whole ranges of the log that way).
 */
export const EVENT_COLUMNS = `event_id, stream_id, stream_position, type, data, metadata, recorded_at,
  es_events.transaction_id::text as transaction_id, global_position`;

const VERSION_CHECKS = {
  any: 'true',
  no_stream: 'cur.version = -1',
  stream_exists: 'cur.version >= 0',
  exact: 'cur.version = $6',
} as const;
type CheckKind = keyof typeof VERSION_CHECKS;

const CURRENT_VERSION = `(select coalesce(max(stream_position), -1) as version from es_events where stream_id = $2) cur`;
/** Every INSERT reads the closed streams in its own statement: an erased account's stream takes no more events. */
const OPEN_STREAM = `not exists (select 1 from es_closed_streams where stream_id = $2)`;
/** An append at positions it chose itself returns only the checkpoint; one whose statement read them, those too. */
const RETURNING = 'returning global_position, transaction_id';
const RETURNING_POSITIONS = `${RETURNING}, stream_position`;

/** One INSERT ... SELECT: reads the stream's version from the unique index and writes only if it matches. */
function statementText(kind: CheckKind, single: boolean): string {
  const check = VERSION_CHECKS[kind];
  return single
    ? `insert into es_events (event_id, stream_id, stream_position, type, data, metadata)
       select $1::uuid, $2, cur.version + 1, $3, $4::text::jsonb, $5::text::jsonb from ${CURRENT_VERSION}
        where ${check} and ${OPEN_STREAM} ${RETURNING_POSITIONS}`
    : `insert into es_events (event_id, stream_id, stream_position, type, data, metadata)
       select e.id, $2, cur.version + e.ord, e.type, e.data::jsonb, e.meta::jsonb
         from ${CURRENT_VERSION}, unnest($1::uuid[], $3::text[], $4::text[], $5::text[])
              with ordinality e(id, type, data, meta, ord)
        where ${check} and ${OPEN_STREAM} ${RETURNING_POSITIONS}`;
}

/** The version-reading statements, by expectation and by one event (`:1`) or several (`:n`). */
const READING_VERSION = new Map(
  (Object.keys(VERSION_CHECKS) as CheckKind[]).flatMap((kind) => [
    [`${kind}:1`, statementText(kind, true)],
    [`${kind}:n`, statementText(kind, false)],
  ]),
);

/**
 * The same events at positions given by the caller. Nothing is read but the closed streams: the unique index on
 * (stream_id, stream_position) refuses a position another writer took, as a unique violation. One event: plain
 * parameters (the JSON goes as json parameters); several: $6 is the version they follow.
 */
const AT_POSITION_SINGLE = `insert into es_events (event_id, stream_id, stream_position, type, data, metadata)
  select $1::uuid, $2::text, $3::bigint, $4::text, $5::jsonb, $6::jsonb where ${OPEN_STREAM} ${RETURNING}`;
const AT_POSITION_MANY = `insert into es_events (event_id, stream_id, stream_position, type, data, metadata)
  select e.id, $2, $6::bigint + e.ord, e.type, e.data::jsonb, e.meta::jsonb
    from unnest($1::uuid[], $3::text[], $4::text[], $5::text[]) with ordinality e(id, type, data, meta, ord)
   where ${OPEN_STREAM}
  ${RETURNING}`;

/**
 * A group commit's appends to several streams in ONE statement, each event at the position its append was given.
 * Any position or event id already stored fails the whole statement (a unique violation), and so the group's
 * transaction; each of its appends is then settled on its own. Conflict handling per row (ON CONFLICT) would cost
 * more on every group than these rare fallbacks do.
 */
const GROUP_INSERT = `
  insert into es_events (event_id, stream_id, stream_position, type, data, metadata)
  select e.id, e.stream, e.position, e.type, e.data::jsonb, e.meta::jsonb
    from unnest($1::uuid[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::text[])
         with ordinality e(id, stream, position, type, data, meta, seq)
   where not exists (select 1 from es_closed_streams where stream_id = any($2::text[]))
   order by e.seq
  ${RETURNING}`;

const PREPARED = { prepare: true } as const;

/** `$n` of a statement moved past `offset` parameters. */
const renumbered = (statement: string, offset: number) =>
  statement.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);

/** Composed texts, by INSERT text and by the one write's statements (the common case, built once). */
const composedTexts = new Map<string, WeakMap<readonly string[], string>>();

function composedText(insert: string, offset: number, writes: readonly FoldedWrite[]): string {
  const single = writes.length === 1 ? writes[0] : undefined;
  const known = single && composedTexts.get(insert)?.get(single.statements);
  if (known) return known;
  const parts: string[] = [];
  let at = offset;
  for (const write of writes) {
    for (const statement of write.statements)
      parts.push(`w${parts.length} as (${renumbered(statement, at)})`);
    at += write.params.length;
  }
  const text = `with appended as (${insert}), ${parts.join(', ')} select * from appended order by global_position`;
  if (single) {
    const byStatements = composedTexts.get(insert) ?? new WeakMap<readonly string[], string>();
    byStatements.set(single.statements, text);
    composedTexts.set(insert, byStatements);
  }
  return text;
}

/**
 * An INSERT with the inline projections' writes of its commands' folds (Projection.foldedWrite) after it, in ONE
 * statement: atomic on its own, so no transaction; the writes happen only if the INSERT wrote. Without writes, the
 * INSERT alone.
 */
function insertWith(db: Db, insert: string, params: unknown[], writes: readonly FoldedWrite[]) {
  if (writes.length === 0) return db.unsafe<InsertedRow[]>(insert, params as never[], PREPARED);
  const text = composedText(insert, params.length, writes);
  const all = [...params, ...writes.flatMap((write) => write.params)];
  return db.unsafe<InsertedRow[]>(text, all as never[], PREPARED);
}

/** One append's INSERT: at the placement it was given, or, with none, where its statement reads the version. */
export function insertEvents(
  db: Db,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedVersion,
  after: Placement,
  writes: readonly FoldedWrite[] = [],
) {
  const single = events.length === 1 ? events[0] : undefined;
  if (single && after !== undefined) {
    const params = [
      single.eventId,
      streamId,
      after + 1,
      single.type,
      db.json(single.data as JSONValue),
      db.json(single.metadata as JSONValue),
    ];
    return insertWith(db, AT_POSITION_SINGLE, params, writes);
  }
  const one = single !== undefined;
  const params: unknown[] = single
    ? [single.eventId, streamId, single.type, JSON.stringify(single.data), JSON.stringify(single.metadata)]
    : [
        events.map((event) => event.eventId),
        streamId,
        events.map((event) => event.type),
        events.map((event) => JSON.stringify(event.data)),
        events.map((event) => JSON.stringify(event.metadata)),
      ];
  let text: string;
  if (after !== undefined) {
    // $6: the version the events follow.
    text = AT_POSITION_MANY;
    params.push(after);
  } else {
    // $6, for an exact expectation: the version the statement checks.
    const kind: CheckKind = typeof expected === 'number' ? 'exact' : expected;
    text = READING_VERSION.get(`${kind}:${one ? '1' : 'n'}`) ?? '';
    if (typeof expected === 'number') params.push(expected);
  }
  return insertWith(db, text, params, writes);
}

/** A group's appends at their positions: one statement; the returned rows are in the appends' order. */
export function insertGroup(
  db: Db,
  placed: readonly { append: { streamId: string; events: readonly NewEvent[] }; after: number }[],
  writes: readonly FoldedWrite[] = [],
) {
  const columns = {
    id: [] as string[],
    stream: [] as string[],
    position: [] as number[],
    type: [] as string[],
    data: [] as string[],
    meta: [] as string[],
  };
  for (const { append, after } of placed) {
    append.events.forEach((event, index) => {
      columns.id.push(event.eventId);
      columns.stream.push(append.streamId);
      columns.position.push(after + 1 + index);
      columns.type.push(event.type);
      columns.data.push(JSON.stringify(event.data));
      columns.meta.push(JSON.stringify(event.metadata));
    });
  }
  const { id, stream, position, type, data, meta } = columns;
  return insertWith(db, GROUP_INSERT, [id, stream, position, type, data, meta], writes);
}

/** The lookups after an INSERT that did not write, and a group's read of the versions it does not remember. */

/** The stored events with these ids, in stream order: a resend finds its original append here. */
export function readEventsById(db: Db, eventIds: readonly string[]) {
  return db<EventRow[]>`
    select ${db.unsafe(EVENT_COLUMNS)} from es_events
     where event_id = any(${eventIds as string[]}::uuid[]) order by stream_position`;
}

export async function readVersion(db: Db, streamId: string): Promise<number> {
  const [row] = await db<{ version: string }[]>`
    select coalesce(max(stream_position), -1) as version from es_events where stream_id = ${streamId}`;
  return Number(row?.version ?? -1);
}

/** The versions of these streams; a stream with no events is missing from the map. */
export async function readVersions(db: Db, streamIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await db<{ stream_id: string; version: string }[]>`
    select stream_id, max(stream_position)::text as version from es_events
     where stream_id = any(${streamIds as string[]}::text[]) group by stream_id`;
  return new Map(rows.map((row) => [row.stream_id, Number(row.version)]));
}

export async function isClosed(db: Db, streamId: string): Promise<boolean> {
  const rows = await db`select 1 from es_closed_streams where stream_id = ${streamId}`;
  return rows.length > 0;
}

/**
 * For a read model's snapshot query: the request hash stored with the first of `eventIds` found in the stream
 * ('' when stored without one), or null when none is stored. One index lookup, composed into the caller's query so
 * a command's state and its resend check cost one round trip (commands/command-handler.ts, storedRequestHash).
 */
export function requestHashOfEvents(sql: Sql, streamId: string, eventIds: readonly string[]) {
  return sql`(select coalesce(e.metadata->>'requestHash', '') from es_events e
               where e.event_id = any(${eventIds as string[]}::uuid[]) and e.stream_id = ${streamId} limit 1)`;
}
