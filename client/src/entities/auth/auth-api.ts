import type {
  CheckoutLinkResponse,
  CheckSubscriptionResponse,
  CodeRequiredResponse,
  LoginRequest,
  MessageResponse,
  PasswordLoginRequest,
  RegisterRequest,
  SessionResponse,
  VerifyTokenResponse,
} from '@detox/server/contracts/auth';
import { api } from '../../shared/api/api.ts';

/**
 * /api/auth (spec §7). Sign-in steps are mutations: never retried (a code must not be spent twice) nor cached.
 * `login` and `register` answer either that a code was sent or, with the code, the session.
 */
const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<CodeRequiredResponse | SessionResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<CodeRequiredResponse | SessionResponse, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    loginWithPassword: build.mutation<SessionResponse, PasswordLoginRequest>({
      query: (body) => ({ url: '/auth/login-password', method: 'POST', body }),
    }),
    verifyToken: build.mutation<VerifyTokenResponse, undefined>({
      query: () => ({ url: '/auth/verify-token', method: 'POST' }),
      extraOptions: { asksOnly: true },
    }),
    logout: build.mutation<MessageResponse, undefined>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    checkSubscription: build.mutation<CheckSubscriptionResponse, string>({
      query: (email) => `/auth/check-subscription/${encodeURIComponent(email.trim())}`,
      extraOptions: { asksOnly: true },
    }),
    checkoutLink: build.query<CheckoutLinkResponse, undefined>({
      query: () => '/auth/checkout-link',
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useLoginWithPasswordMutation,
  useVerifyTokenMutation,
  useLogoutMutation,
  useCheckSubscriptionMutation,
  useCheckoutLinkQuery,
} = authApi;

export function isSessionResponse(answer: CodeRequiredResponse | SessionResponse): answer is SessionResponse {
  return 'token' in answer;
}

/** The fixed cache key of the start-up token check, so the access guard can read its state. */
export const SESSION_CHECK_KEY = 'session-check';
