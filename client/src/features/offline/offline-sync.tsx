import { useEffect } from 'react';
import { selectCurrentUser } from '../../entities/auth/auth-slice.ts';
import { api } from '../../shared/api/api.ts';
import { apiFetch } from '../../shared/api/base-query.ts';
import { tagsOf } from '../../shared/offline/offline-endpoint.ts';
import { isSendable, type OutboxEntry, outbox } from '../../shared/offline/outbox-store.ts';
import { replayOutbox } from '../../shared/offline/replay.ts';
import { snapshots } from '../../shared/offline/snapshot-store.ts';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks.ts';

/** While actions wait, the replay is tried again this often (the `online` event is not reliable on Android). */
const REPLAY_RETRY_MS = 15_000;
/** Screens read again once per burst of outbox changes (a replay of ten actions is one refresh, not ten). */
const REFRESH_DEBOUNCE_MS = 250;

// Tags come from each action's declaration as plain names; the api slice widened to any tag name takes them (a tag
// no read provides invalidates nothing). Same slice, same cache: enhanceEndpoints with nothing adds nothing.
const taggedApi = api.enhanceEndpoints<string>({});

/**
 * The cache tags of the actions that changed in a way the screens must see: newly waiting, sent or refused after
 * waiting. An action sent at once (sending, then gone) changes nothing here: its own call already updated the
 * screen.
 */
export function changedTags(
  before: ReadonlyMap<string, OutboxEntry>,
  after: readonly OutboxEntry[],
): Set<string> {
  const changed: OutboxEntry[] = [];
  const now = new Map(after.map((entry) => [entry.key, entry]));
  for (const entry of after) {
    const previous = before.get(entry.key);
    if (entry.state !== 'sending' && previous?.state !== entry.state) changed.push(entry);
  }
  for (const [key, entry] of before) {
    // Gone after having waited: sent by the replay, or a refusal read and dismissed.
    if (!now.has(key) && (entry.waited === true || entry.state !== 'sending')) changed.push(entry);
  }
  return new Set(changed.flatMap(tagsOf));
}

/**
 * Keeps the outbox moving for the signed-in subscriber: sends it on start, when the connection returns and
 * every 15 s while something waits; refreshes the screens when actions are queued, sent or refused (in this
 * tab or another); forgets the offline copies when the session ends.
 */
export function OfflineSync() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;

  useEffect(() => {
    if (!userId) {
      snapshots.clear();
      return;
    }
    let stopped = false;
    const replay = () => {
      if (stopped || !navigator.onLine) return;
      void replayOutbox({
        outbox,
        userId,
        send: (request) => apiFetch(request),
        now: () => Date.now(),
        locks: 'locks' in navigator ? navigator.locks : undefined,
      });
    };

    let known = new Map(outbox.list(userId).map((entry) => [entry.key, entry]));
    const stale = new Set<string>();
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      const tags = [...stale];
      stale.clear();
      if (tags.length > 0) dispatch(taggedApi.util.invalidateTags(tags));
    };
    const unsubscribe = outbox.subscribe(() => {
      const entries = outbox.list(userId);
      for (const tag of changedTags(known, entries)) stale.add(tag);
      known = new Map(entries.map((entry) => [entry.key, entry]));
      if (stale.size > 0) {
        clearTimeout(refreshTimer);
        refreshTimer = setTimeout(refresh, REFRESH_DEBOUNCE_MS);
      }
      if (entries.some((entry) => entry.state === 'queued')) replay();
    });
    const timer = setInterval(() => {
      if (outbox.list(userId).some((entry) => isSendable(entry, Date.now()))) replay();
    }, REPLAY_RETRY_MS);
    window.addEventListener('online', replay);
    replay();
    return () => {
      stopped = true;
      unsubscribe();
      clearInterval(timer);
      clearTimeout(refreshTimer);
      window.removeEventListener('online', replay);
    };
  }, [dispatch, userId]);

  return null;
}
