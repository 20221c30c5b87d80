import type { DayConditions, DebugStatus, DebugWriteResponse } from '@detox/server/contracts/debug';
import { api } from '../../shared/api/api.ts';
import { newActionKey } from '../../entities/progress/action-key.ts';

/** spec §9: the debug panel refreshes every 2 s. */
export const DEBUG_REFRESH_MS = 2000;

const keyed = (url: string) => ({
  url,
  method: 'POST' as const,
  // An empty JSON body: the API refuses a POST body that is not JSON, and a browser's empty POST has one.
  body: {},
  headers: { 'Idempotency-Key': newActionKey() },
});

/** /api/debug: refused (403) in production unless the user is an admin. */
const debugApi = api.enhanceEndpoints({ addTagTypes: ['DebugConditions'] }).injectEndpoints({
  endpoints: (build) => ({
    getDebugStatus: build.query<DebugStatus, undefined>({ query: () => '/debug/status' }),
    getDayConditions: build.query<DayConditions, number>({
      query: (day) => `/debug/day/${day}/conditions`,
      providesTags: ['DebugConditions'],
    }),
    createTestData: build.mutation<DebugWriteResponse, number>({
      query: (day) => keyed(`/debug/day/${day}/test-data`),
      invalidatesTags: ['DebugConditions'],
    }),
    fixTasks: build.mutation<DebugWriteResponse, number>({
      query: (day) => keyed(`/debug/day/${day}/fix-tasks`),
      invalidatesTags: ['DebugConditions'],
    }),
    clearJourney: build.mutation<DebugWriteResponse, undefined>({
      query: () => keyed('/debug/clear'),
      invalidatesTags: ['DebugConditions'],
    }),
  }),
});

export const {
  useGetDebugStatusQuery,
  useGetDayConditionsQuery,
  useCreateTestDataMutation,
  useFixTasksMutation,
  useClearJourneyMutation,
} = debugApi;
