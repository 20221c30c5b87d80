import type {
  DayProgressDto,
  OverallProgressDto,
  ProgressWriteResponse,
} from '@detox/server/contracts/progress';
import { api } from '../../app/api.ts';
import { announceProgressUpdated } from './progress-events.ts';
import {
  type AudioRequest,
  type CompleteDayRequest,
  type Keyed,
  keyedPost,
  type SaveReflectionRequest,
  type SetTaskRequest,
} from './progress-requests.ts';

/** spec §9: progress is reloaded at most once per 2 seconds (RTK Query also never runs one query twice at once). */
export const PROGRESS_RELOAD_THROTTLE_MS = 2000;

const allProgress = { type: 'Progress', id: 'ALL' } as const;

/** The reads of /api/progress (spec §7); the writes below patch their cache. */
export const progressReads = api
  .enhanceEndpoints({ addTagTypes: ['Progress', 'WeeklyChallenge', 'Questionnaire'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getProgress: build.query<OverallProgressDto, undefined>({
        query: () => '/progress',
        providesTags: [allProgress],
      }),
      getDayProgress: build.query<DayProgressDto, number>({
        query: (day) => `/progress/day/${day}`,
        providesTags: (_result, _error, day) => [{ type: 'Progress', id: day }],
      }),
    }),
  });

interface WriteLifecycle {
  dispatch: (action: ReturnType<typeof progressReads.util.upsertQueryData>) => unknown;
  queryFulfilled: Promise<{ data: ProgressWriteResponse }>;
}

/** Every write answers with the day after it: that answer replaces the cached day at once. */
async function replaceDayWithAnswer({ dayNumber }: { dayNumber: number }, lifecycle: WriteLifecycle) {
  try {
    const { data } = await lifecycle.queryFulfilled;
    void lifecycle.dispatch(progressReads.util.upsertQueryData('getDayProgress', dayNumber, data.day));
  } catch {
    // Nothing to replace; the screen shows the failure from the mutation's own state.
  }
}

/** The writes of /api/progress. Each carries the Idempotency-Key of its user action. */
export const progressWrites = progressReads.injectEndpoints({
  endpoints: (build) => ({
    setTask: build.mutation<ProgressWriteResponse, Keyed<SetTaskRequest>>({
      query: (args) => keyedPost('/progress/task', args),
      invalidatesTags: (result) => (result ? [allProgress] : []),
      // A tick shows at once on a slow connection; the server's answer replaces it, a failure undoes it.
      async onQueryStarted({ dayNumber, taskId, completed }, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          progressReads.util.updateQueryData('getDayProgress', dayNumber, (day) => {
            const task = day.tasks.find((candidate) => candidate.id === taskId);
            if (task) task.completed = completed;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          void dispatch(progressReads.util.upsertQueryData('getDayProgress', dayNumber, data.day));
        } catch {
          optimistic.undo();
        }
      },
    }),
    saveReflection: build.mutation<ProgressWriteResponse, Keyed<SaveReflectionRequest>>({
      query: (args) => keyedPost('/progress/reflection', args),
      invalidatesTags: (result) => (result ? [allProgress] : []),
      onQueryStarted: replaceDayWithAnswer,
    }),
    reportAudio: build.mutation<ProgressWriteResponse, Keyed<AudioRequest>>({
      query: (args) => keyedPost('/progress/audio', args),
      invalidatesTags: (result) => (result ? [allProgress] : []),
      onQueryStarted: replaceDayWithAnswer,
    }),
    completeDay: build.mutation<ProgressWriteResponse, Keyed<CompleteDayRequest>>({
      query: (args) => keyedPost('/progress/complete-day', args),
      // The next day unlocks and a weekly challenge may too: every progress read is stale.
      invalidatesTags: (result) => (result ? ['Progress', 'WeeklyChallenge'] : []),
      async onQueryStarted({ dayNumber }, { queryFulfilled }) {
        try {
          await queryFulfilled;
          announceProgressUpdated(dayNumber);
        } catch {
          // The screen shows the failure from the mutation's own state.
        }
      },
    }),
    restartJourney: build.mutation<OverallProgressDto, { key: string }>({
      // An empty JSON body: a body-less POST arrives with no Content-Type, which the API refuses.
      query: ({ key }) => ({
        url: '/progress/restart',
        method: 'POST',
        body: {},
        headers: { 'Idempotency-Key': key },
      }),
      invalidatesTags: (result) => (result ? ['Progress', 'WeeklyChallenge', 'Questionnaire'] : []),
    }),
  }),
});

export const { useGetProgressQuery, useGetDayProgressQuery } = progressReads;
export const {
  useSetTaskMutation,
  useSaveReflectionMutation,
  useReportAudioMutation,
  useCompleteDayMutation,
  useRestartJourneyMutation,
} = progressWrites;
