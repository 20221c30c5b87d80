import { handlesEvent, type Projection } from '@detox/projections';
import type { AppendHook } from '../event-store/sql/sql-event-store.ts';

/** Applies the inline projections inside the append's transaction, so a client reads its own write. */
export function inlineProjectionsHook(projections: readonly Projection[]): AppendHook {
  return async (tx, events) => {
    for (const event of events) {
      for (const projection of projections) {
        if (handlesEvent(projection, event)) await projection.apply(tx, event);
      }
    }
  };
}
