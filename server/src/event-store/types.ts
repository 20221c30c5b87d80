/** The event store port: one interface, three backends (PGlite, PostgreSQL, EventStoreDB). */

export type ExpectedVersion = 'any' | 'no_stream' | 'stream_exists' | number;

export type { EventMetadata, NewEvent, StoredEvent } from '@detox/projections/envelope';

import type { NewEvent, StoredEvent } from '@detox/projections/envelope';
import type { StreamFold } from '@detox/projections/projection';

interface AppendOptions {
  expectedVersion?: ExpectedVersion;
  /**
   * The stream's row as the command folded it (KeyedProjection.folded): the inline projection that made it writes
   * it in the append's transaction instead of reading and folding. Stores without inline projections ignore it.
   */
  fold?: StreamFold | undefined;
}

export interface AppendResult {
  /** Stream version after the append: the position of its last event. */
  nextExpectedVersion: number;
  /** Checkpoint of the last appended event. */
  lastCheckpoint: string;
  /** True when every event id was already stored: nothing was written and this is the original result. */
  duplicate: boolean;
}

export interface ReadStreamResult {
  /** -1 when the stream does not exist. */
  version: number;
  events: StoredEvent[];
}

export interface ReadAllOptions {
  after?: string | undefined;
  limit?: number | undefined;
}

export interface EventStore {
  readonly backend: 'embedded' | 'postgres' | 'eventstoredb';
  readStream(streamId: string): Promise<ReadStreamResult>;
  /** One event of a stream by its id (what a resent command stored), or undefined when it is not there. */
  readEvent(streamId: string, eventId: string): Promise<StoredEvent | undefined>;
  appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options?: AppendOptions,
  ): Promise<AppendResult>;
  /** Events after a checkpoint, in one global order that never skips a committed event. */
  readAll(options?: ReadAllOptions): Promise<StoredEvent[]>;
  /** Checkpoint of the first event, exclusive: readAll({after: START}) reads from the beginning. */
  readonly start: string;
  /** Compares two checkpoints of this store: negative, zero or positive. */
  compareCheckpoints(a: string, b: string): number;
  /**
   * Erases events for good (LGPD account deletion, docs/decisions/0004-account-erasure.md): every event of the
   * stream, or only those before position `before`. Positions of the events kept do not change.
   */
  eraseStream(streamId: string, options?: { before?: number }): Promise<void>;
  /**
   * Refuses every later append to these streams with StreamClosedError, and resolves once no append that began
   * before can still commit: what an erasure deletes afterwards cannot come back. `reopenStreams` lifts it (a
   * stream keyed by an email, once its erasure is complete, so the same person may buy again).
   */
  closeStreams(streamIds: readonly string[]): Promise<void>;
  reopenStreams(streamIds: readonly string[]): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export class ConcurrencyError extends Error {
  override readonly name = 'ConcurrencyError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamId}: expected version ${String(expected)}, actual ${actual}`);
  }
}

/** Some, but not all, of the event ids of an append are already stored. */
export class PartialDuplicateError extends Error {
  override readonly name = 'PartialDuplicateError';
  constructor(readonly streamId: string) {
    super(`Stream ${streamId}: some of the event ids are already stored with other events`);
  }
}

/** An append to a stream closed by an erasure: the account it belonged to is gone. */
export class StreamClosedError extends Error {
  override readonly name = 'StreamClosedError';
  constructor(readonly streamId: string) {
    super(`Stream ${streamId} is closed`);
  }
}

export function isConcurrencyError(error: unknown): error is ConcurrencyError {
  return error instanceof ConcurrencyError;
}
