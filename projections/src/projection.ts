import type { Sql, TransactionSql } from 'postgres';
import type { StoredEvent } from './envelope.ts';

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
  /** Applies a batch at once (rebuilds, catch-up); defaults to `apply` for each handled event. */
  applyBatch?(tx: TransactionSql, events: readonly StoredEvent[]): Promise<void>;
}

export function handlesEvent(projection: Projection, event: StoredEvent): boolean {
  return projection.handles.includes(event.type);
}
