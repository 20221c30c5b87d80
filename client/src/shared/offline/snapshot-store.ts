/**
 * The last answer of each read a screen showed, per user, so the app opens offline on every screen it has
 * shown before (issue 8). Kept in localStorage next to the session; cleared when the session ends.
 */
const SNAPSHOT_PREFIX = 'detox_snapshot:';

export interface SnapshotStore {
  read(userId: string, id: string): unknown;
  write(userId: string, id: string, data: unknown): void;
  /** Removes every user's snapshots (on sign-out: the device may be shared). */
  clear(): void;
}

export function createSnapshotStore(storage: Storage | null): SnapshotStore {
  const name = (userId: string, id: string) => `${SNAPSHOT_PREFIX}${userId}:${id}`;
  return {
    read(userId, id) {
      try {
        const raw = storage?.getItem(name(userId, id));
        return raw === null || raw === undefined ? undefined : (JSON.parse(raw) as unknown);
      } catch {
        return undefined;
      }
    },
    write(userId, id, data) {
      try {
        storage?.setItem(name(userId, id), JSON.stringify(data));
      } catch {
        // Quota or privacy mode: the screen still works online; only the offline copy is missing.
      }
    },
    clear() {
      if (!storage) return;
      const names: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key?.startsWith(SNAPSHOT_PREFIX)) names.push(key);
      }
      for (const key of names) storage.removeItem(key);
    },
  };
}

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage;
  } catch {
    return null;
  }
}

export const snapshots = createSnapshotStore(browserStorage());
