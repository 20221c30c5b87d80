import { EventEmitter } from 'node:events';
import { handlesEvent, type Projection, type StoredEvent } from '@detox/projections';
import type { Sql, TransactionSql } from 'postgres';
import type { EventStore } from '../event-store/types.ts';
import {
  advanceState,
  migrateCheckpoints,
  type ProjectionState,
  readState,
  writeState,
} from './checkpoints.ts';
import { createLeadership, type Leadership } from './leadership.ts';

export interface RunnerOptions {
  sql: Sql;
  store: EventStore;
  /** The projections this runner applies after the fact (on SQL stores, the async ones). */
  projections: readonly Projection[];
  batchSize?: number;
  pollMs?: number;
  /** Whether to elect one active instance per projection through PostgreSQL advisory locks. */
  electLeader: boolean;
  onError?: (projection: string, error: unknown) => void;
}

interface ProjectionStatus extends ProjectionState {
  mode: Projection['mode'];
  expectedVersion: number;
  leader: boolean;
}

export interface ProjectionRunner {
  /** Applies batches until the projection (or all) reached the head of the log; returns events read. */
  catchUp(name?: string): Promise<number>;
  rebuild(name: string): Promise<{ events: number; milliseconds: number }>;
  status(): Promise<ProjectionStatus[]>;
  /** Resolves once every runner projection has passed the checkpoint (read-your-writes on EventStoreDB). */
  waitForPosition(checkpoint: string, timeoutMs?: number): Promise<boolean>;
  /** Wakes the loop: something was appended. */
  notify(): void;
  /** Whether start() was called and stop() not yet: only then do its projections move on their own. */
  isRunning(): boolean;
  start(): void;
  stop(): Promise<void>;
}

async function applyEvents(tx: TransactionSql, projection: Projection, events: readonly StoredEvent[]) {
  if (projection.applyBatch) return projection.applyBatch(tx, events);
  for (const event of events) if (handlesEvent(projection, event)) await projection.apply(tx, event);
}

/** How often the loop polls while someone waits for a position (see `waiters`). */
const WAITED_POLL_MS = 25;

export function createProjectionRunner(options: RunnerOptions): ProjectionRunner {
  const { sql, store, projections, batchSize = 5000, pollMs = 1000 } = options;
  const advanced = new EventEmitter();
  advanced.setMaxListeners(0);
  const leadership: Leadership = createLeadership(sql, options.electLeader);
  let migrated: Promise<void> | undefined;
  // An object, not a let: the loop reads it after awaits, while stop() changes it.
  const loopState = { running: false };
  /**
   * Callers in waitForPosition. While any wait, the loop polls every WAITED_POLL_MS instead of pollMs: on
   * PostgreSQL, readAll holds back events behind any transaction still in flight in the cluster, so the tick a
   * notify() wakes may find nothing yet, and the event it waits for becomes readable a moment later.
   */
  let waiters = 0;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const byName = (name: string) => {
    const projection = projections.find((candidate) => candidate.name === name);
    if (!projection) throw new RangeError(`Projeção desconhecida: ${name}`);
    return projection;
  };

  function ensureMigrated(): Promise<void> {
    migrated ??= (async () => {
      await migrateCheckpoints(sql);
      for (const projection of projections) await projection.migrate(sql);
    })().catch((error: unknown) => {
      // Tried again by the next caller (the loop's next turn): a database that was away is not a lasting state.
      migrated = undefined;
      throw error;
    });
    return migrated;
  }

  async function stateOf(projection: Projection): Promise<ProjectionState> {
    return (
      (await readState(sql, projection.name)) ?? {
        name: projection.name,
        version: 0,
        checkpoint: store.start,
      }
    );
  }

  /**
   * One batch and its checkpoint in one transaction: a crash anywhere leaves both as they were, and a batch whose
   * checkpoint another runner moved meanwhile is rolled back (advanceState).
   */
  async function applyBatch(projection: Projection, state: ProjectionState): Promise<number> {
    const events = await store.readAll({ after: state.checkpoint, limit: batchSize });
    const last = events.at(-1);
    if (!last) return 0;
    await sql.begin(async (tx) => {
      await applyEvents(tx, projection, events);
      const next = { name: projection.name, version: projection.version, checkpoint: last.checkpoint };
      await advanceState(tx, next, state.checkpoint);
    });
    state.checkpoint = last.checkpoint;
    advanced.emit('advanced');
    return events.length;
  }

  async function resetForRebuild(projection: Projection): Promise<void> {
    await sql.begin(async (tx) => {
      await projection.reset(tx);
      await writeState(tx, { name: projection.name, version: projection.version, checkpoint: store.start });
    });
  }

  async function catchUpOne(projection: Projection): Promise<number> {
    let state = await stateOf(projection);
    if (state.version !== projection.version) {
      await resetForRebuild(projection);
      state = await stateOf(projection);
    }
    let total = 0;
    for (;;) {
      const count = await applyBatch(projection, state);
      total += count;
      if (count < batchSize) return total;
    }
  }

  async function waitUntil(checkpoint: string, deadline: number): Promise<boolean> {
    for (;;) {
      const states = await Promise.all(projections.map(stateOf));
      if (states.every((state) => store.compareCheckpoints(state.checkpoint, checkpoint) >= 0)) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, Math.min(left, 50));
        function done() {
          clearTimeout(timer);
          advanced.off('advanced', done);
          resolve();
        }
        advanced.once('advanced', done);
      });
    }
  }

  async function tick(): Promise<void> {
    for (const projection of projections) {
      if (!(await leadership.acquire(projection.name))) continue;
      try {
        await catchUpOne(projection);
      } catch (error) {
        options.onError?.(projection.name, error);
      }
    }
  }

  return {
    async catchUp(name) {
      await ensureMigrated();
      let total = 0;
      for (const projection of name ? [byName(name)] : projections) total += await catchUpOne(projection);
      return total;
    },

    async rebuild(name) {
      await ensureMigrated();
      const projection = byName(name);
      const started = performance.now();
      await resetForRebuild(projection);
      const events = await catchUpOne(projection);
      return { events, milliseconds: performance.now() - started };
    },

    async status() {
      await ensureMigrated();
      const states = [];
      for (const projection of projections) {
        const state = await stateOf(projection);
        states.push({
          ...state,
          mode: projection.mode,
          expectedVersion: projection.version,
          leader: leadership.holds(projection.name),
        });
      }
      return states;
    },

    async waitForPosition(checkpoint, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      // The first waiter cuts the loop's current sleep short, so the faster polling starts now.
      if (waiters++ === 0) wake?.();
      try {
        return await waitUntil(checkpoint, deadline);
      } finally {
        waiters--;
      }
    },

    notify() {
      wake?.();
    },

    isRunning() {
      return loopState.running;
    },

    start() {
      if (loopState.running) return;
      loopState.running = true;
      loop = (async () => {
        while (loopState.running) {
          // Nothing here may reject the loop: nobody awaits it until stop(), so a rejection would end the process
          // (a migration that met a cut database did, in database-down.int.test.ts).
          try {
            await ensureMigrated();
            await tick();
          } catch (error) {
            options.onError?.('todas as projeções', error);
          }
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, waiters > 0 ? Math.min(pollMs, WAITED_POLL_MS) : pollMs);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
      })();
    },

    async stop() {
      loopState.running = false;
      wake?.();
      await loop;
      await leadership.release();
    },
  };
}
