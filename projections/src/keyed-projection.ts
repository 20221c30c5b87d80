import type { Sql, TransactionSql } from 'postgres';
import type { StoredEvent } from './envelope.ts';
import { type EventShape, isEventIn, type Stored } from './events/catalogue.ts';
import type { Projection } from './projection.ts';

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

/** Rows a caller already holds in memory (a cache), by key; undefined when it holds none. */
export type KnownRows<State> = (key: string) => Versioned<State> | undefined;

export interface KeyedProjection<State> extends Projection {
  applyBatch(tx: TransactionSql, events: readonly StoredEvent[]): Promise<void>;
  /**
   * applyBatch, taking a key's row from `known` instead of the database when the known row is at the position
   * right before the key's first event in the batch. Only for the inline path of a log where every append of the
   * key's stream commits together with this projection: there the stored row is exactly at that position, and a
   * known row at the same position is the same fold of the same events.
   */
  applyWithKnown(tx: TransactionSql, events: readonly StoredEvent[], known: KnownRows<State>): Promise<void>;
}

/**
 * A projection that folds events into one row per key: it loads the batch's rows once, folds in memory and writes
 * each changed row once. An event at or below a row's position is skipped, so replays change nothing.
 */
export function defineKeyedProjection<State, E extends EventShape = EventShape>(
  definition: KeyedProjectionDefinition<State, E>,
): KeyedProjection<State> {
  async function applyWithKnown(
    tx: TransactionSql,
    events: readonly StoredEvent[],
    known?: KnownRows<State>,
  ): Promise<void> {
    const keyed: [string, Stored<E>][] = [];
    const held = new Map<string, Versioned<State>>();
    const missing = new Set<string>();
    for (const event of events) {
      if (!isEventIn<E>(definition.handles, event)) continue;
      const key = definition.keyOf(event);
      if (key === undefined) continue;
      keyed.push([key, event]);
      if (held.has(key) || missing.has(key)) continue;
      const row = known?.(key);
      if (row?.position === event.streamPosition - 1) held.set(key, row);
      else missing.add(key);
    }
    if (keyed.length === 0) return;
    const rows =
      missing.size > 0 ? await definition.load(tx, [...missing]) : new Map<string, Versioned<State>>();
    for (const [key, row] of held) rows.set(key, row);
    const changed = new Map<string, Versioned<State>>();
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
    apply: (tx, event) => applyWithKnown(tx, [event]),
    applyBatch: (tx, events) => applyWithKnown(tx, events),
    applyWithKnown,
  };
}

/** The projection, taking rows from `known` when they are current (see KeyedProjection.applyWithKnown). */
export function withKnownRows<State>(
  projection: KeyedProjection<State>,
  known: KnownRows<State>,
): Projection {
  return {
    ...projection,
    apply: (tx, event) => projection.applyWithKnown(tx, [event], known),
    applyBatch: (tx, events) => projection.applyWithKnown(tx, events, known),
  };
}
