import { createApi } from '@reduxjs/toolkit/query/react';
import { withOffline } from '../offline/offline-base-query.ts';
import { outbox } from '../offline/outbox-store.ts';
import { snapshots } from '../offline/snapshot-store.ts';
import { readMirroredSession } from '../session/auth-storage.ts';
import { baseQuery } from './base-query.ts';
import { withFreshReads } from './fresh-reads.ts';
import { withQueryRetries } from './retry-policy.ts';

// Offline inside the retries: a read answered from the device needs no retry, a queued write none either.
// A read that comes back after a newer write's answer is read again (fresh-reads.ts).
const apiBaseQuery = withQueryRetries(
  withFreshReads(
    withOffline(baseQuery, {
      outbox,
      snapshots,
      userId: () => readMirroredSession()?.user.id ?? null,
      online: () => navigator.onLine,
      now: () => Date.now(),
    }),
  ),
);

/** What every call of the api is sent with: a lifecycle helper (onQueryStarted) is typed by it. */
export type ApiBaseQuery = typeof apiBaseQuery;

/**
 * The one RTK Query api slice. Entities (and a feature, for a call only it makes) add their calls with
 * `api.injectEndpoints`, each declaring in its `extraOptions` how it behaves offline (../offline/offline-endpoint.ts).
 * Its cache is never persisted (see app/store.ts).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  keepUnusedDataFor: 300, // spec §9: garbage-collect after 5 minutes
  refetchOnReconnect: true, // patchy 4G: catch up when the connection comes back
  endpoints: () => ({}),
});
