import type {
  SupportExport,
  SupportReplay,
  SupportSearchResult,
  SupportTimeline,
} from '@detox/server/contracts/support';
import { api } from '../../shared/api/api.ts';

/**
 * /api/support (roles support and admin). Each call is an access the server records, so nothing is kept in the
 * cache once the screen leaves it, and a screen that opens again asks again.
 */
const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchSubscribers: build.query<SupportSearchResult, string>({
      query: (q) => ({ url: '/support/users', params: { q } }),
      keepUnusedDataFor: 0,
    }),
    getTimeline: build.query<SupportTimeline, string>({
      query: (userId) => `/support/users/${encodeURIComponent(userId)}/timeline`,
      keepUnusedDataFor: 0,
    }),
    getReplay: build.query<SupportReplay, { userId: string; at: string; day?: number | undefined }>({
      query: ({ userId, at, day }) => ({
        url: `/support/users/${encodeURIComponent(userId)}/replay`,
        params: day === undefined ? { at } : { at, day },
      }),
      keepUnusedDataFor: 0,
    }),
    exportTimeline: build.mutation<SupportExport, string>({
      query: (userId) => `/support/users/${encodeURIComponent(userId)}/export`,
    }),
  }),
});

export const {
  useSearchSubscribersQuery,
  useGetTimelineQuery,
  useGetReplayQuery,
  useExportTimelineMutation,
} = supportApi;
