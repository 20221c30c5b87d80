import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres, { type Sql } from 'postgres';
import { lockDataDir } from './data-dir-lock.ts';
import { createPgliteSocket } from './pglite-duplex.ts';

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
    const db = await PGlite.create(dataDir ? join(dataDir, 'pglite') : undefined);
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
