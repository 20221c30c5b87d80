// The streak (issue 24): /api/user/stats counts it kindly on the server (the person's time zone, one rest day a
// week); whether to show it at all is this device's choice.
import type { UserStatsDto } from '@detox/server/contracts/progress';
import { useSyncExternalStore } from 'react';
import { api } from '../../shared/api/api.ts';
import { progressReadPaths } from './read-paths.ts';
import { keptOnDevice } from '../../shared/offline/offline-endpoint.ts';

const statsApi = api.enhanceEndpoints({ addTagTypes: ['Progress'] }).injectEndpoints({
  endpoints: (build) => ({
    getUserStats: build.query<UserStatsDto, undefined>({
      query: () => progressReadPaths.stats,
      // Read again after each progress write (a completed day moves the streak).
      providesTags: [{ type: 'Progress', id: 'ALL' }],
      extraOptions: keptOnDevice(),
    }),
  }),
});

export const { useGetUserStatsQuery } = statsApi;

const HIDE_KEY = 'detox_hide_streak';
const listeners = new Set<() => void>();

function streakHidden(): boolean {
  try {
    return localStorage.getItem(HIDE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Hides or shows the streak on this device. */
export function setStreakHidden(hidden: boolean): void {
  try {
    if (hidden) localStorage.setItem(HIDE_KEY, '1');
    else localStorage.removeItem(HIDE_KEY);
  } catch {
    // A full or blocked storage: the choice lasts until the page is closed.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === HIDE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** True when the person chose not to see streaks on this device. */
export function useStreakHidden(): boolean {
  return useSyncExternalStore(subscribe, streakHidden, () => false);
}
