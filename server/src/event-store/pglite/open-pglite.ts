import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres, { type Sql } from 'postgres';
import { lockDataDir } from './data-dir-lock.ts';
import { startParams } from './embedded-settings.ts';
import { createPgliteSocket } from './pglite-duplex.ts';

export interface EmbeddedDatabase {
  sql: Sql;
  close: () => Promise<void>;
  /** When PGlite last answered a statement (performance.now()), or -Infinity: a sign of life that costs no query. */
  answeredAt: () => number;
}

/**
 * PGlite under DATA_DIR, reached through postgres.js so the SQL is written once for both SQL backends.
 * `max: 1`: pooling against PGlite returns rows to the wrong query (PGlite issue #1046).
 * `dataDir: undefined` gives an in-memory database (tests).
 */
export async function openEmbeddedDatabase(dataDir: string | undefined): Promise<EmbeddedDatabase> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const directory = dataDir ? join(dataDir, 'pglite') : undefined;
    if (directory && !existsSync(join(directory, 'PG_VERSION'))) await initdbInAProcessOfItsOwn(directory);
    const db = await PGlite.create(directory, { startParams });
    let answeredAt = Number.NEGATIVE_INFINITY;
    // `socket` is a documented postgres.js option that its type definitions leave out.
    const options = {
      max: 1,
      socket: () =>
        createPgliteSocket(db, () => {
          answeredAt = performance.now();
        }),
      onnotice: () => {},
      connection: { application_name: 'detox' },
    } as postgres.Options<Record<string, postgres.PostgresType>>;
    const sql = postgres(options);
    return {
      sql,
      answeredAt: () => answeredAt,
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

/**
 * Makes PGlite's directory in a child process (pglite-initdb.ts): what initdb leaves in the native heap ends with
 * that process instead of staying in the server's RSS. Beside this module: its TypeScript under the loader,
 * pglite-initdb.js beside the built main.js.
 */
async function initdbInAProcessOfItsOwn(directory: string): Promise<void> {
  const typescript = import.meta.url.endsWith('.ts');
  const entry = new URL(typescript ? './pglite-initdb.ts' : './pglite-initdb.js', import.meta.url);
  const child = fork(entry, [directory], {
    execArgv: typescript ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`initdb do PGlite falhou (código ${String(code)}): ${stderr.trim()}`);
}
