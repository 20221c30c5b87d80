// The rebuild part of bench:store on a realistic log: `npm run seed`'s journeys through the HTTP app, then every
// projection rebuilt from it, with the count the rebuild read checked against the count stored.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allProjections } from '@detox/projections';
import pino from 'pino';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openEmbeddedDatabase } from '../src/event-store/pglite/open-pglite.ts';
import { createProjectionRunner } from '../src/projection-runner/runner.ts';
import { openRuntime } from '../src/runtime.ts';
import { runtimeParts } from '../src/slices.ts';
import { seedLog, type SeedSummary } from '../src/seed/seed-log.ts';
import { createPostgresTestDatabase } from '../src/testing/postgres.ts';

export interface SeededRebuild {
  seed: SeedSummary;
  stored: number;
  projections: { name: string; events: number; milliseconds: number }[];
}

async function openDatabase(postgresUrl: string | undefined, dataDir: string) {
  if (postgresUrl) {
    const database = await createPostgresTestDatabase(postgresUrl);
    return { sql: database.pool(10), embedded: false, close: database.drop };
  }
  const database = await openEmbeddedDatabase(dataDir);
  return { sql: database.sql, embedded: true, close: database.close };
}

/** Seeds `subscribers` journeys into a fresh database (PGlite on disk, or a PostgreSQL schema) and rebuilds it all. */
export async function seededRebuild(
  label: string,
  postgresUrl: string | undefined,
  subscribers: number,
): Promise<SeededRebuild> {
  const dataDir = mkdtempSync(join(tmpdir(), 'detox-bench-seed-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    KIRVANO_WEBHOOK_TOKEN: randomBytes(24).toString('hex'),
    TRUST_PROXY: 'true',
    SEED_DEMO: 'false',
    PUSH_REMINDERS: 'false',
  });
  const logger = pino({ level: 'silent' });
  const runtime = await openRuntime(config, logger, runtimeParts, await openDatabase(postgresUrl, dataDir));
  try {
    const app = createApp({ config, runtime, logger });
    console.log(`${label}: semeando ${subscribers} assinantes pela API…`);
    const seed = await seedLog(
      { fetcher: (path, init) => app.request(path, init), runtime, config },
      {
        subscribers,
        seed: 'bench',
        progressEvery: 100,
        onProgress: ({ done, total, requests, milliseconds }) => {
          console.log(
            `  ${label}: ${done}/${total} assinantes, ${requests.toLocaleString('en-US')} requisições, ${Math.round(milliseconds / 1000)} s`,
          );
        },
      },
    );
    const [row] = await runtime.sql<{ n: string }[]>`select count(*) as n from es_events`;
    const stored = Number(row?.n);
    const runner = createProjectionRunner({
      sql: runtime.sql,
      store: runtime.store,
      projections: allProjections,
      electLeader: false,
    });
    const projections = [];
    try {
      for (const projection of allProjections) {
        const { events, milliseconds } = await runner.rebuild(projection.name);
        if (events !== stored) {
          throw new Error(
            `${label}: a reconstrução de ${projection.name} leu ${events} de ${stored} eventos`,
          );
        }
        projections.push({ name: projection.name, events, milliseconds });
      }
    } finally {
      await runner.stop();
    }
    return { seed, stored, projections };
  } finally {
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printSeededRebuild(label: string, result: SeededRebuild): void {
  const n = (value: number) => Math.round(value).toLocaleString('en-US');
  const { seed, stored, projections } = result;
  const total = projections.reduce((sum, projection) => sum + projection.milliseconds, 0);
  const read = projections.reduce((sum, projection) => sum + projection.events, 0);
  console.log(
    `\n${label}: seeded log ${n(seed.subscribers)} subscribers (${n(seed.deleted.length)} deleted), ${n(stored)} events, ` +
      `${n(seed.transactions)} transactions, ids ${n(seed.minTransactionId)}–${n(seed.maxTransactionId)}; ` +
      `seeded in ${(seed.milliseconds / 1000).toFixed(0)} s (${n(seed.requests)} requests, ${n(seed.eventsPerSecond)} events/s)`,
  );
  for (const projection of projections) {
    console.log(
      `  rebuild ${projection.name.padEnd(16)} read ${n(projection.events)} = stored ${n(stored)}  ` +
        `${n(projection.events / (projection.milliseconds / 1000))} events/s`,
    );
  }
  console.log(
    `  every projection: ${n(read)} events in ${(total / 1000).toFixed(1)} s, ${n(read / (total / 1000))} events/s`,
  );
}
