import { wasQueued } from '../../shared/api/api-response.ts';
import type { WeeklyChallengeDto, weeklyStatusSchema } from '@detox/server/contracts/progress';
import type { z } from 'zod';
import { progressReads } from '../progress/progress-api.ts';
import type { Keyed } from '../progress/progress-requests.ts';
import { createWriteBursts } from '../progress/write-bursts.ts';
import { keptOnDevice, queuedInOutbox } from '../../shared/offline/offline-endpoint.ts';
import { weeklyChallengeEntityStrings } from './strings.ts';
import { overlayWeeks, weeklyTaskKind } from './weekly-overlay.ts';

type WeeklyStatusDto = z.infer<typeof weeklyStatusSchema>;

const statusTag = { type: 'WeeklyChallenge', id: 'STATUS' } as const;
const listTag = { type: 'WeeklyChallenge', id: 'LIST' } as const;
// A week's answer carries no time of its own (an untick clears the task's): of a burst's answers, the last to arrive.
const weeklyWrites = createWriteBursts<WeeklyChallengeDto>(() => false);

/** /api/weekly-challenge (spec §7): weeks unlock on days 7, 14 and 21. */
const weeklyChallengeReads = progressReads.injectEndpoints({
  endpoints: (build) => ({
    getWeeklyStatus: build.query<WeeklyStatusDto, number>({
      query: (currentDay) => ({ url: '/weekly-challenge/status/check', params: { currentDay } }),
      providesTags: [statusTag],
      extraOptions: keptOnDevice(),
    }),
    getWeeklyChallenges: build.query<WeeklyChallengeDto[], undefined>({
      query: () => '/weekly-challenge/user/all',
      // spec §7: the list comes as data.challenges or as data itself.
      transformResponse: (response: { challenges: WeeklyChallengeDto[] } | WeeklyChallengeDto[]) =>
        Array.isArray(response) ? response : response.challenges,
      providesTags: [listTag],
      extraOptions: keptOnDevice(overlayWeeks),
    }),
  }),
});

function replaceChallenge(challenges: WeeklyChallengeDto[], updated: WeeklyChallengeDto) {
  const others = challenges.filter((challenge) => challenge.weekNumber !== updated.weekNumber);
  return [...others, updated].sort((a, b) => a.weekNumber - b.weekNumber);
}

const weeklyChallengeWrites = weeklyChallengeReads.injectEndpoints({
  endpoints: (build) => ({
    generateWeeklyChallenge: build.mutation<WeeklyChallengeDto, Keyed<{ weekNumber: number }>>({
      query: ({ key, weekNumber }) => ({
        url: '/weekly-challenge/generate',
        method: 'POST',
        body: { weekNumber },
        headers: { 'Idempotency-Key': key },
      }),
      invalidatesTags: (result) => (result ? [statusTag] : []),
      // The answer is the new week: it goes into the list at once. Reading the list again instead would race
      // with the first tick on its tasks and undo it for a moment.
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            weeklyChallengeReads.util.updateQueryData('getWeeklyChallenges', undefined, (challenges) =>
              replaceChallenge(challenges, data),
            ),
          );
        } catch {
          // The card shows the failure from the mutation's own state.
        }
      },
    }),
    setWeeklyTask: build.mutation<
      WeeklyChallengeDto,
      Keyed<{ weekNumber: number; taskId: string; completed: boolean }>
    >({
      query: ({ key, weekNumber, taskId, completed }) => ({
        url: `/weekly-challenge/${weekNumber}/progress`,
        method: 'PUT',
        body: {
          progressData: { taskId, completed, completedAt: completed ? new Date().toISOString() : null },
        },
        headers: { 'Idempotency-Key': key },
      }),
      extraOptions: queuedInOutbox({
        kind: weeklyTaskKind,
        tags: ['WeeklyChallenge'],
        what: weeklyChallengeEntityStrings.outboxTask,
      }),
      // The tick shows at once; the server's answer replaces the week, a failure undoes the tick.
      async onQueryStarted({ weekNumber, taskId, completed }, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          weeklyChallengeReads.util.updateQueryData('getWeeklyChallenges', undefined, (challenges) => {
            const task = challenges
              .find((challenge) => challenge.weekNumber === weekNumber)
              ?.tasks.find((candidate) => candidate.taskId === taskId);
            if (task) task.completed = completed;
          }),
        );
        // Quick ticks overlap on a slow connection: one answer replaces the week once they all ended (write-bursts.ts).
        weeklyWrites.begin(weekNumber);
        let answer: WeeklyChallengeDto | null = null;
        try {
          answer = (await queryFulfilled).data;
        } catch (failure) {
          // Kept in the outbox: the tick stays, shown from the pending action until it is sent.
          if (!wasQueued(failure)) optimistic.undo();
        }
        const end = weeklyWrites.end(weekNumber, answer);
        if (end.kind === 'apply') {
          dispatch(
            weeklyChallengeReads.util.updateQueryData('getWeeklyChallenges', undefined, (challenges) =>
              replaceChallenge(challenges, end.answer),
            ),
          );
        } else if (end.kind === 'read-again') dispatch(weeklyChallengeReads.util.invalidateTags([listTag]));
      },
    }),
  }),
});

export const { useGetWeeklyStatusQuery, useGetWeeklyChallengesQuery } = weeklyChallengeReads;
export const { useGenerateWeeklyChallengeMutation, useSetWeeklyTaskMutation } = weeklyChallengeWrites;
