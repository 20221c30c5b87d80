import type { CareResponse } from '@detox/server/contracts/ai';
import type {
  AudioSessionDto,
  PersonalizedSessionRequest,
  UserSessionsResponse,
} from '@detox/server/contracts/audio';
import { api } from '../../shared/api/api.ts';
import { keptOnDevice } from '../../shared/offline/offline-endpoint.ts';
import { type CheckedIn, checkedInPost } from './care-check-in-api.ts';
import type { Keyed } from './saved-guidance-api.ts';

/** The JSON calls of /api/audio (spec §7 Audio); audio bytes are fetched with audio-fetch.ts. */
export const audioApi = api.enhanceEndpoints({ addTagTypes: ['AudioSession'] }).injectEndpoints({
  endpoints: (build) => ({
    getUserSessions: build.query<AudioSessionDto[], undefined>({
      query: () => '/audio/user-sessions',
      transformResponse: (response: UserSessionsResponse) => response.sessions,
      providesTags: [{ type: 'AudioSession', id: 'LIST' }],
      extraOptions: keptOnDevice(),
    }),
    // A session whose intention or the day's reflection suggests a crisis is not made: the care answer comes instead
    // (or, when the policy is unsure, the check-in: issue 31; sent again with a new key after "Não, estou bem").
    createPersonalizedSession: build.mutation<
      AudioSessionDto | CareResponse,
      CheckedIn<Keyed<PersonalizedSessionRequest>>
    >({
      query: ({ key, ...args }) => {
        const request = checkedInPost('/audio/personalized-session', args);
        return { ...request, headers: { ...request.headers, 'Idempotency-Key': key } };
      },
      invalidatesTags: (result) =>
        result && !('care' in result) ? [{ type: 'AudioSession', id: 'LIST' }] : [],
    }),
  }),
});

export const { useGetUserSessionsQuery, useCreatePersonalizedSessionMutation } = audioApi;
