import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks.ts';
import { SESSION_CHECK_KEY, useVerifyTokenMutation } from './auth-api.ts';
import { selectAuthToken, sessionCleared, sessionStarted } from './auth-slice.ts';

/**
 * spec §4: on start, a stored session is used at once and then verified with the server. A token the server
 * refuses (401) clears the session. A network failure keeps it: the PWA must open offline on patchy 4G.
 * Renders nothing; mounted once with the store.
 */
export function SessionCheck() {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAuthToken);
  const [verify] = useVerifyTokenMutation({ fixedCacheKey: SESSION_CHECK_KEY });
  const checked = useRef<string | null>(null);

  useEffect(() => {
    if (!token || checked.current === token) return;
    checked.current = token;
    verify(undefined)
      .unwrap()
      .then(({ user, subscription }) => {
        dispatch(sessionStarted({ token, user, subscription }));
      })
      .catch((error: unknown) => {
        const status = (error as { status?: unknown }).status;
        if (status === 401) dispatch(sessionCleared());
      });
  }, [dispatch, token, verify]);

  return null;
}
