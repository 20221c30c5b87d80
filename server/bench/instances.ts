// Real server processes for bench:api's multi-instance runs: `node --import tsx server/src/main.ts`, as npm start
// runs it, several of them on one PostgreSQL schema (testing/server-process.ts spawns them).
import { readFileSync } from 'node:fs';
import type { Sql } from 'postgres';
import { spawnServer, type ServerProcess } from '../src/testing/server-process.ts';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** User + system CPU seconds a process used so far (Linux /proc; 0 elsewhere). */
function cpuSecondsOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    // The fields after the command name (which may hold spaces): utime is the 14th field, stime the 15th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

export interface Instances {
  urls: string[];
  /** CPU seconds the instances used so far, together. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/**
 * Starts `count` server processes on the schema of `databaseUrl` (search_path), together, in production mode with
 * warnings-only logs (a log line per request would be measured too), and waits until each answers /api/ready 200.
 */
export async function startInstances(
  count: number,
  databaseUrl: string,
  schema: string,
  env: Record<string, string> = {},
): Promise<Instances> {
  const url = new URL(databaseUrl);
  url.searchParams.set('search_path', schema);
  const servers: ServerProcess[] = await Promise.all(
    Array.from({ length: count }, () =>
      spawnServer(
        {
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          EVENT_STORE: 'postgres',
          DATABASE_URL: url.toString(),
          // The bench's database is a developer's (the superuser of a local PostgreSQL), which production refuses
          // since issue 30 (decision 0023) unless told: the instances are measured, not deployed.
          DATABASE_ALLOW_SUPERUSER: 'true',
          ...env,
        },
        { preload: process.env.BENCH_PRELOAD },
      ),
    ),
  );
  return {
    urls: servers.map((server) => server.url),
    cpuSeconds: () => servers.reduce((sum, server) => sum + cpuSecondsOf(server.child.pid), 0),
    async stop() {
      for (const server of servers) server.child.kill('SIGTERM');
      const exits = await Promise.all(servers.map((server) => server.exited()));
      const failed = exits.filter((exit) => exit.code !== 0);
      if (failed.length > 0)
        console.warn(`${failed.length} instância(s) não saíram com 0: ${JSON.stringify(failed)}`);
    },
  };
}

/** Transactions committed and rolled back in the current database so far (pg_stat_database). */
export async function transactionCounts(sql: Sql): Promise<{ commits: number; rollbacks: number }> {
  // A backend reports its counts when it goes idle, but at most once a second; one that could not then reports
  // 10 s later (PostgreSQL 15's PGSTAT_IDLE_INTERVAL): give the last ones time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  await sql`select pg_stat_clear_snapshot()`;
  const [row] = await sql<{ commits: string; rollbacks: string }[]>`
    select xact_commit as commits, xact_rollback as rollbacks
      from pg_stat_database where datname = current_database()`;
  return { commits: Number(row?.commits ?? 0), rollbacks: Number(row?.rollbacks ?? 0) };
}
