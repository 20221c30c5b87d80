import type { Sql } from 'postgres';
import type { AppendResult, EventStore, ReadAllOptions, ReadStreamResult, StoredEvent } from '../types.ts';
import { type AppendHook, createAppendAlone, type FoldedWrites } from './append.ts';
import { compareSqlCheckpoints, parseSqlCheckpoint, SQL_START } from './checkpoint.ts';
import { createCommitGroup } from './group-append.ts';
import { createGroupCommit } from './group-commit.ts';
import { type EventRow, toStoredEvent } from './rows.ts';
import { EVENT_COLUMNS } from './statements.ts';
import { StreamVersions } from './stream-versions.ts';

/**
 * The event store on postgres.js, shared by the PostgreSQL and PGlite backends: the EventStore port, composed.
 * Read top to bottom, the parts are:
 * - schema.ts: the tables and unique indexes; checkpoint.ts: "transactionId:globalPosition".
 * - statements.ts: the SQL text of an append; rows.ts: rows in the port's shapes.
 * - stream-versions.ts: the version memory, so an append need not read its stream first.
 * - append.ts: one append on its own; group-commit.ts: the queue that forms groups of appends;
 *   group-append.ts: a group's appends in one statement and one transaction.
 * Why each speed-up exists: docs/decisions/0002-event-store-append.md, 0010-write-path.md, 0011-single-append.md.
 */

export type { AppendHook, FoldedWrites } from './append.ts';

export interface SqlEventStoreOptions {
  backend: 'embedded' | 'postgres';
  onAppended?: AppendHook;
  /** The inline projections' writes of their commands' folds, written in the append's own statement. */
  foldedWrites?: FoldedWrites;
  /** Told the size of each group commit (appends that shared one transaction): metrics and tests. */
  onGroupCommit?: (appends: number) => void;
  /** Append transactions run side by side with inline projections (default: 1 on PGlite, 4 on PostgreSQL). */
  concurrency?: number;
  close?: () => Promise<void>;
}

export function createSqlEventStore(sql: Sql, options: SqlEventStoreOptions): EventStore {
  const versions = new StreamVersions();
  const appendAlone = createAppendAlone(sql, versions, options.onAppended, options.foldedWrites);
  // Without inline projections an append is one atomic statement. On PostgreSQL it is sent at once (postgres.js
  // runs concurrent ones side by side on its pool). PGlite runs statements one after another on its one
  // connection: there the appends that queue up meanwhile become one statement.
  const grouping = options.onAppended !== undefined || options.backend === 'embedded';
  const append = grouping
    ? createGroupCommit({
        maxRunning: options.concurrency ?? (options.backend === 'postgres' ? 4 : 1),
        appendAlone,
        commitGroup: createCommitGroup(sql, versions, {
          appendAlone,
          onAppended: options.onAppended,
          foldedWrites: options.foldedWrites,
          onGroupCommit: options.onGroupCommit,
        }),
      })
    : appendAlone;

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

    async readEvent(streamId: string, eventId: string): Promise<StoredEvent | undefined> {
      const [row] = await sql<EventRow[]>`
        select ${sql.unsafe(EVENT_COLUMNS)} from es_events where event_id = ${eventId}::uuid and stream_id = ${streamId}`;
      return row && toStoredEvent(row);
    },

    appendToStream(streamId, events, { expectedVersion = 'any', fold } = {}): Promise<AppendResult> {
      if (events.length === 0) return Promise.reject(new RangeError('Nothing to append'));
      return append(streamId, events, expectedVersion, fold);
    },

    /**
     * The log in commit order, `(transaction_id, global_position)`, showing only rows whose transaction is older
     * than the oldest one still running (`pg_snapshot_xmin`): an append that commits late, behind events already
     * shown, is never passed. A transaction left open anywhere in the database holds readers back until it ends;
     * consumers poll, and see its events then, never skipping one (docs/decisions/0002-event-store-append.md).
     */
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
      // The lock waits for every transaction that read the closed streams (an append still running) to end, and holds
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
