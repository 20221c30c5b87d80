import type { Sql, TransactionSql } from 'postgres';
import type { StoredEvent } from './envelope.ts';
import { type EventShape, isEventIn, type Stored } from './events/catalogue.ts';
import type { PlacedAppend, Projection, StreamFold, StreamFolds } from './projection.ts';

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
  /**
   * Writes the changed rows; `before` holds each one as it was (absent for a new key), to write only the
   * difference. As statements (SavedAsStatements), a command's fold can be written in its append's own statement.
   */
  save: SaveRows<State> | SavedAsStatements<State>;
}

type SaveRows<State> = (
  tx: TransactionSql,
  rows: ReadonlyMap<string, Versioned<State>>,
  before: ReadonlyMap<string, Versioned<State>>,
) => Promise<void>;

/**
 * A save as statements: `params` makes the parameters of `statements` ($1, $2…) from the rows and from `before`.
 * The statements stand in a WITH after a relation named `appended` and write only when it has a row (`where exists
 * (select 1 from appended)`): the append's INSERT when a command's fold is written in the append's own statement
 * (Projection.foldedWrite), one row otherwise.
 */
interface SavedAsStatements<State> {
  statements: readonly string[];
  params(
    rows: ReadonlyMap<string, Versioned<State>>,
    before: ReadonlyMap<string, Versioned<State>>,
  ): unknown[];
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
  const statements = typeof definition.save === 'function' ? undefined : definition.save;
  const saveText =
    statements &&
    `with appended as (select 1), ${statements.statements
      .map((statement, index) => `w${index} as (${statement})`)
      .join(', ')} select 1`;

  async function save(
    tx: TransactionSql,
    rows: ReadonlyMap<string, Versioned<State>>,
    before: ReadonlyMap<string, Versioned<State>>,
  ): Promise<void> {
    if (typeof definition.save === 'function') return definition.save(tx, rows, before);
    await tx.unsafe(saveText ?? '', definition.save.params(rows, before) as never[], { prepare: true });
  }

  /** The rows the folds of these appends give, or undefined when an event this projection keys is not covered. */
  function foldedRows(appends: readonly PlacedAppend[], folds: StreamFolds) {
    const rows = new Map<string, Versioned<State>>();
    const before = new Map<string, Versioned<State>>();
    for (const { streamId, first, events } of appends) {
      const index = events.findIndex((event) => definition.handles.includes(event.type));
      const event = events[index];
      if (!event) continue;
      const stored = { ...event, streamId, streamPosition: first + index, checkpoint: '', recordedAt: '' };
      const key = isEventIn<E>(definition.handles, stored) ? definition.keyOf(stored) : undefined;
      if (key === undefined) continue; // a stream this projection keeps no row of
      const fold = folds.get(streamId);
      const folded = fold && foldRows.get(fold);
      const covers =
        folded?.before.position === first - 1 && folded.after.position === first + events.length - 1;
      if (!folded || !covers) return undefined;
      rows.set(key, folded.after);
      before.set(key, folded.before);
    }
    return { rows, before };
  }

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
    if (changed.size > 0) await save(tx, changed, rows);
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
    foldedWrite(appends, folds) {
      const folded = foldedRows(appends, folds);
      if (!folded) return undefined;
      if (folded.rows.size === 0) return { statements: [], params: [] };
      if (!statements) return undefined;
      return { statements: statements.statements, params: statements.params(folded.rows, folded.before) };
    },
    folded(before, after) {
      const fold: StreamFold = { projection: definition.name };
      foldRows.set(fold, { before, after });
      return fold;
    },
  };
}
