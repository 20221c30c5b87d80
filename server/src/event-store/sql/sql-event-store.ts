import { upcastEvent } from '@detox/projections/events/upcasters';
import type { JSONValue, Sql, TransactionSql } from 'postgres';
import {
  type AppendResult,
  ConcurrencyError,
  StreamClosedError,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  PartialDuplicateError,
  type ReadAllOptions,
  type ReadStreamResult,
  type StoredEvent,
} from '../types.ts';
import { isoNow } from '../iso-now.ts';
import { compareSqlCheckpoints, parseSqlCheckpoint, SQL_START, sqlCheckpoint } from './checkpoint.ts';
import { POSITION_KEY } from './schema.ts';

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

/** What an INSERT returns: the checkpoint's parts, and the position only where the statement chose it. */
interface InsertedRow {
  global_position: string;
  /** xid8, which postgres.js has no parser for: the text as it came. */
  transaction_id: string;
  stream_position?: string;
}

type Db = Sql | TransactionSql;

/**
 * The columns a reader gets. xid8 goes out as text (postgres.js has no parser for it) under its own name, so every
 * WHERE and ORDER BY next to it must say `es_events.transaction_id`: a bare name there means the text alias, which
 * sorts '1000' before '999' (a rebuild once skipped whole ranges of the log that way).
 */
const EVENT_COLUMNS = `event_id, stream_id, stream_position, type, data, metadata, recorded_at,
  es_events.transaction_id::text as transaction_id, global_position`;
const MAX_ANY_RETRIES = 20;

/**
 * The server time an event was recorded is its row's `recorded_at`, and only there (rows written before this rule
 * also carry it in their metadata). Readers find it in the metadata too, as the envelope promises.
 */
function withRecordedAt(metadata: EventMetadata, recordedAt: string): EventMetadata {
  return metadata.recordedAt === undefined ? { ...metadata, recordedAt } : metadata;
}

function toStoredEvent(row: EventRow): StoredEvent {
  const recordedAt = row.recorded_at.toISOString();
  return upcastEvent({
    eventId: row.event_id,
    type: row.type,
    data: row.data,
    metadata: withRecordedAt(row.metadata, recordedAt),
    streamId: row.stream_id,
    streamPosition: Number(row.stream_position),
    checkpoint: sqlCheckpoint(row.transaction_id, row.global_position),
    recordedAt,
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

/** Built once: postgres.js then reuses one prepared statement per text, with no per-call query building. */
const STATEMENTS = new Map(
  (Object.keys(VERSION_CHECKS) as CheckKind[]).flatMap((kind) => [
    [`${kind}:1`, statementText(kind, true)],
    [`${kind}:n`, statementText(kind, false)],
  ]),
);

/**
 * Where an append's events go: right after version `after`, with no read (a position taken by another writer is
 * a unique violation), or, when undefined, where the statement reads the version and checks the expectation.
 */
type Placement = number | undefined;

/**
 * Whether a placement for this expectation came from memory alone: for 'any' and stream_exists a taken position
 * only means the memory was behind, and the append is tried again with the version read in the statement.
 */
function guessed(expected: ExpectedVersion, after: Placement): boolean {
  return after !== undefined && (expected === 'any' || expected === 'stream_exists');
}

const PREPARED = { prepare: true } as const;

function insertEvents(
  db: Db,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedVersion,
  after: Placement,
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
    return db.unsafe<InsertedRow[]>(AT_POSITION_SINGLE, params as never[], PREPARED);
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
    text = STATEMENTS.get(`${kind}:${one ? '1' : 'n'}`) ?? '';
    if (typeof expected === 'number') params.push(expected);
  }
  return db.unsafe<InsertedRow[]>(text, params as never[], PREPARED);
}

/** How many streams' versions a store remembers (the first remembered are forgotten first). */
const REMEMBERED_STREAMS = 50_000;

/**
 * The last version this store saw of each stream it wrote or read. Versions only grow (erasing keeps a stream's
 * last position, or removes the whole stream, which this store forgets), so a remembered version is at most behind
 * the truth, when another instance appended since; a position taken that way is refused by the unique index.
 */
class StreamVersions {
  private readonly versions = new Map<string, number>();

  /** Records a version seen after a commit; an older one (a slower concurrent reader) never replaces a newer. */
  saw(streamId: string, version: number): void {
    const known = this.versions.get(streamId);
    if (known !== undefined && known >= version) return;
    this.set(streamId, version);
  }

  /** Records the version just read from the database, even if lower (a stream erased by another instance). */
  set(streamId: string, version: number): void {
    this.versions.set(streamId, version);
    if (this.versions.size > REMEMBERED_STREAMS) {
      const oldest = this.versions.keys().next();
      if (!oldest.done) this.versions.delete(oldest.value);
    }
  }

  forget(streamId: string): void {
    this.versions.delete(streamId);
  }

  /**
   * Where to put an append. no_stream always starts at 0; an exact expectation that matches the remembered
   * version, and 'any' or stream_exists with a remembered version, go right after it (see `guessed`).
   */
  place(streamId: string, expected: ExpectedVersion): Placement {
    if (expected === 'no_stream') return -1;
    const known = this.versions.get(streamId);
    if (known === undefined) return undefined;
    if (typeof expected === 'number') return known === expected ? known : undefined;
    if (expected === 'stream_exists' && known < 0) return undefined;
    return known;
  }
}

/** One pending append of a group commit. */
interface QueuedAppend {
  streamId: string;
  events: readonly NewEvent[];
  expected: ExpectedVersion;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Appends to several streams in ONE statement, each event at the position its append was given. Any position or
 * event id already stored fails the whole statement (a unique violation), and so the group's transaction; each of
 * its appends is then settled on its own. Conflict handling per row (ON CONFLICT) would cost more on every group
 * than these rare fallbacks do.
 */
const MULTI_STREAM_INSERT = `
  insert into es_events (event_id, stream_id, stream_position, type, data, metadata)
  select e.id, e.stream, e.position, e.type, e.data::jsonb, e.meta::jsonb
    from unnest($1::uuid[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::text[])
         with ordinality e(id, stream, position, type, data, meta, seq)
   where not exists (select 1 from es_closed_streams where stream_id = any($2::text[]))
   order by e.seq
  ${RETURNING}`;

/** The versions of streams this store does not remember, read in the group's transaction. */
async function readVersions(db: Db, streamIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await db<{ stream_id: string; version: string }[]>`
    select stream_id, max(stream_position)::text as version from es_events
     where stream_id = any(${streamIds as string[]}::text[]) group by stream_id`;
  return new Map(rows.map((row) => [row.stream_id, Number(row.version)]));
}

/** Whether a stream at `version` meets an expectation. */
function meets(expected: ExpectedVersion, version: number): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return version === -1;
  if (expected === 'stream_exists') return version >= 0;
  return version === expected;
}

/** A group's appends at their positions: one statement; the returned rows are in the appends' order. */
function insertAtPositions(db: Db, appends: readonly { append: QueuedAppend; after: number }[]) {
  const columns = {
    id: [] as string[],
    stream: [] as string[],
    position: [] as number[],
    type: [] as string[],
    data: [] as string[],
    meta: [] as string[],
  };
  for (const { append, after } of appends) {
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
  return db.unsafe<InsertedRow[]>(MULTI_STREAM_INSERT, [id, stream, position, type, data, meta], {
    prepare: true,
  });
}

/**
 * The stream position of the `index`th event an INSERT wrote: after the version it was placed after, or, where the
 * statement chose the positions itself, as it returned them.
 */
function positionOf(rows: readonly InsertedRow[], index: number, after: number | undefined): number {
  return after === undefined ? Number(rows[index]?.stream_position ?? -1) : after + 1 + index;
}

function resultOf(rows: readonly InsertedRow[], after: number | undefined): AppendResult {
  const last = rows[rows.length - 1];
  return {
    nextExpectedVersion: positionOf(rows, rows.length - 1, after),
    lastCheckpoint: sqlCheckpoint(last?.transaction_id ?? '0', last?.global_position ?? '0'),
    duplicate: false,
  };
}

function storedEvents(
  streamId: string,
  events: readonly NewEvent[],
  rows: readonly InsertedRow[],
  after: number | undefined,
): StoredEvent[] {
  const recordedAt = isoNow();
  return events.map((event, index): StoredEvent => ({
    ...event,
    metadata: withRecordedAt(event.metadata, recordedAt),
    streamId,
    streamPosition: positionOf(rows, index, after),
    checkpoint: sqlCheckpoint(rows[index]?.transaction_id ?? '0', rows[index]?.global_position ?? '0'),
    recordedAt,
  }));
}

/** An append of a group, written after version `after`. */
interface Written {
  append: QueuedAppend;
  rows: InsertedRow[];
  after: number;
}

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
  const versions = new StreamVersions();

  async function streamVersion(streamId: string): Promise<number> {
    const [row] = await sql<{ version: string }[]>`
      select coalesce(max(stream_position), -1) as version from es_events where stream_id = ${streamId}`;
    const version = Number(row?.version ?? -1);
    versions.set(streamId, version);
    return version;
  }

  async function isClosed(streamId: string): Promise<boolean> {
    const rows = await sql`select 1 from es_closed_streams where stream_id = ${streamId}`;
    return rows.length > 0;
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

  /** Not async: without a hook the statement's own promise goes back as it is, with no extra turn. */
  function insertOnce(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
    after: Placement,
  ): Promise<InsertedRow[]> {
    const hook = options.onAppended;
    if (!hook) return insertEvents(sql, streamId, events, expected, after);
    return sql.begin(async (tx) => {
      const rows = await insertEvents(tx, streamId, events, expected, after);
      if (rows.length > 0) await hook(tx, storedEvents(streamId, events, rows, after));
      return rows;
    });
  }

  /**
   * One append on its own: one statement (with the inline projections in its transaction); 'any' retries. A store
   * whose remembered version was behind (another instance appended) forgets it and tries again with a read.
   */
  async function appendAlone(
    streamId: string,
    events: readonly NewEvent[],
    expectedVersion: ExpectedVersion,
  ): Promise<AppendResult> {
    for (let attempt = 0; ; attempt++) {
      // A stream this store has not seen is most often a new one: 'any' tries its first position (a guess).
      const after =
        versions.place(streamId, expectedVersion) ??
        (expectedVersion === 'any' && attempt === 0 ? -1 : undefined);
      try {
        const rows = await insertOnce(streamId, events, expectedVersion, after);
        if (rows.length === 0) {
          const duplicate = await originalResult(streamId, events);
          if (duplicate) return duplicate;
          if (await isClosed(streamId)) throw new StreamClosedError(streamId);
          if (after !== undefined) throw new Error(`Append to ${streamId} wrote nothing`);
          throw new ConcurrencyError(streamId, expectedVersion, await streamVersion(streamId));
        }
        const result = resultOf(rows, after);
        versions.saw(streamId, result.nextExpectedVersion);
        return result;
      } catch (error) {
        const constraint = uniqueViolationOf(error);
        if (constraint === undefined) throw error;
        const guess = guessed(expectedVersion, after) && attempt < MAX_ANY_RETRIES;
        // A guess refused for its position: were the events stored already, the next attempt finds them.
        if (!guess || constraint !== POSITION_KEY) {
          const duplicate = await originalResult(streamId, events);
          if (duplicate) return duplicate;
        }
        if (guess) {
          versions.forget(streamId);
          continue;
        }
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
  // Without inline projections an append is one atomic statement. On PostgreSQL appendToStream sends it at once
  // (postgres.js runs concurrent ones side by side on its pool). PGlite runs statements one after another on its
  // one connection: there the appends that queue up meanwhile become one statement.
  const grouping = options.onAppended !== undefined || options.backend === 'embedded';
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

  /** Runs `work` as one flight over `streams` (their appends wait meanwhile); when it lands, the queue moves on. */
  function fly<T>(streams: readonly string[], work: () => Promise<T>): Promise<T> {
    flights.running++;
    for (const stream of streams) busyStreams.add(stream);
    const landing = work();
    const landed = () => {
      flights.running--;
      for (const stream of streams) busyStreams.delete(stream);
      pump();
    };
    landing.then(landed, landed);
    return landing;
  }

  function pump(): void {
    while (flights.running < flights.max && queue.length > 0) {
      const group = nextGroup();
      const [first] = group;
      if (!first) return; // every queued append waits for its stream's append in flight
      const streams = group.map((append) => append.streamId);
      void fly(streams, () => (group.length === 1 ? settleAlone(first) : commitGroup(group)));
    }
  }

  /**
   * A group's writes: the versions this store does not remember are read, appends whose expectation fails are left
   * out, the rest are written by one statement, then `project` (the inline projections) runs once for them all.
   */
  async function writeGroup(
    db: Db,
    group: readonly QueuedAppend[],
    project?: (events: StoredEvent[]) => Promise<void>,
  ): Promise<[written: Written[], leftOut: QueuedAppend[]]> {
    const placed: { append: QueuedAppend; after: number }[] = [];
    const unplaced: QueuedAppend[] = [];
    for (const append of group) {
      const after = versions.place(append.streamId, append.expected);
      if (after === undefined) unplaced.push(append);
      else placed.push({ append, after });
    }
    const skipped: QueuedAppend[] = [];
    if (unplaced.length > 0) {
      const read = await readVersions(
        db,
        unplaced.map((append) => append.streamId),
      );
      for (const append of unplaced) {
        const version = read.get(append.streamId) ?? -1;
        if (meets(append.expected, version)) placed.push({ append, after: version });
        else skipped.push(append);
      }
    }
    if (placed.length === 0) return [[], skipped];
    const rows = await insertAtPositions(db, placed);
    // A closed stream in the group writes nothing of it: each append then goes alone, for its own answer.
    if (rows.length === 0) throw new StreamClosedError(placed[0]?.append.streamId ?? '');
    let offset = 0;
    const written = placed.map(({ append, after }): Written => {
      const own = rows.slice(offset, (offset += append.events.length));
      return { append, rows: own, after };
    });
    await project?.(
      written.flatMap(({ append, rows: own, after }) =>
        storedEvents(append.streamId, append.events, own, after),
      ),
    );
    return [written, skipped];
  }

  /**
   * One group: in one transaction with the inline projections, or, without them, as its one statement (atomic on
   * its own). Whatever goes wrong (a remembered version that was behind, a resent event id, a failing projection)
   * writes nothing of the group, and each append is settled on its own, with the answer it would have had alone.
   */
  async function commitGroup(group: readonly QueuedAppend[]): Promise<void> {
    const hook = options.onAppended;
    let written: Written[];
    let leftOut: QueuedAppend[];
    try {
      [written, leftOut] = hook
        ? await sql.begin((tx) => writeGroup(tx, group, (events) => hook(tx, events)))
        : await writeGroup(sql, group);
    } catch {
      for (const append of group) {
        // A remembered version may be why: each goes alone with a fresh read.
        versions.forget(append.streamId);
        await settleAlone(append);
      }
      return;
    }
    options.onGroupCommit?.(group.length);
    for (const { append, rows, after } of written) {
      const result = resultOf(rows, after);
      versions.saw(append.streamId, result.nextExpectedVersion);
      append.resolve(result);
    }
    // An expectation the stream did not meet: settled alone, for the conflict's (or a duplicate's) own answer.
    for (const append of leftOut) await settleAlone(append);
  }

  return {
    backend: options.backend,
    start: SQL_START,
    compareCheckpoints: compareSqlCheckpoints,

    async readStream(streamId: string): Promise<ReadStreamResult> {
      const rows = await sql<EventRow[]>`
        select ${sql.unsafe(EVENT_COLUMNS)} from es_events where stream_id = ${streamId} order by stream_position`;
      const events = rows.map(toStoredEvent);
      const version = events.at(-1)?.streamPosition ?? -1;
      versions.set(streamId, version);
      return { version, events };
    },

    appendToStream(streamId, events, { expectedVersion = 'any' } = {}): Promise<AppendResult> {
      if (events.length === 0) return Promise.reject(new RangeError('Nothing to append'));
      if (!grouping) return appendAlone(streamId, events, expectedVersion);
      if (queue.length === 0 && flights.running < flights.max && !busyStreams.has(streamId)) {
        // Nothing to wait for: this append goes alone at once, a flight of its own, without queueing.
        return fly([streamId], () => appendAlone(streamId, events, expectedVersion));
      }
      return new Promise((resolve, reject) => {
        queue.push({ streamId, events, expected: expectedVersion, resolve, reject });
        pump();
      });
    },

    async readAll({ after = SQL_START, limit = 1000 }: ReadAllOptions = {}): Promise<StoredEvent[]> {
      const [transactionId, globalPosition] = parseSqlCheckpoint(after);
      const rows = await sql<EventRow[]>`
        select ${sql.unsafe(EVENT_COLUMNS)}
          from es_events
         where es_events.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
           and (es_events.transaction_id, global_position) > (${transactionId.toString()}::xid8, ${globalPosition.toString()}::bigint)
         order by es_events.transaction_id, global_position
         limit ${limit}`;
      return rows.map(toStoredEvent);
    },

    async eraseStream(streamId, { before } = {}): Promise<void> {
      versions.forget(streamId);
      if (before === undefined) await sql`delete from es_events where stream_id = ${streamId}`;
      else await sql`delete from es_events where stream_id = ${streamId} and stream_position < ${before}`;
    },

    async closeStreams(streamIds): Promise<void> {
      if (streamIds.length === 0) return;
      for (const streamId of streamIds) versions.forget(streamId);
      // The lock waits for every transaction that read the closed streams (an append in flight) to end, and holds
      // new appends until the closure commits; from then on their statements see it.
      await sql.begin(async (tx) => {
        await tx`lock table es_closed_streams in access exclusive mode`;
        await tx`insert into es_closed_streams (stream_id)
                 select unnest(${streamIds as string[]}::text[]) on conflict do nothing`;
      });
    },

    async reopenStreams(streamIds): Promise<void> {
      await sql`delete from es_closed_streams where stream_id = any(${streamIds as string[]}::text[])`;
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
