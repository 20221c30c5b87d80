import type { ReservedSql, Sql } from 'postgres';

export interface Leadership {
  /** True when this instance runs the projection (it takes the lock if free). */
  acquire(name: string): Promise<boolean>;
  holds(name: string): boolean;
  release(): Promise<void>;
}

/**
 * One active instance per projection: a session-level advisory lock per projection, held on a reserved connection
 * for as long as the instance lives. PGlite has one process (the data directory is locked), so it always leads.
 */
export function createLeadership(sql: Sql, elect: boolean): Leadership {
  const held = new Set<string>();
  let connection: ReservedSql | undefined;

  return {
    async acquire(name) {
      if (!elect) {
        held.add(name);
        return true;
      }
      if (held.has(name)) return true;
      connection ??= await sql.reserve();
      const [row] = await connection<{ locked: boolean }[]>`
        select pg_try_advisory_lock(hashtext(${`projection:${name}`})) as locked`;
      if (row?.locked) held.add(name);
      return held.has(name);
    },
    holds: (name) => held.has(name),
    async release() {
      if (connection) {
        await connection`select pg_advisory_unlock_all()`;
        connection.release();
        connection = undefined;
      }
      held.clear();
    },
  };
}
