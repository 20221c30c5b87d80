import { useSyncExternalStore } from 'react';
import { type OutboxEntry, outbox } from './outbox-store.ts';

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser believes it has a connection (it can be wrong the other way: online, yet no answer). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

// useSyncExternalStore needs the same snapshot object while nothing changed: cache it by its serialised form.
let cached: { userId: string; raw: string; entries: OutboxEntry[] } | null = null;

function snapshotFor(userId: string): OutboxEntry[] {
  const entries = outbox.list(userId);
  const raw = JSON.stringify(entries);
  if (cached?.userId !== userId || cached.raw !== raw) cached = { userId, raw, entries };
  return cached.entries;
}

/** The signed-in user's outbox, live: this tab's changes and other tabs'. */
export function useOutbox(userId: string | null): OutboxEntry[] {
  return useSyncExternalStore(subscribeOutbox, () => (userId ? snapshotFor(userId) : empty));
}

const empty: OutboxEntry[] = [];
const subscribeOutbox = (listener: () => void) => outbox.subscribe(listener);
