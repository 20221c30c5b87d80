import { DayListeningReporter } from '../entities/day-audio/listening-reporter.tsx';
import { OfflineStatus } from '../features/offline/offline-status.tsx';
import { OfflineSync } from '../features/offline/offline-sync.tsx';
import { OfflineAudio } from '../features/pwa/offline-audio.tsx';
import { MiniPlayer } from './mini-player.tsx';

// What every signed-in screen has but its first paint does not need (issue 23 item 7): loaded by AppProviders once
// the screen is up and someone is signed in, as one chunk, so the route's own code and its first API call go first
// on a slow phone, and /login never downloads the outbox, the offline audio or the player (each is empty without a
// session: the outbox and the day audio belong to a subscriber, and playback starts from a signed-in screen).

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

/** Over the screen: the mini player. */
export function AppOverlays() {
  return <MiniPlayer />;
}
