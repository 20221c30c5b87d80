import type {
  QuestionnaireResponseDto,
  saveQuestionnaireRequestSchema,
} from '@detox/server/contracts/progress';
import type { z } from 'zod';
import { progressReads } from '../../entities/progress/progress-api.ts';
import { type Keyed, keyedPost } from '../../entities/progress/progress-requests.ts';

export type SaveQuestionnaireRequest = z.infer<typeof saveQuestionnaireRequestSchema>;

/** The daily questionnaire, under /api/weekly-challenge as in spec §7. */
export const questionnaireApi = progressReads.injectEndpoints({
  endpoints: (build) => ({
    getQuestionnaire: build.query<QuestionnaireResponseDto, number>({
      query: (day) => `/weekly-challenge/questionnaire/${day}`,
      providesTags: (_result, _error, day) => [{ type: 'Questionnaire', id: day }],
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
