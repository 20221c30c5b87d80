import { randomUUID } from 'node:crypto';
import type { Projection } from '@detox/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateEventStore } from '../event-store/sql/schema.ts';
import { createSqlEventStore } from '../event-store/sql/sql-event-store.ts';
import { createPostgresTestDatabase, testDatabaseUrl, type TestDatabase } from '../testing/postgres.ts';
import { CheckpointMovedError } from './checkpoints.ts';
import { createLeadership } from './leadership.ts';
import { createProjectionRunner } from './runner.ts';

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - started;
}

/** Two instances' leaderships on one schema, and the lock session of the leader cut by the database. */
describe.runIf(testDatabaseUrl)('leadership on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createPostgresTestDatabase(testDatabaseUrl ?? '');
  });
  afterAll(async () => {
    await database.drop();
  });

  const name = `teste-${Math.random().toString(36).slice(2, 8)}`;
  /** The backends holding this test's lock: PostgreSQL's own view, not the instance's memory. */
  const holders = () => database.sql<{ pid: number }[]>`
    select pid from pg_locks where locktype = 'advisory' and granted and objid::int = hashtext(${`projection:${name}:`} || current_schema())`;

  it('one leader at a time; a leader whose session is cut notices, and the other takes over', async () => {
    const one = createLeadership(database.pool(2), true);
    const two = createLeadership(database.pool(2), true);
    try {
      expect(await one.acquire(name)).toBe(true);
      expect(await two.acquire(name)).toBe(false);
      const [holder] = await holders();
      expect(holder).toBeDefined();

      const cut = performance.now();
      await database.sql`select pg_terminate_backend(${holder?.pid ?? 0})`;
      const noticed = await until(() => !one.holds(name), 5_000);
      await until(() => two.acquire(name), 5_000);
      const failover = performance.now() - cut;
      console.info(
        `leadership: lost noticed in ${noticed.toFixed(0)} ms, failover in ${failover.toFixed(0)} ms`,
      );
      expect(await one.acquire(name)).toBe(false);
      expect((await holders()).length).toBe(1);
    } finally {
      await one.release();
      await two.release();
    }
  });

  it('deployments on other schemas of the same database do not compete for a projection', async () => {
    // Before, the lock's key was the projection's name alone: an instance of one schema kept another schema's
    // projection from running (seen between test files that run at the same time on one server).
    const other = await createPostgresTestDatabase(testDatabaseUrl ?? '');
    const here = createLeadership(database.pool(1), true);
    const there = createLeadership(other.pool(1), true);
    const secondHere = createLeadership(database.pool(1), true);
    try {
      expect(await here.acquire(name)).toBe(true);
      expect(await there.acquire(name)).toBe(true);
      expect(await secondHere.acquire(name)).toBe(false);
    } finally {
      await Promise.all([here.release(), there.release(), secondHere.release()]);
      await other.drop();
    }
  });

  it('two runners on one projection (a leader that lost its lock without knowing): no event applied twice', async () => {
    await migrateEventStore(database.sql);
    const store = createSqlEventStore(database.pool(4), { backend: 'postgres' });
    const EVENTS = 3_000;
    for (let stream = 0; stream < 30; stream++) {
      const events = Array.from({ length: EVENTS / 30 }, () => ({
        eventId: randomUUID(),
        type: 'Counted',
        data: {},
        metadata: { occurredAt: new Date().toISOString(), schemaVersion: 1 },
      }));
      await store.appendToStream(`contagem-${stream}`, events);
    }
    // Not idempotent on purpose, as an analytics count may be: an event applied twice counts twice.
    const counting: Projection = {
      name: 'contagem',
      version: 1,
      handles: ['Counted'],
      mode: 'async',
      migrate: async (sql) => {
        await sql`create table if not exists contagem (id int primary key, n int not null)`;
        await sql`insert into contagem values (1, 0) on conflict do nothing`;
      },
      reset: async (tx) => {
        await tx`update contagem set n = 0`;
      },
      apply: async (tx) => {
        await tx`update contagem set n = n + 1`;
      },
      applyBatch: async (tx, events) => {
        await tx`update contagem set n = n + ${events.length}`;
      },
    };
    const runner = () =>
      createProjectionRunner({
        sql: database.pool(2),
        store,
        projections: [counting],
        electLeader: false,
        batchSize: 100,
      });
    const runners = [runner(), runner()];
    // Each migrates first (instances do at start-up, one at a time).
    for (const each of runners) await each.status();
    const outcomes = await Promise.allSettled(runners.map((each) => each.catchUp()));
    for (const outcome of outcomes)
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(CheckpointMovedError);
    await runners[0]?.catchUp();
    const [row] = await database.sql<{ n: number }[]>`select n from contagem`;
    expect(row?.n).toBe(EVENTS);
    for (const each of runners) await each.stop();
    await store.close();
  });
});
