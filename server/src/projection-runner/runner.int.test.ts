import type { Projection } from '@detox/projections';
import { runProjectionSpec } from '@detox/projections/projection-spec';
import type { Sql } from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newEvent } from '../testing/event-store.contract.ts';
import { migrateEventStore } from '../event-store/sql/schema.ts';
import { createSqlEventStore } from '../event-store/sql/sql-event-store.ts';
import {
  createEmbeddedTestDatabase,
  createPostgresTestDatabase,
  type TestDatabase,
  testDatabaseUrl,
} from '../testing/postgres.ts';
import { inlineProjectionsHook } from './inline.ts';
import { createProjectionRunner } from './runner.ts';

/** A projection with two statements per event, and a fault that can be thrown between them. */
function streamStats(fault: { at: number } = { at: -1 }): Projection {
  let applied = 0;
  return {
    name: 'stream_stats',
    version: 1,
    handles: ['Counted', 'Other'],
    mode: 'async',
    async migrate(sql) {
      await sql`create table if not exists stream_stats (stream_id text primary key, events int not null, last_position bigint not null)`;
      await sql`create table if not exists stream_stats_seen (event_id uuid primary key, type text not null)`;
    },
    async reset(tx) {
      await tx`truncate stream_stats, stream_stats_seen`;
    },
    async apply(tx, event) {
      await tx`
        insert into stream_stats as s values (${event.streamId}, 1, ${event.streamPosition})
        on conflict (stream_id) do update set events = s.events + 1, last_position = excluded.last_position
        where s.last_position < excluded.last_position`;
      applied++;
      if (applied === fault.at) throw new Error('fault injected between statements');
      await tx`insert into stream_stats_seen values (${event.eventId}, ${event.type}) on conflict do nothing`;
    },
  };
}

const snapshot = async (sql: Sql) => ({
  stats: await sql`select * from stream_stats order by stream_id`,
  seen: await sql`select * from stream_stats_seen order by event_id`,
});

const backends: [string, () => Promise<TestDatabase>][] = [['PGlite', createEmbeddedTestDatabase]];
if (testDatabaseUrl) backends.push(['PostgreSQL', () => createPostgresTestDatabase(testDatabaseUrl ?? '')]);

describe.each(backends)('projection runner on %s', (_name, openDatabase) => {
  // One database per backend (PGlite takes seconds to start); each test starts from empty tables.
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openDatabase();
    await migrateEventStore(db.sql);
  });
  afterEach(async () => {
    await db.sql`truncate es_events`;
    await db.sql`drop table if exists stream_stats, stream_stats_seen, projection_checkpoints`;
  });
  afterAll(async () => {
    await db.drop();
  });

  async function seed(count: number) {
    const store = createSqlEventStore(db.sql, { backend: 'embedded' });
    for (let i = 0; i < count; i++) {
      await store.appendToStream(`s-${i % 7}`, [
        newEvent(i % 3 === 0 ? 'Other' : 'Counted'),
        newEvent('Ignored'),
      ]);
    }
    return { sql: db.sql, store };
  }

  it('resumes after a fault mid-batch and ends equal to a clean rebuild', async () => {
    const { sql, store } = await seed(120);
    const faulty = createProjectionRunner({
      sql,
      store,
      projections: [streamStats({ at: 70 })],
      batchSize: 50,
      electLeader: false,
    });
    await expect(faulty.catchUp()).rejects.toThrow('fault injected');
    const [stateAfterFault] = await faulty.status();
    // Batches of 50 events hold 25 handled ones: two batches committed, the third rolled back entirely.
    const partial = await snapshot(sql);
    expect(partial.seen).toHaveLength(50);

    const restarted = createProjectionRunner({
      sql,
      store,
      projections: [streamStats()],
      batchSize: 50,
      electLeader: false,
    });
    await restarted.catchUp();
    const resumed = await snapshot(sql);
    expect(resumed.seen).toHaveLength(120);

    const rebuilt = await restarted.rebuild('stream_stats');
    expect(rebuilt.events).toBe(240);
    expect(await snapshot(sql)).toEqual(resumed);
    const [state] = await restarted.status();
    expect(state?.checkpoint).not.toBe(stateAfterFault?.checkpoint);
    expect(state?.version).toBe(1);
  });

  it('rebuilds by itself when the projection version changes', async () => {
    const { sql, store } = await seed(10);
    const runner = createProjectionRunner({ sql, store, projections: [streamStats()], electLeader: false });
    await runner.catchUp();
    await sql`update stream_stats set events = 999`;
    const bumped = { ...streamStats(), version: 2 };
    await createProjectionRunner({ sql, store, projections: [bumped], electLeader: false }).catchUp();
    const rows = await sql<{ events: number }[]>`select events from stream_stats`;
    expect(rows.every((row) => row.events < 999)).toBe(true);
  });

  it.runIf(_name === 'PostgreSQL')(
    'waits for a position while a transaction elsewhere in the cluster holds the read horizon back',
    async () => {
      const { sql, store } = await seed(3);
      // Another session holds a transaction id open: readAll shows nothing committed after it until it ends.
      const blocker = await db.pool(1).reserve();
      await blocker`begin`;
      await blocker`select pg_current_xact_id()`;
      const runner = createProjectionRunner({
        sql,
        store,
        projections: [streamStats()],
        electLeader: false,
        pollMs: 10_000,
      });
      runner.start();
      try {
        const appended = await store.appendToStream('held', [newEvent('Counted')]);
        runner.notify();
        const waited = runner.waitForPosition(appended.lastCheckpoint, 5000);
        // The notified tick ran while the horizon was held; the event becomes readable only now.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await blocker`commit`;
        expect(await waited).toBe(true);
      } finally {
        await blocker`rollback`;
        blocker.release();
        await runner.stop();
      }
      const [held] = await sql`select events from stream_stats where stream_id = 'held'`;
      expect(held?.events).toBe(1);
    },
  );

  it('waits for a position until the running loop has passed it', async () => {
    const { sql, store } = await seed(3);
    const runner = createProjectionRunner({
      sql,
      store,
      projections: [streamStats()],
      electLeader: false,
      pollMs: 10_000,
    });
    runner.start();
    const appended = await store.appendToStream('late', [newEvent('Counted')]);
    runner.notify();
    expect(await runner.waitForPosition(appended.lastCheckpoint, 5000)).toBe(true);
    await runner.stop();
    const [late] = await sql`select events from stream_stats where stream_id = 'late'`;
    expect(late?.events).toBe(1);
  });

  it('keeps its loop through a migration that fails (a database cut mid-start), and migrates on a later turn', async () => {
    // Before, the loop awaited its migration outside any try: the rejection had no handler and ended the server
    // process (database-down.int.test.ts, three-instances.int.test.ts in CI).
    const { sql, store } = await seed(4);
    const failures: string[] = [];
    const projection = streamStats();
    let migrations = 0;
    const flaky: Projection = {
      ...projection,
      async migrate(migrating) {
        if (++migrations === 1) throw new Error('write CONNECTION_CLOSED');
        await projection.migrate(migrating);
      },
    };
    const runner = createProjectionRunner({
      sql,
      store,
      projections: [flaky],
      electLeader: false,
      pollMs: 20,
      onError: (name, error) => failures.push(`${name}: ${error instanceof Error ? error.message : ''}`),
    });
    runner.start();
    try {
      const appended = await store.appendToStream('after-cut', [newEvent('Counted')]);
      expect(await runner.waitForPosition(appended.lastCheckpoint, 5000)).toBe(true);
    } finally {
      await runner.stop();
    }
    expect(failures).toEqual(['todas as projeções: write CONNECTION_CLOSED']);
    expect(migrations).toBe(2);
    const [row] = await sql`select events from stream_stats where stream_id = 'after-cut'`;
    expect(row?.events).toBe(1);
  });

  it('applies inline projections in the append transaction, all or nothing', async () => {
    const projection = streamStats({ at: 2 });
    await projection.migrate(db.sql);
    const store = createSqlEventStore(db.sql, {
      backend: 'embedded',
      onAppended: inlineProjectionsHook([projection]),
    });
    await store.appendToStream('inline', [newEvent('Counted')]);
    await expect(store.appendToStream('inline', [newEvent('Counted')])).rejects.toThrow('fault injected');
    expect((await store.readStream('inline')).events).toHaveLength(1);
    expect((await snapshot(db.sql)).seen).toHaveLength(1);
  });

  it('gives the same rows when a spec replays the same events twice', async () => {
    const { once, twice } = await runProjectionSpec(
      db.sql,
      streamStats(),
      [
        { streamId: 'a', type: 'Counted', data: {} },
        { streamId: 'a', type: 'Other', data: {} },
        { streamId: 'b', type: 'Counted', data: {} },
      ],
      (sql) => sql`select stream_id, events, last_position from stream_stats order by stream_id`,
    );
    expect(once).toEqual([
      { stream_id: 'a', events: 2, last_position: '1' },
      { stream_id: 'b', events: 1, last_position: '0' },
    ]);
    expect(twice).toEqual(once);
  });
});
