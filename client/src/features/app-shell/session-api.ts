import { api } from '../../app/api.ts';

/**
 * Ends the session on the server (spec §7 POST /auth/logout). Kept here until the auth feature exports its own
 * sign-out; the shell's 'Sair' and the journey restart use it.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    endSession: build.mutation<unknown, undefined>({
      // An empty JSON body: a body-less POST arrives with no Content-Type, which the API refuses.
      query: () => ({ url: '/auth/logout', method: 'POST', body: {} }),
    }),
  }),
});
