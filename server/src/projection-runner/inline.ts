import { handlesEvent, type Projection } from '@detox/projections';
import type { AppendHook } from '../event-store/sql/sql-event-store.ts';

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
