import type { MessageResponse } from '@detox/server/contracts/auth';
import type {
  AccountExport,
  ConsentPurpose,
  DeleteAccountRequest,
  MeResponse,
} from '@detox/server/contracts/me';
import { api } from '../../app/api.ts';

/** /api/me: the account and its data rights (LGPD). */
export const settingsApi = api.enhanceEndpoints({ addTagTypes: ['Me'] }).injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<MeResponse, undefined>({
      query: () => '/me',
      providesTags: ['Me'],
    }),
    setConsent: build.mutation<Pick<MeResponse, 'consents'>, { purpose: ConsentPurpose; granted: boolean }>({
      query: ({ purpose, granted }) => ({ url: `/me/consents/${purpose}`, method: 'PUT', body: { granted } }),
      // The answer holds every consent as now recorded: it replaces the cached ones, no refetch needed.
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            settingsApi.util.updateQueryData('getMe', undefined, (draft) => {
              draft.consents = data.consents;
            }),
          );
        } catch {
          // The screen shows the failure from the mutation's state.
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
