import { type AuthState, sessionOf } from './auth-slice.ts';
import { writeMirroredSession } from '../../shared/session/auth-storage.ts';

interface StoreWithAuth {
  getState: () => { auth: AuthState };
  subscribe: (listener: () => void) => unknown;
}

/** Keeps auth_token / user_data / subscription_data (spec §3) equal to the auth slice, whatever changed it. */
export function mirrorSessionToStorage(store: StoreWithAuth): void {
  let last = store.getState().auth;
  store.subscribe(() => {
    const auth = store.getState().auth;
    if (auth === last) return;
    last = auth;
    writeMirroredSession(sessionOf(auth));
  });
}
