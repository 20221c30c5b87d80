import type {
  AiTestResponse,
  ChatRequest,
  ChatResponse,
  CoachingResponse,
  DayContentResponse,
  InsightsNowRequest,
  InsightsResponse,
  UpdateCardProgressRequest,
  UpdateCardProgressResponse,
  ReflectionRequest,
  SaveContentRequest,
  SaveContentResponse,
  ReflectionResponse,
  WellbeingRequest,
  WellbeingResponse,
} from '@detox/server/contracts/ai';
import { api } from '../../shared/api/api.ts';
import { keptOnDevice } from '../../shared/offline/offline-endpoint.ts';
import { apiFetch } from '../../shared/api/base-query.ts';
import { type CheckedIn, checkedInPost } from './care-check-in-api.ts';

/**
 * The AI calls of spec §7 used by the screens. Day content and coaching are POSTs that answer from the server's
 * cache (by user, day and type), so they are queries here; 'Atualizar Conteúdo' and 'Novas Orientações' are
 * mutations that generate again (`forceRefresh`) and put the answer in the query's place. A call that may meet the
 * mentor's check-in (issue 31) takes a CheckedIn body: sent again with `careCheckIn` after "Não, estou bem". A
 * check-in is never cached by the server, so for day content and coaching the generating call is the one sent
 * again, whether the check-in came from the read or from a regeneration.
 */
export const aiApi = api.enhanceEndpoints({ addTagTypes: ['AiAvailability'] }).injectEndpoints({
  endpoints: (build) => ({
    getDayContent: build.query<DayContentResponse, number>({
      query: (dayNumber) => ({ url: '/ai/day-content', method: 'POST', body: { dayNumber } }),
      // The day's content, once generated, opens offline too.
      extraOptions: keptOnDevice(),
    }),
    regenerateDayContent: build.mutation<DayContentResponse, CheckedIn<{ dayNumber: number }>>({
      query: (args) => checkedInPost('/ai/day-content', { ...args, forceRefresh: true }),
      async onQueryStarted({ dayNumber }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(aiApi.util.upsertQueryData('getDayContent', dayNumber, data));
        } catch {
          // The screen shows the failure from the mutation's own state.
        }
      },
    }),
    getCoaching: build.query<CoachingResponse, number>({
      query: (dayNumber) => ({ url: '/ai/coaching', method: 'POST', body: { dayNumber } }),
      extraOptions: keptOnDevice(),
    }),
    regenerateCoaching: build.mutation<CoachingResponse, CheckedIn<{ dayNumber: number }>>({
      query: (args) => checkedInPost('/ai/coaching', { ...args, forceRefresh: true }),
      async onQueryStarted({ dayNumber }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(aiApi.util.upsertQueryData('getCoaching', dayNumber, data));
        } catch {
          // The card shows the failure from the mutation's own state.
        }
      },
    }),
    analyzeReflection: build.mutation<ReflectionResponse, CheckedIn<ReflectionRequest>>({
      query: (args) => checkedInPost('/ai/reflection', args),
    }),
    analyzeWellbeing: build.mutation<WellbeingResponse, CheckedIn<WellbeingRequest>>({
      query: (args) => checkedInPost('/ai/wellbeing', args),
    }),
    sendChatMessage: build.mutation<ChatResponse, CheckedIn<ChatRequest>>({
      query: (args) => checkedInPost('/ai/chat', args),
    }),
    /**
     * spec §4: the chat tests its connection on open; a failure shows the unavailable card. Straight to the
     * network (apiFetch, not the base query): a connection test answered from the offline memory of earlier reads,
     * or retried for seconds, would say nothing about the mentor now.
     */
    testChat: build.query<AiTestResponse, undefined>({
      queryFn: async (_arg, { signal }) => {
        const result = await apiFetch('/ai/test', signal);
        return result.error ? { error: result.error } : { data: result.data as AiTestResponse };
      },
      providesTags: ['AiAvailability'],
      keepUnusedDataFor: 60,
    }),
    updateCardProgress: build.mutation<UpdateCardProgressResponse, UpdateCardProgressRequest>({
      query: (body) => ({ url: '/ai/update-card-progress', method: 'POST', body }),
    }),
    /** Keeps a client-updated copy in the cache (the coaching with its ticked suggestions). */
    saveContent: build.mutation<SaveContentResponse, SaveContentRequest>({
      query: (body) => ({ url: '/ai/save-content', method: 'POST', body }),
    }),
    insightsNow: build.mutation<InsightsResponse, CheckedIn<InsightsNowRequest>>({
      query: (args) => checkedInPost('/ai/insights-now', args),
    }),
  }),
});

export const {
  useGetDayContentQuery,
  useRegenerateDayContentMutation,
  useGetCoachingQuery,
  useRegenerateCoachingMutation,
  useAnalyzeReflectionMutation,
  useAnalyzeWellbeingMutation,
  useSendChatMessageMutation,
  useTestChatQuery,
  useInsightsNowMutation,
} = aiApi;
