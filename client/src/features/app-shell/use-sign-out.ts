import { useCallback } from 'react';
import { api } from '../../app/api.ts';
import { useAppDispatch } from '../../app/hooks.ts';
import { sessionCleared } from '../auth/auth-slice.ts';
import { sessionApi } from './session-api.ts';

/** spec §4: logout calls the server and, whatever the outcome, clears the local session and its cached data. */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    // The answer does not matter: a failed call still signs the user out on this device.
    await dispatch(sessionApi.endpoints.endSession.initiate(undefined))
      .unwrap()
      .catch(() => undefined);
    dispatch(sessionCleared());
    // Progress is cleared on logout (spec §4): nothing of this user stays in the cache.
    dispatch(api.util.resetApiState());
  }, [dispatch]);
}
