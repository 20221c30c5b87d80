import type { Sql, TransactionSql } from 'postgres';
import type { StoredEvent } from './envelope.ts';
import type { Projection } from './projection.ts';

/** A read-model row's state and the stream position it reflects. */
export interface Versioned<State> {
  state: State;
  position: number;
}

export interface KeyedProjectionDefinition<State> {
  name: string;
  version: number;
  handles: readonly string[];
  mode: Projection['mode'];
  migrate: (sql: Sql | TransactionSql) => Promise<void>;
  reset: (tx: TransactionSql) => Promise<void>;
  /** The row an event belongs to; undefined to ignore it. One row is fed by one stream. */
  keyOf(event: StoredEvent): string | undefined;
  initial(key: string): State;
  /** Pure: the row after the event. The same function replays a journey for support. */
  evolve(state: State, event: StoredEvent): State;
  load(tx: TransactionSql, keys: readonly string[]): Promise<Map<string, Versioned<State>>>;
  save(tx: TransactionSql, rows: ReadonlyMap<string, Versioned<State>>): Promise<void>;
}

/**
 * A projection that folds events into one row per key: it loads the batch's rows once, folds in memory and writes
 * each changed row once. An event at or below a row's position is skipped, so replays change nothing.
 */
export function defineKeyedProjection<State>(definition: KeyedProjectionDefinition<State>): Projection {
  async function applyBatch(tx: TransactionSql, events: readonly StoredEvent[]): Promise<void> {
    const keyed: [string, StoredEvent][] = [];
    for (const event of events) {
      if (!definition.handles.includes(event.type)) continue;
      const key = definition.keyOf(event);
      if (key !== undefined) keyed.push([key, event]);
    }
    if (keyed.length === 0) return;
    const rows = await definition.load(tx, [...new Set(keyed.map(([key]) => key))]);
    const changed = new Map<string, Versioned<State>>();
    for (const [key, event] of keyed) {
      const row = changed.get(key) ?? rows.get(key) ?? { state: definition.initial(key), position: -1 };
      if (event.streamPosition <= row.position) continue;
      changed.set(key, { state: definition.evolve(row.state, event), position: event.streamPosition });
    }
    if (changed.size > 0) await definition.save(tx, changed);
  }

  return {
    name: definition.name,
    version: definition.version,
    handles: definition.handles,
    mode: definition.mode,
    migrate: definition.migrate,
    reset: definition.reset,
    apply: (tx, event) => applyBatch(tx, [event]),
    applyBatch,
  };
}
