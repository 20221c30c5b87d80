import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readMirroredSession } from '../../shared/session/auth-storage.ts';
import type { Session, Subscription, User } from '../../shared/session/auth-types.ts';

export interface AuthState {
  token: string | null;
  user: User | null;
  subscription: Subscription | null;
}

const signedOut: AuthState = { token: null, user: null, subscription: null };

// A session an older app version left in the mirror keys is picked up; redux-persist rehydrates over it.
const initialAuthState = (): AuthState => readMirroredSession() ?? signedOut;

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionStarted: (_state, action: PayloadAction<Session>) => action.payload,
    sessionCleared: () => signedOut,
  },
  selectors: {
    selectAuth: (state) => state,
    selectAuthToken: (state) => state.token,
    selectCurrentUser: (state) => state.user,
    selectSubscription: (state) => state.subscription,
    selectIsAuthenticated: (state) => state.token !== null,
  },
});

export const { sessionStarted, sessionCleared } = authSlice.actions;
export const { selectAuth, selectAuthToken, selectCurrentUser, selectSubscription, selectIsAuthenticated } =
  authSlice.selectors;

export function sessionOf(state: AuthState): Session | null {
  return state.token && state.user
    ? { token: state.token, user: state.user, subscription: state.subscription }
    : null;
}
