import type {
  QuestionnaireResponseDto,
  saveQuestionnaireRequestSchema,
} from '@detox/server/contracts/progress';
import type { z } from 'zod';
import { keptOnDevice, queuedInOutbox } from '../../shared/offline/offline-endpoint.ts';
import { progressReads } from './progress-api.ts';
import { overlayQuestionnaire, progressKinds } from './progress-overlay.ts';
import { type Keyed, keyedPost } from './progress-requests.ts';
import { progressStrings } from './strings.ts';

type SaveQuestionnaireRequest = z.infer<typeof saveQuestionnaireRequestSchema>;

/** The daily questionnaire, under /api/weekly-challenge as in spec §7. */
const questionnaireApi = progressReads.injectEndpoints({
  endpoints: (build) => ({
    getQuestionnaire: build.query<QuestionnaireResponseDto, number>({
      query: (day) => `/weekly-challenge/questionnaire/${day}`,
      providesTags: (_result, _error, day) => [{ type: 'Questionnaire', id: day }],
      extraOptions: keptOnDevice(overlayQuestionnaire),
    }),
    saveQuestionnaire: build.mutation<QuestionnaireResponseDto, Keyed<SaveQuestionnaireRequest>>({
      query: (args) => keyedPost('/weekly-challenge/questionnaire/save', args),
      // The day's questionnaireAnswered and totals change with it.
      invalidatesTags: (result, _error, { dayNumber }) =>
        result
          ? [
              { type: 'Progress', id: 'ALL' },
              { type: 'Progress', id: dayNumber },
            ]
          : [],
      // Queued, it changes the day's totals and the questionnaire read: both are read again.
      extraOptions: queuedInOutbox({
        kind: progressKinds.questionnaire,
        tags: ['Progress', 'Questionnaire'],
        what: progressStrings.outbox.questionnaire,
      }),
      async onQueryStarted({ dayNumber }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(questionnaireApi.util.upsertQueryData('getQuestionnaire', dayNumber, data));
        } catch {
          // The dialog shows the failure from the mutation's own state.
        }
      },
    }),
  }),
});

export const { useGetQuestionnaireQuery, useSaveQuestionnaireMutation } = questionnaireApi;
