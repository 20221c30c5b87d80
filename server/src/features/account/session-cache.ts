/** How long a session read from the database answers without asking again (see decision 0009). */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_SESSIONS = 20_000;

interface Entry<SessionRecord> {
  record: SessionRecord;
  loadedAt: number;
  expiresAt: number;
}

/**
 * The sessions of recent requests, by token hash: every API call starts with a session lookup, and most of them
 * come from the same few thousand subscribers. An entry lives SESSION_CACHE_TTL_MS. Whatever this process changes
 * that a session shows (logout, erasure, roles, consents, subscription: the users and subscriptions read models)
 * clears the whole cache at once, so in one process a change is seen by the next request. It is used only on an
 * embedded database, which one process owns: on PostgreSQL another instance may revoke a session, so every request
 * reads it (http/auth.ts, decision 0015).
 *
 * A lookup that was in flight while the cache was cleared may carry the state from before the change: it answers
 * its own request but is not kept (the generation check).
 */
export function createSessionCache<SessionRecord>(now: () => number = Date.now) {
  const entries = new Map<string, Entry<SessionRecord>>();
  let generation = 0;

  return {
    get(tokenHash: string): SessionRecord | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      const time = now();
      if (time - entry.loadedAt >= SESSION_CACHE_TTL_MS || time >= entry.expiresAt) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.record;
    },
    /** Where a lookup starts: pass it back to `set` so a lookup that raced a change is not kept. */
    generation(): number {
      return generation;
    },
    set(tokenHash: string, record: SessionRecord, expiresAt: Date, startedAt: number): void {
      if (startedAt !== generation) return;
      if (entries.size >= MAX_SESSIONS) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(tokenHash, { record, loadedAt: now(), expiresAt: expiresAt.getTime() });
    },
    clear(): void {
      generation++;
      entries.clear();
    },
  };
}

export type SessionCache<SessionRecord> = ReturnType<typeof createSessionCache<SessionRecord>>;
