import { lazy, Suspense, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { SessionCheck } from '../entities/auth/session-check.tsx';
import { readMirroredSession } from '../shared/session/auth-storage.ts';
import { RouteSpinner } from './route-spinner.tsx';
import { makeStore } from './store.ts';

// Loaded with the first screen that needs it, so the public pages never download the store.
const store = makeStore();
const persistor = persistStore(store);

// A signed-in person opening /app: the dashboard's read leaves as soon as the store exists, while the screen's
// code still runs and renders, instead of once the dashboard mounts (issue 23 item 7). Its chunk is already
// preloaded with /app's HTML. The dashboard's own query joins it (RTK Query never runs one query twice at once,
// and a read under 2 s old is not repeated); this subscription ends after 10 s like any unmounted one.
if (window.location.pathname === '/app' && readMirroredSession() !== null) {
  void import('../entities/progress/progress-api.ts').then(({ progressReads }) => {
    const early = store.dispatch(progressReads.endpoints.getProgress.initiate(undefined));
    window.setTimeout(() => {
      early.unsubscribe();
    }, 10_000);
  });
}

const loadExtras = () => import('./app-extras.tsx');
const AppBackground = lazy(async () => ({ default: (await loadExtras()).AppBackground }));
const AppOverlays = lazy(async () => ({ default: (await loadExtras()).AppOverlays }));

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
 * The offline status and sync, the mini player and the toasts come in their own chunk after the first screen.
 */
export function AppProviders() {
  const extras = useAfterFirstScreen();
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={<RouteSpinner />}>
        <SessionCheck />
        {extras && (
          <Suspense fallback={null}>
            <AppBackground />
          </Suspense>
        )}
        <Outlet />
        {extras && (
          <Suspense fallback={null}>
            <AppOverlays />
          </Suspense>
        )}
      </PersistGate>
    </Provider>
  );
}
