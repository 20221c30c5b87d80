import type { FoldedWrite, PlacedAppend, StreamFold, StreamFolds } from '@detox/projections/projection';
import type { Sql, TransactionSql } from 'postgres';
import {
  type AppendResult,
  ConcurrencyError,
  type ExpectedVersion,
  type NewEvent,
  PartialDuplicateError,
  type StoredEvent,
  StreamClosedError,
} from '../types.ts';
import { sqlCheckpoint } from './checkpoint.ts';
import { type InsertedRow, resultOf, storedEvents } from './rows.ts';
import { POSITION_KEY } from './schema.ts';
import { insertEvents, isClosed, readEventsById, readVersion } from './statements.ts';
import { guessed, type Placement, type StreamVersions } from './stream-versions.ts';

/**
 * One append on its own: the happy path is one statement (docs/decisions/0002-event-store-append.md, 0011), in a
 * transaction with the inline projections when there are any. Idempotency and version conflicts surface as unique
 * violations, or as a statement that wrote nothing; only then does the store read, to find the answer: the
 * original result of a resend, PartialDuplicateError, StreamClosedError or ConcurrencyError.
 */

/**
 * Runs inside the append transaction, after the events are written: inline projections, given the folds the
 * appends carried (AppendOptions.fold), by stream.
 */
export type AppendHook = (
  tx: TransactionSql,
  events: readonly StoredEvent[],
  folds: StreamFolds,
) => Promise<void>;

export type AppendAlone = (
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedVersion,
  fold?: StreamFold,
) => Promise<AppendResult>;

/**
 * The inline projections' writes for appends whose events they can write from their commands' folds alone, as
 * statements for the INSERT's own statement (Projection.foldedWrite); undefined when any cannot, and they are then
 * applied by the AppendHook in a transaction.
 */
export type FoldedWrites = (
  appends: readonly PlacedAppend[],
  folds: StreamFolds,
) => readonly FoldedWrite[] | undefined;

const NO_FOLDS: StreamFolds = new Map();

/** The position an append's first event will take, when it is known before its statement runs. */
function firstPosition(expected: ExpectedVersion, after: Placement): number | undefined {
  if (after !== undefined) return after + 1;
  if (expected === 'no_stream') return 0;
  return typeof expected === 'number' ? expected + 1 : undefined;
}

const MAX_ANY_RETRIES = 20;

function uniqueViolationOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error) || error.code !== '23505')
    return undefined;
  return 'constraint_name' in error ? String(error.constraint_name) : 'unknown';
}

export function createAppendAlone(
  sql: Sql,
  versions: StreamVersions,
  onAppended: AppendHook | undefined,
  foldedWrites?: FoldedWrites,
): AppendAlone {
  /** A conflict, with the stream's version read now (and remembered). */
  async function conflict(streamId: string, expected: ExpectedVersion): Promise<ConcurrencyError> {
    const version = await readVersion(sql, streamId);
    versions.set(streamId, version);
    return new ConcurrencyError(streamId, expected, version);
  }

  /** The original result of an append whose event ids are all stored already (idempotency). */
  async function originalResult(
    streamId: string,
    events: readonly NewEvent[],
  ): Promise<AppendResult | undefined> {
    const rows = await readEventsById(
      sql,
      events.map((event) => event.eventId),
    );
    const last = rows.at(-1);
    if (!last) return undefined;
    if (rows.length !== events.length || last.stream_id !== streamId)
      throw new PartialDuplicateError(streamId);
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
    fold: StreamFold | undefined,
  ): Promise<InsertedRow[]> {
    const hook = onAppended;
    if (!hook) return insertEvents(sql, streamId, events, expected, after);
    const folds = fold ? new Map([[streamId, fold]]) : NO_FOLDS;
    // The read models' rows in the INSERT's own statement, when they are the command's fold: one round trip.
    const first = firstPosition(expected, after);
    const writes = first === undefined ? undefined : foldedWrites?.([{ streamId, first, events }], folds);
    if (writes) return insertEvents(sql, streamId, events, expected, after, writes);
    return sql.begin(async (tx) => {
      const rows = await insertEvents(tx, streamId, events, expected, after);
      if (rows.length > 0) await hook(tx, storedEvents(streamId, events, rows, after), folds);
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
    fold?: StreamFold,
  ): Promise<AppendResult> {
    for (let attempt = 0; ; attempt++) {
      // A stream this store has not seen is most often a new one: 'any' tries its first position (a guess).
      const after =
        versions.place(streamId, expectedVersion) ??
        (expectedVersion === 'any' && attempt === 0 ? -1 : undefined);
      try {
        const rows = await insertOnce(streamId, events, expectedVersion, after, fold);
        if (rows.length === 0) {
          const duplicate = await originalResult(streamId, events);
          if (duplicate) return duplicate;
          if (await isClosed(sql, streamId)) throw new StreamClosedError(streamId);
          if (after !== undefined) throw new Error(`Append to ${streamId} wrote nothing`);
          throw await conflict(streamId, expectedVersion);
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
        if (expectedVersion !== 'any' || attempt >= MAX_ANY_RETRIES)
          throw await conflict(streamId, expectedVersion);
      }
    }
  }

  return appendAlone;
}
