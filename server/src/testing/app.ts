import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import { createApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { openRuntime, type Runtime } from '../runtime.ts';
import { runtimeParts } from '../slices.ts';
import { createEmbeddedTestDatabase, createPostgresTestDatabase, testDatabaseUrl } from './postgres.ts';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  runtime: Runtime;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a throwaway database: a schema on PostgreSQL when DATABASE_URL is set (CI), else in-memory PGlite.
 * Call it with { backend: 'embedded' } to force PGlite.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { backend }: { backend?: 'embedded' | 'postgres' } = {},
): Promise<TestApp> {
  const usePostgres = backend === 'postgres' || (backend === undefined && testDatabaseUrl !== undefined);
  const database = usePostgres
    ? await createPostgresTestDatabase(testDatabaseUrl ?? '')
    : await createEmbeddedTestDatabase();
  // Generated files (daily audio) go to a throwaway directory, never the repo's ./data.
  const dataDir = mkdtempSync(join(tmpdir(), 'detox-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const logger = pino({ level: 'silent' });
  const runtime = await openRuntime(config, logger, runtimeParts, {
    sql: usePostgres ? database.pool(4) : database.sql,
    embedded: !usePostgres,
    ...(usePostgres && testDatabaseUrl ? { url: testDatabaseUrl } : {}),
    close: database.drop,
    ...(database.answeredAt ? { answeredAt: database.answeredAt } : {}),
  });
  return { app: createApp({ config, runtime, logger }), runtime, config, close: () => runtime.close() };
}

/**
 * Two instances (two runtimes, each its own store, caches and memory) on one throwaway PostgreSQL schema, as two
 * servers behind a load balancer would be. The last one closed drops the schema.
 */
export async function createTestInstances(
  env: Record<string, string>,
  logger: Logger = pino({ level: 'silent' }),
): Promise<TestApp[]> {
  const database = await createPostgresTestDatabase(testDatabaseUrl ?? '');
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const instances: TestApp[] = [];
  for (const last of [false, true]) {
    const runtime = await openRuntime(config, logger, runtimeParts, {
      sql: database.pool(4),
      embedded: false,
      ...(testDatabaseUrl ? { url: testDatabaseUrl } : {}),
      close: last ? database.drop : () => Promise.resolve(),
    });
    instances.push({
      app: createApp({ config, runtime, logger }),
      runtime,
      config,
      close: () => runtime.close(),
    });
  }
  return instances;
}
