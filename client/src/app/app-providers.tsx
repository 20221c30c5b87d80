import { Provider } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { SessionCheck } from '../entities/auth/session-check.tsx';
import { DayListeningReporter } from '../entities/day-audio/listening-reporter.tsx';
import { OfflineStatus } from '../features/offline/offline-status.tsx';
import { OfflineSync } from '../features/offline/offline-sync.tsx';
import { OfflineAudio } from '../features/pwa/offline-audio.tsx';
import { Toaster } from '../shared/toast/toaster.tsx';
import { MiniPlayer } from './mini-player.tsx';
import { RouteSpinner } from './route-spinner.tsx';
import { makeStore } from './store.ts';

// Loaded with the first screen that needs it, so the public pages never download the store.
const store = makeStore();
const persistor = persistStore(store);

/**
 * Layout route for every screen that uses the store; the meditation player's state lives above it
 * (shared/audio-player/playback.ts), so playback goes on from screen to screen with the mini player.
 */
export function AppProviders() {
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={<RouteSpinner />}>
        <SessionCheck />
        <OfflineSync />
        <OfflineStatus />
        <OfflineAudio />
        <DayListeningReporter />
        <Outlet />
        <MiniPlayer />
        <Toaster />
      </PersistGate>
    </Provider>
  );
}
