import { type FoldedWrite, handlesEvent, type Projection } from '@detox/projections';
import type { AppendHook, FoldedWrites } from '../event-store/sql/sql-event-store.ts';

/**
 * Applies the inline projections inside the append's transaction, so a client reads its own write. A projection
 * that keeps one row per stream writes the rows its commands folded already (`folds`) as they are.
 */
export function inlineProjectionsHook(projections: readonly Projection[]): AppendHook {
  return async (tx, events, folds) => {
    for (const projection of projections) {
      const handled = events.filter((event) => handlesEvent(projection, event));
      if (handled.length === 0) continue;
      if (projection.applyBatch) await projection.applyBatch(tx, handled, folds);
      else for (const event of handled) await projection.apply(tx, event);
    }
  };
}

/**
 * The inline projections' writes for appends, in the appends' own statement: for each projection that handles any of
 * their events, the rows their commands folded (Projection.foldedWrite). Undefined as soon as one projection cannot
 * write from folds alone: the store then runs the hook above in a transaction.
 */
export function inlineFoldedWrites(projections: readonly Projection[]): FoldedWrites {
  return (appends, folds) => {
    const writes: FoldedWrite[] = [];
    for (const projection of projections) {
      if (!appends.some(({ events }) => events.some((event) => projection.handles.includes(event.type))))
        continue;
      const write = projection.foldedWrite?.(appends, folds);
      if (!write) return undefined;
      if (write.statements.length > 0) writes.push(write);
    }
    return writes;
  };
}
