import { useEffect } from 'react';
import { apiFetch } from '../../shared/api/base-query.ts';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks.ts';
import { savedGuidanceApi } from '../../entities/guidance/saved-guidance-api.ts';
import { selectCurrentUser } from '../../entities/auth/auth-slice.ts';
import { progressReads } from '../../entities/progress/progress-api.ts';
import { type OutboxKind, tagsChangedBy } from '../../shared/offline/offline-routes.ts';
import { isSendable, type OutboxEntry, outbox } from '../../shared/offline/outbox-store.ts';
import { replayOutbox } from '../../shared/offline/replay.ts';
import { snapshots } from '../../shared/offline/snapshot-store.ts';

/** While actions wait, the replay is tried again this often (the `online` event is not reliable on Android). */
export const REPLAY_RETRY_MS = 15_000;
/** Screens read again once per burst of outbox changes (a replay of ten actions is one refresh, not ten). */
const REFRESH_DEBOUNCE_MS = 250;

/**
 * Which actions changed in a way the screens must see: newly waiting, sent or refused after waiting. An action
 * sent at once (sending, then gone) changes nothing here: its own call already updated the screen.
 */
export function changedKinds(
  before: ReadonlyMap<string, OutboxEntry>,
  after: readonly OutboxEntry[],
): Set<OutboxKind> {
  const kinds = new Set<OutboxKind>();
  const now = new Map(after.map((entry) => [entry.key, entry]));
  for (const entry of after) {
    const previous = before.get(entry.key);
    if (entry.state !== 'sending' && previous?.state !== entry.state) kinds.add(entry.kind);
  }
  for (const [key, entry] of before) {
    // Gone after having waited: sent by the replay, or a refusal read and dismissed.
    if (!now.has(key) && (entry.waited === true || entry.state !== 'sending')) kinds.add(entry.kind);
  }
  return kinds;
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
    const stale = new Set<OutboxKind>();
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      const tags = new Set([...stale].flatMap((kind) => tagsChangedBy[kind]));
      stale.clear();
      const progressTags = [...tags].filter(
        (tag): tag is 'Progress' | 'WeeklyChallenge' | 'Questionnaire' => tag !== 'SavedGuidance',
      );
      if (progressTags.length > 0) dispatch(progressReads.util.invalidateTags(progressTags));
      if (tags.has('SavedGuidance')) dispatch(savedGuidanceApi.util.invalidateTags(['SavedGuidance']));
    };
    const unsubscribe = outbox.subscribe(() => {
      const entries = outbox.list(userId);
      for (const kind of changedKinds(known, entries)) stale.add(kind);
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
