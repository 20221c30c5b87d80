import type { ApiRequest } from '../api/base-query.ts';

/**
 * The outbox: the subscriber's actions not yet answered by the server, kept on the device.
 *
 * Each entry has its own localStorage key, written before the request leaves (write-ahead) and removed once
 * the server has answered. One key per entry, not one persisted state: two tabs each persisting their whole
 * state would overwrite each other's entries, and an action would be lost (docs/decisions/0008).
 * The entry's `key` is the action's Idempotency-Key, so sending it twice stores it once.
 */
export interface OutboxEntry {
  key: string;
  userId: string;
  /** The declaration the action was queued under (offline-endpoint.ts): its kind, tags and text. Entries queued
   * before these were stored have only `kind`. */
  kind: string;
  tags?: readonly string[];
  what?: string;
  request: ApiRequest;
  /** When the action was made (ms), and a per-tab counter that orders actions made in the same millisecond. */
  enqueuedAt: number;
  order: number;
  /**
   * sending: a tab is sending it now (since `attemptAt`); queued: waiting for the network;
   * refused: the server said no (4xx), kept until the subscriber has read `message`.
   */
  state: 'sending' | 'queued' | 'refused';
  /** Set once the action had to wait (no connection): from then on only the replay sends it, in order. */
  waited?: boolean;
  attemptAt?: number;
  message?: string;
}

export const OUTBOX_PREFIX = 'detox_outbox:';

/** A send older than this is taken as abandoned (its tab closed mid-request): the API timeout plus margin. */
const ABANDONED_SEND_MS = 40_000;

type Listener = () => void;

export interface OutboxStore {
  list(userId: string): OutboxEntry[];
  get(key: string): OutboxEntry | null;
  put(entry: OutboxEntry): void;
  update(key: string, patch: Partial<OutboxEntry>): void;
  remove(key: string): void;
  /** Called on every change, this tab's or another's. */
  subscribe(listener: Listener): () => void;
  /** Tells this store's listeners that another tab changed the outbox. */
  notify(): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseEntry(raw: string | null): OutboxEntry | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      isRecord(value) &&
      typeof value.key === 'string' &&
      typeof value.userId === 'string' &&
      typeof value.kind === 'string' &&
      isRecord(value.request) &&
      typeof value.request.url === 'string' &&
      typeof value.enqueuedAt === 'number' &&
      typeof value.order === 'number' &&
      (value.state === 'sending' || value.state === 'queued' || value.state === 'refused')
    ) {
      return value as unknown as OutboxEntry;
    }
  } catch {
    // A damaged entry is skipped; it cannot be sent anyway.
  }
  return null;
}

const byActionOrder = (a: OutboxEntry, b: OutboxEntry) =>
  a.enqueuedAt - b.enqueuedAt || a.order - b.order || a.key.localeCompare(b.key);

export function createOutboxStore(storage: Storage | null): OutboxStore {
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const keys = (): string[] => {
    if (!storage) return [];
    const found: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const name = storage.key(index);
      if (name?.startsWith(OUTBOX_PREFIX)) found.push(name);
    }
    return found;
  };
  const write = (entry: OutboxEntry) => {
    // Quota errors propagate: the caller must know the action was not kept.
    storage?.setItem(OUTBOX_PREFIX + entry.key, JSON.stringify(entry));
  };
  const store: OutboxStore = {
    list(userId) {
      return keys()
        .map((name) => parseEntry(storage?.getItem(name) ?? null))
        .filter((entry): entry is OutboxEntry => entry?.userId === userId)
        .sort(byActionOrder);
    },
    get(key) {
      return parseEntry(storage?.getItem(OUTBOX_PREFIX + key) ?? null);
    },
    put(entry) {
      write(entry);
      emit();
    },
    update(key, patch) {
      const current = store.get(key);
      if (!current) return;
      write({ ...current, ...patch, key });
      emit();
    },
    remove(key) {
      storage?.removeItem(OUTBOX_PREFIX + key);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify: emit,
  };
  return store;
}

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage;
  } catch {
    return null;
  }
}

/** The app's outbox, on localStorage; other tabs' changes arrive as `storage` events. */
export const outbox = createOutboxStore(browserStorage());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(OUTBOX_PREFIX)) outbox.notify();
  });
}

/** Entries that still change what the screens show: not refused ones. */
export const isPending = (entry: OutboxEntry) => entry.state !== 'refused';

/** An action that waited and is not refused: a newer action must go after it. */
export const isWaiting = (entry: OutboxEntry) => entry.state !== 'refused' && entry.waited === true;

/** Whether an entry is ready to be sent by the replay, now. */
export function isSendable(entry: OutboxEntry, now: number): boolean {
  if (entry.state === 'queued') return true;
  return entry.state === 'sending' && now - (entry.attemptAt ?? 0) > ABANDONED_SEND_MS;
}
