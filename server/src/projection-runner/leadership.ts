import postgres, { type Sql } from 'postgres';

export interface Leadership {
  /** True when this instance runs the projection (it takes the lock if free). */
  acquire(name: string): Promise<boolean>;
  holds(name: string): boolean;
  release(): Promise<void>;
}

/**
 * A client of its own for the locks, on the database `sql` reaches: one session, kept for the instance's life
 * (no idle or lifetime recycling, which would drop the locks). Not a connection reserved from `sql`'s pool: when
 * the database goes away, postgres.js throws an uncaught TypeError (socket.write on null) at the next query on a
 * reserved connection and the process dies; a client of its own reconnects, and `onLost` says the locks are gone.
 * postgres.js takes its own parsed options (`sql.options`, with `shared`) as they are.
 */
function lockSession(sql: Sql, onLost: () => void): Sql {
  const options = {
    ...sql.options,
    max: 1,
    max_lifetime: null,
    idle_timeout: null,
    shared: { retries: 0, typeArrayMap: {} },
    onclose: onLost,
  };
  return postgres(options as unknown as postgres.Options<Record<string, postgres.PostgresType>>);
}

/**
 * One active instance per projection: a session-level advisory lock per projection and schema, held on a session
 * of its own for as long as the instance lives. If that session is lost (the database restarted or the network cut
 * it), PostgreSQL has released the locks: this instance stops leading and tries to take them again at its next
 * tick. PGlite has one process (the data directory is locked), so it always leads.
 */
export function createLeadership(sql: Sql, elect: boolean): Leadership {
  const held = new Set<string>();
  let session: Sql | undefined;

  return {
    async acquire(name) {
      if (!elect) {
        held.add(name);
        return true;
      }
      if (held.has(name)) return true;
      session ??= lockSession(sql, () => {
        held.clear();
      });
      try {
        // Per schema: instances of one deployment share a schema and compete; other deployments and throwaway
        // test schemas on the same database do not (the lock session keeps the pool's search_path).
        const [row] = await session<{ locked: boolean }[]>`
          select pg_try_advisory_lock(hashtext(${`projection:${name}:`} || current_schema())) as locked`;
        if (row?.locked) held.add(name);
      } catch {
        // No database: not the leader this time.
        held.clear();
      }
      return held.has(name);
    },
    holds: (name) => held.has(name),
    async release() {
      const open = session;
      session = undefined;
      held.clear();
      if (!open) return;
      try {
        await open`select pg_advisory_unlock_all()`;
      } catch {
        // The session is gone, and its locks with it.
      }
      await open.end({ timeout: 1 });
    },
  };
}
