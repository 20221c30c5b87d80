import { useEffect } from 'react';
import { CACHE_DAILY_AUDIO, type CacheDailyAudioMessage, offlineAudioDays } from '../../sw/sw-routes.ts';
import { progressReads } from '../../entities/progress/progress-api.ts';
import { removedDays } from '../../entities/day-audio/downloads.ts';

/**
 * Once the programme's current day is known (the dashboard or a day screen loaded /api/progress), asks the
 * service worker to keep today's and tomorrow's meditations for offline listening (less the ones the person
 * removed). Renders nothing and never
 * fetches progress itself.
 */
export function OfflineAudio() {
  // Reads the cached answer only (useQueryState neither subscribes nor fetches).
  const currentDay = progressReads.endpoints.getProgress.useQueryState(undefined).data?.currentDay;
  useEffect(() => {
    if (currentDay === undefined || !('serviceWorker' in navigator)) return;
    // A day the person removed from "Baixados" stays off the phone until they download it again.
    const removed = new Set(removedDays());
    const days = offlineAudioDays(currentDay).filter((day) => !removed.has(day));
    if (days.length === 0) return;
    let cancelled = false;
    void navigator.serviceWorker.ready.then((registration) => {
      if (cancelled) return;
      const message: CacheDailyAudioMessage = { type: CACHE_DAILY_AUDIO, days };
      registration.active?.postMessage(message);
    });
    return () => {
      cancelled = true;
    };
  }, [currentDay]);
  return null;
}
