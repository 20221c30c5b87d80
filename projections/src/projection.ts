import type { Sql, TransactionSql } from 'postgres';
import type { NewEvent, StoredEvent } from './envelope.ts';

/**
 * A read model built from events. `apply` must be idempotent: each row keeps the stream position it reflects,
 * and an event at an older or equal position changes nothing, so a replay is harmless.
 */
export interface Projection {
  readonly name: string;
  /** Bump to rebuild the read model from the log on the next start. */
  readonly version: number;
  readonly handles: readonly string[];
  /**
   * inline: applied in the append's own transaction on the SQL backends (per-user read models the API answers from);
   * async: applied by the runner after the fact (analytics).
   */
  readonly mode: 'inline' | 'async';
  /** Creates its tables; must be safe to run again. */
  migrate(sql: Sql | TransactionSql): Promise<void>;
  /** Empties its tables, before a rebuild. */
  reset(tx: TransactionSql): Promise<void>;
  apply(tx: TransactionSql, event: StoredEvent): Promise<void>;
  /**
   * Applies a batch at once (rebuilds, catch-up, an append's inline pass); defaults to `apply` for each handled
   * event. `folds`, on the inline pass, holds what the commands of the batch's streams folded already (see
   * KeyedProjection.folded): a projection that made one writes its rows from it.
   */
  applyBatch?(tx: TransactionSql, events: readonly StoredEvent[], folds?: StreamFolds): Promise<void>;
  /**
   * On the inline pass, what this projection writes for these appends when every event of them it handles is
   * covered by a fold it made (KeyedProjection.folded), as statements for the append's own statement; undefined
   * when any is not (the store then applies it in a transaction, as `applyBatch`).
   */
  foldedWrite?(appends: readonly PlacedAppend[], folds: StreamFolds): FoldedWrite | undefined;
}

/**
 * A command's fold of its stream, made by the inline projection that keeps the stream's row and handed back to it by
 * the append (KeyedProjection.folded). Only that projection can read it; the store just carries it.
 */
export interface StreamFold {
  /** The projection that made it. */
  readonly projection: string;
}

/** The folds of an append's (or a group of appends') streams, by stream id. */
export type StreamFolds = ReadonlyMap<string, StreamFold>;

/** An append as the store is about to write it: its stream, the position of its first event, its events. */
export interface PlacedAppend {
  streamId: string;
  first: number;
  events: readonly NewEvent[];
}

/**
 * A projection's writes for rows its commands folded, to run in the append's own statement: each statement stands
 * in a WITH after the append's INSERT, which is named `appended`, and writes only if that INSERT did (it says
 * `exists (select 1 from appended)`). `$1`, `$2`… are `params`, in order.
 */
export interface FoldedWrite {
  statements: readonly string[];
  params: readonly unknown[];
}

export function handlesEvent(projection: Projection, event: StoredEvent): boolean {
  return projection.handles.includes(event.type);
}
