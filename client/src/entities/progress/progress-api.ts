import { wasQueued } from '../../shared/api/api-response.ts';
import type {
  DayProgressDto,
  OverallProgressDto,
  ProgressWriteResponse,
} from '@detox/server/contracts/progress';
import { original } from '@reduxjs/toolkit';
import { copyWithStructuralSharing, type TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query';
import { api, type ApiBaseQuery } from '../../shared/api/api.ts';
import { keptOnDevice, queuedInOutbox } from '../../shared/offline/offline-endpoint.ts';
import { announceProgressUpdated } from '../../shared/progress-events.ts';
import { overlayDay, overlayOverall, progressKinds } from './progress-overlay.ts';
import { progressReadPaths } from './read-paths.ts';
import { createWriteBursts } from './write-bursts.ts';
import {
  type AudioRequest,
  type CompleteDayRequest,
  type Keyed,
  keyedPost,
  type SaveReflectionRequest,
  type SetTaskRequest,
} from './progress-requests.ts';
import { progressStrings } from './strings.ts';

/** spec §9: progress is reloaded at most once per 2 seconds (RTK Query also never runs one query twice at once). */
export const PROGRESS_RELOAD_THROTTLE_MS = 2000;

const allProgress = { type: 'Progress', id: 'ALL' } as const;

/** Whether the server made `day` before `than`: its last event is older (a day nobody touched has none). */
const isOlderDay = (day: DayProgressDto, than: DayProgressDto) =>
  (day.updatedAt ?? '') < (than.updatedAt ?? '');

/**
 * How many write answers each day's cache has taken, and how many it had taken when each read of the day left. A
 * read that comes back after a newer answer was applied would show the day before that write (a tick undone until
 * the next read): fresh-reads.ts sends such a read again, but only twice while writes keep landing.
 */
const answersApplied = new Map<number, number>();
const answersWhenReadLeft = new Map<string, number>();

/** The reads of /api/progress (spec §7); the writes below patch their cache. */
export const progressReads = api
  .enhanceEndpoints({ addTagTypes: ['Progress', 'WeeklyChallenge', 'Questionnaire'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getProgress: build.query<OverallProgressDto, undefined>({
        query: () => progressReadPaths.overall,
        providesTags: [allProgress],
        extraOptions: keptOnDevice(overlayOverall),
      }),
      getDayProgress: build.query<DayProgressDto, number>({
        query: (day) => progressReadPaths.day(day),
        providesTags: (_result, _error, day) => [{ type: 'Progress', id: day }],
        extraOptions: keptOnDevice(overlayDay),
        async onQueryStarted(day, { requestId, queryFulfilled }) {
          answersWhenReadLeft.set(requestId, answersApplied.get(day) ?? 0);
          await queryFulfilled.catch(() => undefined);
          answersWhenReadLeft.delete(requestId);
        },
        // The day as read, unless an answer applied while the read was out is newer than it.
        merge(cached, read, { arg: day, requestId }) {
          const left = answersWhenReadLeft.get(requestId);
          const answeredSince = left !== undefined && (answersApplied.get(day) ?? 0) > left;
          if (answeredSince && isOlderDay(read, cached)) return cached;
          // As RTK Query does without a merge: the parts that did not change stay the same objects.
          return copyWithStructuralSharing(original(cached), read);
        },
      }),
    }),
  });

const dayWrites = createWriteBursts<DayProgressDto>(isOlderDay);

interface DayCacheEffects {
  /**
   * Put the server's day into the cache, synchronously (updateQueryData, not the asynchronous upsert), so a
   * tick made a moment later lands on top of it instead of being replaced by it.
   */
  apply: (day: DayProgressDto) => void;
  /** Read the day again from the server. */
  refetch: () => void;
}

/**
 * Every write answers with the day after it, which replaces the cached day; within a burst of writes to the
 * same day only the newest answer does, once the last write ended (see write-bursts.ts).
 */
async function settleDayWrite(
  dayNumber: number,
  queryFulfilled: Promise<{ data: ProgressWriteResponse }>,
  effects: DayCacheEffects,
) {
  dayWrites.begin(dayNumber);
  let answer: ProgressWriteResponse | null = null;
  try {
    answer = (await queryFulfilled).data;
  } catch {
    // The screen shows the failure from the mutation's own state.
  }
  const end = dayWrites.end(dayNumber, answer?.day ?? null);
  if (end.kind === 'apply') {
    answersApplied.set(dayNumber, (answersApplied.get(dayNumber) ?? 0) + 1);
    effects.apply(end.answer);
  } else if (end.kind === 'read-again') effects.refetch();
}

/**
 * A write to one day (a task ticked, the reflection, the audio heard): with no connection it waits in the
 * outbox and shows as pending; once answered the overall progress is stale and the day takes the answer.
 */
const dayWrite = (write: { kind: string; what: string }) => ({
  invalidatesTags: (result: ProgressWriteResponse | undefined) => (result ? [allProgress] : []),
  extraOptions: queuedInOutbox({ ...write, tags: ['Progress'] }),
});

/** The day's cache takes the write's answer (settleDayWrite); `onQueryStarted` of every day write. */
function settlesDay<Arg extends { dayNumber: number }>(): NonNullable<
  TypedMutationOnQueryStarted<ProgressWriteResponse, Arg, ApiBaseQuery, 'api'>
> {
  return ({ dayNumber }, { dispatch, queryFulfilled }) =>
    settleDayWrite(dayNumber, queryFulfilled, {
      apply: (day) => dispatch(progressReads.util.updateQueryData('getDayProgress', dayNumber, () => day)),
      refetch: () => dispatch(progressReads.util.invalidateTags([{ type: 'Progress', id: dayNumber }])),
    });
}

export const progressWrites = progressReads.injectEndpoints({
  endpoints: (build) => ({
    setTask: build.mutation<ProgressWriteResponse, Keyed<SetTaskRequest>>({
      query: (args) => keyedPost('/progress/task', args),
      ...dayWrite({ kind: progressKinds.task, what: progressStrings.outbox.task }),
      // A tick shows at once on a slow connection; the server's answer replaces it, a failure undoes it.
      async onQueryStarted(args, lifecycle) {
        const { dayNumber, taskId, completed } = args;
        const optimistic = lifecycle.dispatch(
          progressReads.util.updateQueryData('getDayProgress', dayNumber, (day) => {
            const task = day.tasks.find((candidate) => candidate.id === taskId);
            if (task) task.completed = completed;
          }),
        );
        lifecycle.queryFulfilled.catch((failure: unknown) => {
          // Kept in the outbox: the tick stays, shown from the pending action until it is sent.
          if (!wasQueued(failure)) optimistic.undo();
        });
        await settlesDay<Keyed<SetTaskRequest>>()(args, lifecycle);
      },
    }),
    saveReflection: build.mutation<ProgressWriteResponse, Keyed<SaveReflectionRequest>>({
      query: (args) => keyedPost('/progress/reflection', args),
      ...dayWrite({ kind: progressKinds.reflection, what: progressStrings.outbox.reflection }),
      onQueryStarted: settlesDay<Keyed<SaveReflectionRequest>>(),
    }),
    reportAudio: build.mutation<ProgressWriteResponse, Keyed<AudioRequest> & { keepalive?: boolean }>({
      // keepalive: a report sent as the page closes still arrives (and waits in the outbox if it does not).
      query: ({ keepalive, ...args }) => ({
        ...keyedPost('/progress/audio', args),
        ...(keepalive ? { keepalive } : {}),
      }),
      ...dayWrite({ kind: progressKinds.audio, what: progressStrings.outbox.audio }),
      onQueryStarted: settlesDay<Keyed<AudioRequest> & { keepalive?: boolean }>(),
    }),
    completeDay: build.mutation<ProgressWriteResponse, Keyed<CompleteDayRequest>>({
      query: (args) => keyedPost('/progress/complete-day', args),
      // The next day unlocks and a weekly challenge may too: every progress read is stale.
      invalidatesTags: (result) => (result ? ['Progress', 'WeeklyChallenge'] : []),
      extraOptions: queuedInOutbox({
        kind: progressKinds.completeDay,
        tags: ['Progress', 'WeeklyChallenge'],
        what: progressStrings.outbox.completeDay,
      }),
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
