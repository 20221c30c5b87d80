import type { BaseQueryFn } from '@reduxjs/toolkit/query';

/** What an endpoint may declare in its `extraOptions` for this layer. */
export interface FreshReadsOptions {
  /**
   * A mutation that only asks the server and changes nothing (the start-up token check, the purchase check): its
   * answer makes no read stale, so reads out at the same time are not sent again.
   */
  asksOnly?: boolean;
}

/** How many times a read is sent again because writes landed while it was out. */
export const MAX_STALE_REREADS = 2;

/**
 * A read that left before a write was answered may come back after the write's answer is on screen, and would put
 * the older state back (a week generated a moment ago disappears, a tick flickers off). So every write's answer
 * moves an epoch on, and a read that sees the epoch moved while it was out is sent again (at most twice). Writes
 * still in flight are covered by the outbox overlay (each read's declared overlay, shared/offline/offline-endpoint.ts).
 * A mutation declared `asksOnly` is not a write: the token check every start sends while the first screen's reads
 * are out made each of them go twice (issue 23 item 7: 0.3 s more before the content on a slow phone).
 */
export function withFreshReads<
  Args,
  Result,
  Error,
  ExtraOptions extends FreshReadsOptions | undefined = undefined,
>(inner: BaseQueryFn<Args, Result, Error, ExtraOptions>): BaseQueryFn<Args, Result, Error, ExtraOptions> {
  let writesAnswered = 0;
  return async (args, api, extraOptions) => {
    if (api.type === 'mutation') {
      if (extraOptions?.asksOnly === true) return inner(args, api, extraOptions);
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
