import type { AudioSessionDto, UserSessionsResponse } from '@detox/server/contracts/audio';
import { api } from '../../shared/api/api.ts';
import { keptOnDevice } from '../../shared/offline/offline-endpoint.ts';

/**
 * The JSON calls of /api/audio (spec §7 Audio); audio bytes are fetched with audio-fetch.ts, and a new personalised
 * session, which answers its audio as it is made, with audio-stream.ts (decision 0029).
 */
export const audioApi = api.enhanceEndpoints({ addTagTypes: ['AudioSession'] }).injectEndpoints({
  endpoints: (build) => ({
    getUserSessions: build.query<AudioSessionDto[], undefined>({
      query: () => '/audio/user-sessions',
      transformResponse: (response: UserSessionsResponse) => response.sessions,
      providesTags: [{ type: 'AudioSession', id: 'LIST' }],
      extraOptions: keptOnDevice(),
    }),
  }),
});

export const { useGetUserSessionsQuery } = audioApi;
