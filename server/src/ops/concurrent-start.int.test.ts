import { demoJourney } from '@detox/fixtures';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openRuntime } from '../runtime.ts';
import { runtimeParts } from '../slices.ts';
import { seedDemoOnce } from '../seed/demo-once.ts';
import { createPostgresTestDatabase, testDatabaseUrl } from '../testing/postgres.ts';

/** Instances started together on an empty database, as a deploy of N replicas does (main.ts's start-up). */
const INSTANCES = 4;
const ROUNDS = 3;

describe.runIf(testDatabaseUrl)('instances started together on an empty schema', () => {
  it(`${INSTANCES} at once, ${ROUNDS} times: each migrates and seeds, and there is one demo subscriber`, async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    const logger = pino({ level: 'silent' });
    const demo = demoJourney('halfway');
    for (let round = 0; round < ROUNDS; round++) {
      const database = await createPostgresTestDatabase(testDatabaseUrl ?? '');
      const opened = await Promise.allSettled(
        Array.from({ length: INSTANCES }, () =>
          openRuntime(config, logger, runtimeParts, {
            sql: database.pool(2),
            embedded: false,
            close: () => Promise.resolve(),
          }),
        ),
      );
      const runtimes = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      // The seeds go out together, as from instances whose migrations ended one right after the other.
      const seeded = await Promise.allSettled(runtimes.map((runtime) => seedDemoOnce(runtime, demo)));
      // Then each projection runner's first look at its tables, together, as their loops do right after the start
      // (the checkpoints table was once created there, outside the lock, and an instance died of the race).
      const runnersReady = await Promise.allSettled(runtimes.map((runtime) => runtime.runner.status()));
      const users = await database.sql<{ user_id: string }[]>`
        select user_id from rm_users where email = ${demo.email}`;
      for (const runtime of runtimes) await runtime.close();
      await database.drop();

      const failures = [...opened, ...seeded, ...runnersReady].flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      expect({ round, failures }).toEqual({ round, failures: [] });
      const seededAs = new Set(
        seeded.map((result) => (result.status === 'fulfilled' ? result.value.userId : '')),
      );
      expect(users.map((user) => user.user_id)).toEqual([...seededAs]);
    }
  });
});
