import type { MessageResponse } from '@detox/server/contracts/auth';
import type {
  AccountExport,
  ConsentPurpose,
  DeleteAccountRequest,
  MeResponse,
} from '@detox/server/contracts/me';
import { api } from '../../shared/api/api.ts';
import { keptOnDevice } from '../../shared/offline/offline-endpoint.ts';

/** /api/me: the account and its data rights (LGPD). */
const settingsApi = api.enhanceEndpoints({ addTagTypes: ['Me'] }).injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<MeResponse, undefined>({
      query: () => '/me',
      providesTags: ['Me'],
      extraOptions: keptOnDevice(),
    }),
    setConsent: build.mutation<Pick<MeResponse, 'consents'>, { purpose: ConsentPurpose; granted: boolean }>({
      query: ({ purpose, granted }) => ({ url: `/me/consents/${purpose}`, method: 'PUT', body: { granted } }),
      // Optimistic: the box shows the choice at once; the server's answer (every consent as now recorded)
      // then replaces the cache, and a failure undoes the choice.
      async onQueryStarted({ purpose, granted }, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          settingsApi.util.updateQueryData('getMe', undefined, (draft) => {
            const consent = draft.consents.find((candidate) => candidate.purpose === purpose);
            if (consent) consent.granted = granted;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            settingsApi.util.updateQueryData('getMe', undefined, (draft) => {
              draft.consents = data.consents;
            }),
          );
        } catch {
          optimistic.undo();
        }
      },
    }),
    exportMyData: build.mutation<AccountExport, undefined>({
      query: () => '/me/export',
    }),
    deleteAccount: build.mutation<MessageResponse, DeleteAccountRequest>({
      query: (body) => ({ url: '/me', method: 'DELETE', body }),
    }),
  }),
});

export const { useGetMeQuery, useSetConsentMutation, useExportMyDataMutation, useDeleteAccountMutation } =
  settingsApi;
