import { Suspense, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { selectIsAuthenticated } from '../entities/auth/auth-slice.ts';
import { SessionCheck } from '../entities/auth/session-check.tsx';
import { useAppSelector } from '../shared/store-hooks.ts';
import { RouteSpinner } from './route-spinner.tsx';
import { makeStore } from './store.ts';
import { lazyOptional } from '../shared/lazy-optional.ts';

// Loaded with the first screen that needs it, so the public pages never download the store.
const store = makeStore();
const persistor = persistStore(store);

const loadExtras = () => import('./app-extras.tsx');
const AppBackground = lazyOptional(async () => (await loadExtras()).AppBackground);
const AppOverlays = lazyOptional(async () => (await loadExtras()).AppOverlays);
// Every screen's toasts, signed in or not (the toast store keeps any raised before this loaded).
const Toaster = lazyOptional(async () => (await import('../shared/toast/toaster.tsx')).Toaster);

/** True once the page has loaded and the main thread had a moment: the first screen comes first. */
function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const whenIdle = () => {
      const done = () => {
        setReady(true);
      };
      // iOS Safari has no requestIdleCallback.
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(done, { timeout: 1500 })
          : window.setTimeout(done, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return ready;
}

/**
 * Layout route for every screen that uses the store; the meditation player's state lives above it
 * (shared/audio-player/playback.ts), so playback goes on from screen to screen with the mini player.
 * The toasts come after the first screen; the offline status and sync, the day audio kept offline and the mini player
 * too, in their own chunk, once someone is signed in.
 */
export function AppProviders() {
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={<RouteSpinner />}>
        <SessionCheck />
        <StoreScreen />
      </PersistGate>
    </Provider>
  );
}

function StoreScreen() {
  const afterFirstScreen = useAfterFirstScreen();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const extras = afterFirstScreen && signedIn;
  return (
    <>
      {extras && (
        <Suspense fallback={null}>
          <AppBackground />
        </Suspense>
      )}
      <Outlet />
      {afterFirstScreen && (
        <Suspense fallback={null}>
          {extras && <AppOverlays />}
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
