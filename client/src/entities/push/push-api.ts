import type {
  PushSubscriptionRequest,
  ReminderPreferencesRequest,
  ReminderPreferencesResponse,
  VapidPublicKeyResponse,
} from '@detox/server/contracts/notifications';
import { api } from '../../shared/api/api.ts';
import { keptOnDevice } from '../../shared/offline/offline-endpoint.ts';

/** /api/notifications: the VAPID key, this browser's subscription, the daily reminder preferences. */
const pushApi = api.enhanceEndpoints({ addTagTypes: ['ReminderPreferences'] }).injectEndpoints({
  endpoints: (build) => ({
    getVapidPublicKey: build.query<VapidPublicKeyResponse, undefined>({
      query: () => '/notifications/vapid-public-key',
    }),
    getReminderPreferences: build.query<ReminderPreferencesResponse, undefined>({
      query: () => '/notifications/preferences',
      providesTags: ['ReminderPreferences'],
      extraOptions: keptOnDevice(),
    }),
    subscribePush: build.mutation<ReminderPreferencesResponse, PushSubscriptionRequest>({
      query: (body) => ({ url: '/notifications/subscribe', method: 'POST', body }),
      invalidatesTags: ['ReminderPreferences'],
    }),
    setReminderPreferences: build.mutation<ReminderPreferencesResponse, ReminderPreferencesRequest>({
      query: (body) => ({ url: '/notifications/preferences', method: 'PUT', body }),
      // Optimistic: the switch and the time show the choice at once; a failure puts the old values back.
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          pushApi.util.updateQueryData('getReminderPreferences', undefined, (draft) => {
            draft.enabled = body.enabled;
            draft.hour = body.hour;
            draft.minute = body.minute ?? 0;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          void dispatch(pushApi.util.upsertQueryData('getReminderPreferences', undefined, data));
        } catch {
          optimistic.undo();
        }
      },
    }),
  }),
});

export const {
  useGetReminderPreferencesQuery,
  useLazyGetVapidPublicKeyQuery,
  useSubscribePushMutation,
  useSetReminderPreferencesMutation,
} = pushApi;
