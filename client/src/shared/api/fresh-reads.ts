import type { BaseQueryFn } from '@reduxjs/toolkit/query';

/** How many times a read is sent again because writes landed while it was out. */
export const MAX_STALE_REREADS = 2;

/**
 * A read that left before a write was answered may come back after the write's answer is on screen, and would put
 * the older state back (a week generated a moment ago disappears, a tick flickers off). So every write's answer
 * moves an epoch on, and a read that sees the epoch moved while it was out is sent again (at most twice). Writes
 * still in flight are covered by the outbox overlay (each read's declared overlay, shared/offline/offline-endpoint.ts).
 */
export function withFreshReads<Args, Result, Error, ExtraOptions = object>(
  inner: BaseQueryFn<Args, Result, Error, ExtraOptions>,
): BaseQueryFn<Args, Result, Error, ExtraOptions> {
  let writesAnswered = 0;
  return async (args, api, extraOptions) => {
    if (api.type === 'mutation') {
      try {
        return await inner(args, api, extraOptions);
      } finally {
        writesAnswered += 1;
      }
    }
    for (let reread = 0; ; reread += 1) {
      const before = writesAnswered;
      const result = await inner(args, api, extraOptions);
      if (writesAnswered === before || reread === MAX_STALE_REREADS || api.signal.aborted) return result;
    }
  };
}
