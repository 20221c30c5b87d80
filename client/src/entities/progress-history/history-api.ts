import type { ProgressHistoryDto } from '@detox/server/contracts/progress';
import { api } from '../../shared/api/api.ts';
import { keptOnDevice } from '../../shared/offline/offline-endpoint.ts';
import { progressReadPaths } from '../progress/read-paths.ts';

/** GET /api/progress/history: the 21 days in figures (charts, reports, journal), kept on the device for offline. */
const historyApi = api.enhanceEndpoints({ addTagTypes: ['Progress'] }).injectEndpoints({
  endpoints: (build) => ({
    getProgressHistory: build.query<ProgressHistoryDto, undefined>({
      query: () => progressReadPaths.history,
      // Every progress write (task, reflection, audio, questionnaire, completed day) reads it again.
      providesTags: [{ type: 'Progress', id: 'ALL' }],
      extraOptions: keptOnDevice(),
    }),
  }),
});

export const { useGetProgressHistoryQuery } = historyApi;
