import { readMirroredSession } from '../shared/session/auth-storage.ts';
import type { AppStore } from './store.ts';

/** A read started by hand: RTK Query's subscription, ended like any unmounted one's. */
interface Subscription {
  unsubscribe: () => void;
}
type StartReads = (store: AppStore, search: URLSearchParams) => Promise<Subscription[]>;

/**
 * The reads each signed-in screen shows first, by path (issue 23 item 7). On a slow phone the screen's code takes
 * seconds to download and run; these leave as soon as the store exists instead of once the screen mounts. The
 * screen's own queries join them: RTK Query never runs one query twice at once, and the screens accept a read
 * under 2 s old (PROGRESS_RELOAD_THROTTLE_MS).
 */
const FIRST_READS: Record<string, StartReads> = {
  '/app': async (store) => {
    const { progressReads } = await import('../entities/progress/progress-api.ts');
    return [store.dispatch(progressReads.endpoints.getProgress.initiate(undefined))];
  },
  '/daily-challenge': async (store, search) => {
    const [{ parseDayParam }, { progressReads }] = await Promise.all([
      import('../entities/progress/day-param.ts'),
      import('../entities/progress/progress-api.ts'),
    ]);
    const day = parseDayParam(search.get('day'));
    return day === null ? [] : [store.dispatch(progressReads.endpoints.getDayProgress.initiate(day))];
  },
  '/progress': async (store) => {
    const [{ progressReads }, { historyApi }, { statsApi }] = await Promise.all([
      import('../entities/progress/progress-api.ts'),
      import('../entities/progress-history/history-api.ts'),
      import('../entities/progress/streak.ts'),
    ]);
    return [
      store.dispatch(progressReads.endpoints.getProgress.initiate(undefined)),
      store.dispatch(historyApi.endpoints.getProgressHistory.initiate(undefined)),
      store.dispatch(statsApi.endpoints.getUserStats.initiate(undefined)),
    ];
  },
};

/** How long the early subscriptions hold the answers for a screen that mounts late. */
const HOLD_MS = 10_000;

/** Starts the first screen's reads when someone is signed in and the path has them; nothing otherwise. */
export function startFirstReads(store: AppStore, location: Pick<Location, 'pathname' | 'search'>): void {
  const start = FIRST_READS[location.pathname];
  if (!start || readMirroredSession() === null) return;
  void start(store, new URLSearchParams(location.search)).then((subscriptions) => {
    window.setTimeout(() => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    }, HOLD_MS);
  });
}
