import type { Sql, TransactionSql } from 'postgres';
import type { StoredEvent } from './envelope.ts';
import { type EventShape, isEventIn, type Stored } from './events/catalogue.ts';
import type { Projection, StreamFold, StreamFolds } from './projection.ts';

/** A read-model row's state and the stream position it reflects. */
export interface Versioned<State> {
  state: State;
  position: number;
}

/**
 * E: the events it folds, from the catalogue (a stream's union or part of it, e.g. JourneyEvent); `handles` lists
 * their types and `evolve` gets them narrowed. Without E (a bench's projection) it folds untyped StoredEvents.
 */
export interface KeyedProjectionDefinition<State, E extends EventShape = EventShape> {
  name: string;
  version: number;
  handles: readonly E['type'][];
  mode: Projection['mode'];
  migrate: (sql: Sql | TransactionSql) => Promise<void>;
  reset: (tx: TransactionSql) => Promise<void>;
  /** The row an event belongs to; undefined to ignore it. One row is fed by one stream. */
  keyOf: (event: Stored<E>) => string | undefined;
  initial(key: string): State;
  /** Pure: the row after the event. The same function replays a journey for support. */
  evolve: (state: State, event: Stored<E>) => State;
  load(tx: TransactionSql, keys: readonly string[]): Promise<Map<string, Versioned<State>>>;
  /** Writes the changed rows; `before` holds each one as it was (absent for a new key), to write only the difference. */
  save(
    tx: TransactionSql,
    rows: ReadonlyMap<string, Versioned<State>>,
    before: ReadonlyMap<string, Versioned<State>>,
  ): Promise<void>;
}

export interface KeyedProjection<State> extends Projection {
  applyBatch(tx: TransactionSql, events: readonly StoredEvent[], folds?: StreamFolds): Promise<void>;
  /**
   * What a command folded for a stream this projection keeps one row of: its row before the command's events
   * and after them. Handed to the append (`AppendOptions.fold`), it reaches `applyBatch` in the append's
   * transaction, which writes `after` as it is, without reading the row or folding the events again. Used only
   * when `before` is the position right before the stream's first event in the batch: on the inline path of a log
   * where every append of the stream commits together with this projection, the stored row is then exactly
   * `before`, and `after` is the same fold of the same events that `evolve` would make.
   */
  folded(before: Versioned<State>, after: Versioned<State>): StreamFold;
}

/**
 * A projection that folds events into one row per key: it loads the batch's rows once, folds in memory and writes
 * each changed row once. An event at or below a row's position is skipped, so replays change nothing.
 */
export function defineKeyedProjection<State, E extends EventShape = EventShape>(
  definition: KeyedProjectionDefinition<State, E>,
): KeyedProjection<State> {
  /** The rows of the folds this projection made (see KeyedProjection.folded); opaque to everyone else. */
  const foldRows = new WeakMap<StreamFold, { before: Versioned<State>; after: Versioned<State> }>();

  async function applyBatch(
    tx: TransactionSql,
    events: readonly StoredEvent[],
    folds?: StreamFolds,
  ): Promise<void> {
    const keyed: [string, Stored<E>][] = [];
    const rows = new Map<string, Versioned<State>>();
    const changed = new Map<string, Versioned<State>>();
    const missing = new Set<string>();
    for (const event of events) {
      if (!isEventIn<E>(definition.handles, event)) continue;
      const key = definition.keyOf(event);
      if (key === undefined) continue;
      keyed.push([key, event]);
      if (rows.has(key) || missing.has(key)) continue;
      const fold = folds?.get(event.streamId);
      const folded = fold && foldRows.get(fold);
      if (folded?.before.position === event.streamPosition - 1) {
        rows.set(key, folded.before);
        changed.set(key, folded.after);
      } else missing.add(key);
    }
    if (keyed.length === 0) return;
    if (missing.size > 0)
      for (const [key, row] of await definition.load(tx, [...missing])) rows.set(key, row);
    for (const [key, event] of keyed) {
      const row = changed.get(key) ?? rows.get(key) ?? { state: definition.initial(key), position: -1 };
      if (event.streamPosition <= row.position) continue;
      changed.set(key, { state: definition.evolve(row.state, event), position: event.streamPosition });
    }
    if (changed.size > 0) await definition.save(tx, changed, rows);
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
    folded(before, after) {
      const fold: StreamFold = { projection: definition.name };
      foldRows.set(fold, { before, after });
      return fold;
    },
  };
}
