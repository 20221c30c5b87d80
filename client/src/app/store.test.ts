import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memory-storage.ts';

const session = {
  token: 'tok-1',
  user: { id: 'u1', name: 'Ana', email: 'ana@example.com' },
  subscription: { type: 'premium', endDate: '2026-01-01' },
};

// One storage for the whole file: redux-persist binds to `self.localStorage` once, on first import.
const storage = memoryStorage();

beforeEach(() => {
  vi.resetModules();
  storage.clear();
  vi.stubGlobal('self', { localStorage: storage });
  vi.stubGlobal('localStorage', storage);
});

afterEach(() => vi.unstubAllGlobals());

async function load() {
  const { makeStore } = await import('./store.ts');
  const { persistStore } = await import('redux-persist');
  const auth = await import('../entities/auth/auth-slice.ts');
  return { makeStore, persistStore, ...auth };
}

describe('makeStore', () => {
  it('accepts a preloaded state (for tests)', async () => {
    const { makeStore, selectCurrentUser, selectIsAuthenticated } = await load();
    const store = makeStore({ auth: session });
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    expect(selectCurrentUser(store.getState())).toEqual(session.user);
  });

  it('mirrors the session into auth_token, user_data and subscription_data, and clears them', async () => {
    const { makeStore, sessionStarted, sessionCleared } = await load();
    const store = makeStore();
    store.dispatch(sessionStarted(session));
    expect(storage.getItem('auth_token')).toBe('tok-1');
    expect(JSON.parse(storage.getItem('user_data') ?? '')).toEqual(session.user);
    expect(JSON.parse(storage.getItem('subscription_data') ?? '')).toEqual(session.subscription);

    store.dispatch(sessionCleared());
    expect(storage.getItem('auth_token')).toBeNull();
    expect(storage.getItem('user_data')).toBeNull();
    expect(storage.getItem('subscription_data')).toBeNull();
  });

  it('starts from a session an older app version left in storage', async () => {
    storage.setItem('auth_token', 'legado');
    storage.setItem('user_data', JSON.stringify(session.user));
    const { makeStore, selectAuthToken } = await load();
    expect(selectAuthToken(makeStore().getState())).toBe('legado');
  });

  it('persists auth but never the RTK Query cache', async () => {
    const { makeStore, persistStore, sessionStarted } = await load();
    const store = makeStore();
    const persistor = await new Promise<ReturnType<typeof persistStore>>((resolve) => {
      // The callback runs once rehydrated; redux-persist only writes after that.
      const started = persistStore(store, null, () => {
        resolve(started);
      });
    });
    store.dispatch(sessionStarted(session));
    await persistor.flush();

    const saved = JSON.parse(storage.getItem('persist:detox') ?? '{}') as { auth: string };
    expect(JSON.parse(saved.auth)).toEqual(session);
    expect(saved).not.toHaveProperty('api');
  });
});
