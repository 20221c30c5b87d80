import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, expect, it } from 'vitest';
import { testDatabaseUrl } from '../testing/postgres.ts';
import {
  alternatingTick,
  closedPort,
  forwardTo,
  send,
  spawnServer,
  subscriberToken,
} from '../testing/server-process.ts';
import { storageUnavailableMessage } from './write-health.ts';

/**
 * The real server process on PostgreSQL reached through a TCP forwarder: cutting it is the database going away
 * (every connection lost, new ones refused); opening it again is the database coming back.
 */
const schema = `ops_${randomBytes(6).toString('hex')}`;
const admin = testDatabaseUrl ? postgres(testDatabaseUrl, { max: 2, onnotice: () => {} }) : undefined;
afterAll(async () => {
  await admin?.unsafe(`drop schema if exists ${schema} cascade`);
  await admin?.end({ timeout: 5 });
});

it.runIf(testDatabaseUrl)(
  'answers 503 while PostgreSQL is gone and comes back with it',
  // A request here once met ECONNRESET: the server had died of its projection runner's migration, cut with the
  // database, a rejection nobody handled (fixed in runner.ts; runner.int.test.ts 'keeps its loop…').
  { timeout: 180_000 },
  async () => {
    if (!admin || !testDatabaseUrl) return;
    await admin.unsafe(`create schema ${schema}`);
    // Another instance leads cohort_funnel: this one asks for its lock at every tick, on its lock session.
    const otherInstance = await admin.reserve();
    await otherInstance`select pg_advisory_lock(hashtext(${`projection:cohort_funnel:${schema}`}))`;
    const target = new URL(testDatabaseUrl);
    const port = await closedPort();
    const url = new URL(testDatabaseUrl);
    url.host = `127.0.0.1:${port}`;
    url.searchParams.set('search_path', schema);
    let database = await forwardTo(port, target);
    const server = await spawnServer({ EVENT_STORE: 'postgres', DATABASE_URL: url.toString() });
    try {
      const token = await subscriberToken(server.url, 'sem-banco@teste.com.br', '198.51.100.70');
      const tick = alternatingTick(server.url, token);
      const ready = () => send(server.url, undefined, 'GET', '/api/ready');
      expect((await tick()).status).toBe(200);
      expect((await ready()).status).toBe(200);

      await database.close();
      const refused = await tick();
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.body)).toMatchObject({ error: storageUnavailableMessage });
      expect((await ready()).status).toBe(503);
      expect((await tick()).status).toBe(503);

      database = await forwardTo(port, target);
      const deadline = Date.now() + 10_000;
      let status = 0;
      while (Date.now() < deadline && status !== 200) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await ready()).status;
      }
      expect(status).toBe(200);
      expect((await tick()).status).toBe(200);

      // A while on the restored database: the runner's ticks ask for the lock again (they crashed the process when
      // the lock session was a reserved pool connection), then SIGTERM drains and exits 0.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect((await ready()).status).toBe(200);
      server.child.kill('SIGTERM');
      expect((await server.exited()).code).toBe(0);
      expect(server.output()).not.toContain('"status":500');
      expect(server.output()).toContain('gravação restabelecida');
    } finally {
      server.child.kill('SIGKILL');
      await database.close();
      otherInstance.release();
    }
  },
);
