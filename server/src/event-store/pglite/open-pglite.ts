import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres, { type Sql } from 'postgres';
import { lockDataDir } from './data-dir-lock.ts';
import { createPgliteSocket } from './pglite-duplex.ts';

/**
 * PostgreSQL's memory settings for the embedded database, sized for one small rented server (decision 0028):
 * PGlite's defaults are a server's (128 MB of shared buffers, all of it resident in this process once touched).
 * PGlite's `startParams` replace its defaults, so these come after them.
 */
const EMBEDDED_SETTINGS = {
  shared_buffers: '16MB',
  wal_buffers: '1MB',
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  temp_buffers: '1MB',
};
const startParams = [
  ...PGlite.defaultStartParams,
  ...Object.entries(EMBEDDED_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

export interface EmbeddedDatabase {
  sql: Sql;
  close: () => Promise<void>;
}

/**
 * PGlite under DATA_DIR, reached through postgres.js so the SQL is written once for both SQL backends.
 * `max: 1`: pooling against PGlite returns rows to the wrong query (PGlite issue #1046).
 * `dataDir: undefined` gives an in-memory database (tests).
 */
export async function openEmbeddedDatabase(dataDir: string | undefined): Promise<EmbeddedDatabase> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const db = await PGlite.create(dataDir ? join(dataDir, 'pglite') : undefined, { startParams });
    // `socket` is a documented postgres.js option that its type definitions leave out.
    const options = {
      max: 1,
      socket: () => createPgliteSocket(db),
      onnotice: () => {},
      connection: { application_name: 'detox' },
    } as postgres.Options<Record<string, postgres.PostgresType>>;
    const sql = postgres(options);
    return {
      sql,
      async close() {
        await sql.end({ timeout: 5 });
        await db.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
