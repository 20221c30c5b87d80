import type { SessionResponse } from '@detox/server/contracts/auth';
import { useCallback } from 'react';
import { api } from '../../shared/api/api.ts';
import { useAppDispatch } from '../../shared/store-hooks.ts';
import { showToast } from '../../shared/toast/toast-store.ts';
import { useLogoutMutation } from './auth-api.ts';
import { sessionCleared, sessionStarted } from './auth-slice.ts';
import { migrateLegacyProgress } from './local-progress.ts';
import { authStrings } from './strings.ts';

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage;
  } catch {
    return null;
  }
}

/** Starting and ending a session on this device (spec §4 Authentication). */
export function useSessionActions() {
  const dispatch = useAppDispatch();
  const [callLogout] = useLogoutMutation();

  /** Login and registration store token, user and subscription, then migrate old local progress. */
  const startSession = useCallback(
    ({ token, user, subscription }: SessionResponse, how: 'login' | 'register') => {
      dispatch(sessionStarted({ token, user, subscription }));
      migrateLegacyProgress(browserStorage());
      showToast({
        title: how === 'login' ? authStrings.toasts.loginSuccess : authStrings.toasts.registerSuccess,
      });
    },
    [dispatch],
  );

  /** Logout calls the server; whatever the outcome, the local session and its cached data are cleared. */
  const logout = useCallback(async () => {
    await callLogout(undefined)
      .unwrap()
      .catch(() => undefined);
    dispatch(sessionCleared());
    dispatch(api.util.resetApiState());
    showToast({ title: authStrings.toasts.logout });
  }, [callLogout, dispatch]);

  return { startSession, logout };
}
