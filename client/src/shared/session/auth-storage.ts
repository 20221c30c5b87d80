import type { Session, Subscription, User } from './auth-types.ts';

// Local storage keys of spec §3. The session itself is persisted by redux-persist; these keys mirror it
// so the bearer token can be read without the store (transport, the / redirect) and older code keeps working.
export const AUTH_TOKEN_KEY = 'auth_token';
const LEGACY_TOKEN_KEY = 'token';
const USER_DATA_KEY = 'user_data';
const SUBSCRIPTION_DATA_KEY = 'subscription_data';

// Storage can throw (disabled, private mode, quota); the app must keep working without it.
function storage(): Storage | null {
  try {
    return globalThis.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the in-memory session still works for this visit.
  }
}

/** Bearer token for API calls (spec §6): `auth_token`, otherwise `token`. */
export function readBearerToken(): string | null {
  // An empty stored value counts as absent.
  return (
    [read(AUTH_TOKEN_KEY), read(LEGACY_TOKEN_KEY)].find((value): value is string => Boolean(value)) ?? null
  );
}

function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = read(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isUser = (value: unknown): value is User =>
  isRecord(value) && typeof value.id === 'string' && typeof value.email === 'string';

const isSubscription = (value: unknown): value is Subscription =>
  isRecord(value) && typeof value.type === 'string';

/** A session left in the mirror keys (e.g. by an older version of the app), if complete. */
export function readMirroredSession(): Session | null {
  const token = read(AUTH_TOKEN_KEY);
  const user = readJson(USER_DATA_KEY, isUser);
  if (!token || !user) return null;
  return { token, user, subscription: readJson(SUBSCRIPTION_DATA_KEY, isSubscription) };
}

export function writeMirroredSession(session: Session | null): void {
  write(AUTH_TOKEN_KEY, session?.token ?? null);
  write(USER_DATA_KEY, session ? JSON.stringify(session.user) : null);
  write(SUBSCRIPTION_DATA_KEY, session?.subscription ? JSON.stringify(session.subscription) : null);
  if (!session) write(LEGACY_TOKEN_KEY, null);
}
