import { randomBytes } from 'node:crypto';
import postgres, { type Sql } from 'postgres';
import { analystRoleName } from '../analytics/analyst-access.ts';
import { openEmbeddedDatabase } from '../event-store/pglite/open-pglite.ts';

/** DATABASE_URL for tests: set by CI (and by anyone with a local PostgreSQL). */
export const testDatabaseUrl: string | undefined = process.env.DATABASE_URL;

export interface TestDatabase {
  sql: Sql;
  /** A second pool on the same schema, for concurrency tests. */
  pool(max: number): Sql;
  drop: () => Promise<void>;
  /** The embedded database's last answer (open-pglite.ts), as the server's runtime gets it. */
  answeredAt?: () => number;
}

/** A throwaway schema on the real PostgreSQL, so test files can run in parallel. */
export async function createPostgresTestDatabase(url: string): Promise<TestDatabase> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create schema ${schema}`);
  const pools: Sql[] = [];
  const open = (max: number) => {
    const pool = postgres(url, { max, onnotice: () => {}, connection: { search_path: schema } });
    pools.push(pool);
    return pool;
  };
  return {
    sql: open(1),
    pool: open,
    async drop() {
      await Promise.all(pools.map((pool) => pool.end({ timeout: 5 })));
      await admin.unsafe(`drop schema ${schema} cascade`);
      // The schema's analyst role (made by the migrations), so test runs leave no roles behind.
      await admin.unsafe(`drop role if exists ${analystRoleName(schema)}`).catch(() => undefined);
      await admin.end({ timeout: 5 });
    },
  };
}

/** An in-memory PGlite behind postgres.js. */
export async function createEmbeddedTestDatabase(): Promise<TestDatabase> {
  const db = await openEmbeddedDatabase(undefined);
  return {
    sql: db.sql,
    pool: () => db.sql,
    drop: () => db.close(),
    answeredAt: db.answeredAt,
  };
}

/**
 * The SQL backends a store test runs on, for `describe.each`: PGlite always, PostgreSQL when DATABASE_URL is set
 * (CI), each as its name and a way to open a throwaway database.
 */
export const sqlTestBackends: readonly (readonly [string, () => Promise<TestDatabase>])[] = [
  ['PGlite', createEmbeddedTestDatabase],
  ...postgresBackend(testDatabaseUrl),
];

function postgresBackend(url: string | undefined) {
  return url === undefined ? [] : [['PostgreSQL', () => createPostgresTestDatabase(url)] as const];
}
