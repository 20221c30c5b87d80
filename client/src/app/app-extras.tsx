import { DayListeningReporter } from '../entities/day-audio/listening-reporter.tsx';
import { OfflineStatus } from '../features/offline/offline-status.tsx';
import { OfflineSync } from '../features/offline/offline-sync.tsx';
import { OfflineAudio } from '../features/pwa/offline-audio.tsx';
import { Toaster } from '../shared/toast/toaster.tsx';
import { MiniPlayer } from './mini-player.tsx';

// What every store screen has but its first paint does not need (issue 23 item 7): loaded by AppProviders once
// the screen is up, as one chunk, so the route's own code and its first API call go first on a slow phone.

/** Above the screen: the outbox's replay and status, the day audio kept offline, the listening reports. */
export function AppBackground() {
  return (
    <>
      <OfflineSync />
      <OfflineStatus />
      <OfflineAudio />
      <DayListeningReporter />
    </>
  );
}

/** Over the screen: the mini player and the toasts (the toast store keeps any raised before this loaded). */
export function AppOverlays() {
  return (
    <>
      <MiniPlayer />
      <Toaster />
    </>
  );
}
