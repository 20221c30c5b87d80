import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query.ts';
import { withQueryRetries } from './retry-policy.ts';

/**
 * The one RTK Query api slice. Features add their calls with `api.injectEndpoints` in their own folder.
 * Its cache is never persisted (see store.ts).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: withQueryRetries(baseQuery),
  keepUnusedDataFor: 300, // spec §9: garbage-collect after 5 minutes
  refetchOnReconnect: true, // patchy 4G: catch up when the connection comes back
  endpoints: () => ({}),
});
