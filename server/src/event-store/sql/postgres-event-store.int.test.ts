import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferred } from '../../testing/deferred.ts';
import { createPostgresTestDatabase, type TestDatabase, testDatabaseUrl } from '../../testing/postgres.ts';
import {
  describeEventStoreContract,
  newEvent,
  readEverything,
  readUntil,
} from '../../testing/event-store.contract.ts';
import { ConcurrencyError, type EventStore, type StoredEvent } from '../types.ts';
import { migrateEventStore } from './schema.ts';
import { createSqlEventStore } from './sql-event-store.ts';

/**
 * A checkpoint to read from in a test: a marker event's own. Reading the log's end instead could stop short, as
 * readAll holds back events behind any transaction still in flight in the cluster (other test files write to it),
 * and the earlier tests' events would then show among this test's.
 */
async function startMark(store: EventStore): Promise<string> {
  return (await store.appendToStream(`mark-${randomUUID()}`, [newEvent('Mark')])).lastCheckpoint;
}

describe.skipIf(!testDatabaseUrl)('PostgreSQL backend', () => {
  describeEventStoreContract('PostgreSQL', async () => {
    const db = await createPostgresTestDatabase(testDatabaseUrl ?? '');
    await migrateEventStore(db.sql);
    return { store: createSqlEventStore(db.sql, { backend: 'postgres' }), cleanup: db.drop };
  });

  describe('under concurrency', () => {
    let db: TestDatabase;
    let store: EventStore;
    /** One store per writer, as several app instances would be: their transactions really race. */
    let instances: EventStore[];

    beforeAll(async () => {
      db = await createPostgresTestDatabase(testDatabaseUrl ?? '');
      await migrateEventStore(db.sql);
      const pool = db.pool(8);
      store = createSqlEventStore(pool, { backend: 'postgres' });
      instances = Array.from({ length: 8 }, () => createSqlEventStore(pool, { backend: 'postgres' }));
    });
    afterAll(async () => {
      await db.drop();
    });

    it('gives exactly one winner per version when many writers race on one stream', async () => {
      const stream = `race-${randomUUID()}`;
      const winners = new Map<number, string>();
      let conflicts = 0;
      const writer = async (_: unknown, w: number) => {
        const instance = instances[w] ?? store;
        for (let attempt = 0; attempt < 30; attempt++) {
          const { version } = await instance.readStream(stream);
          const event = newEvent('Raced');
          try {
            const result = await instance.appendToStream(stream, [event], {
              expectedVersion: version < 0 ? 'no_stream' : version,
            });
            expect(winners.has(result.nextExpectedVersion)).toBe(false);
            winners.set(result.nextExpectedVersion, event.eventId);
          } catch (error) {
            if (!(error instanceof ConcurrencyError)) throw error;
            conflicts++;
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, writer));
      const { events } = await store.readStream(stream);
      expect(events.map((event) => event.streamPosition)).toEqual([...Array(events.length).keys()]);
      expect(events.map((event) => event.eventId)).toEqual(
        events.map((event) => winners.get(event.streamPosition)),
      );
      expect(winners.size + conflicts).toBe(8 * 30);
      expect(conflicts).toBeGreaterThan(0);
    });

    it('loses and duplicates nothing across many streams while a consumer reads, in a stable order', async () => {
      const start = await startMark(store);
      const committed = new Set<string>();
      const progress = { writing: true };
      const seen: StoredEvent[] = [];
      const consumer = (async () => {
        let checkpoint = start;
        while (progress.writing) {
          const page = await store.readAll({ after: checkpoint, limit: 50 });
          seen.push(...page);
          checkpoint = page.at(-1)?.checkpoint ?? checkpoint;
        }
        // Other sessions' open transactions can hold visibility back for a moment: poll, as a consumer does.
        const deadline = Date.now() + 15_000;
        const allSeen = () => {
          const ids = new Set(seen.map((event) => event.eventId));
          return [...committed].every((id) => ids.has(id));
        };
        while (!allSeen() && Date.now() < deadline) {
          seen.push(...(await readEverything(store, seen.at(-1)?.checkpoint ?? checkpoint)));
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const writer = async (w: number) => {
        for (let i = 0; i < 60; i++) {
          const events = [newEvent('Many', { w, i })];
          if (i % 5 === 0) events.push(newEvent('Many', { w, i, second: true }));
          // Half the writers share one store (their appends are group-committed), half have their own.
          await (w < 4 ? store : (instances[w] ?? store)).appendToStream(`many-${(w * 7 + i) % 12}`, events);
          for (const event of events) committed.add(event.eventId);
        }
      };
      await Promise.all(Array.from({ length: 8 }, (_, w) => writer(w)));
      progress.writing = false;
      await consumer;
      const seenIds = seen.map((event) => event.eventId);
      expect(new Set(seenIds).size).toBe(seenIds.length);
      expect(new Set(seenIds)).toEqual(committed);
      const reread = await readEverything(store, start);
      expect(reread.map((event) => event.eventId)).toEqual(seenIds);
    });

    it('does not let a reader pass an event whose transaction commits later', async () => {
      const gate = deferred();
      const inTransaction = deferred();
      const slowStore = createSqlEventStore(db.pool(2), {
        backend: 'postgres',
        onAppended: async (_tx, events) => {
          if (events[0]?.type !== 'Slow') return;
          inTransaction.resolve();
          await gate.promise;
        },
      });
      const start = await startMark(store);
      const slow = newEvent('Slow');
      const slowAppend = slowStore.appendToStream(`slow-${randomUUID()}`, [slow]);
      await inTransaction.promise;
      const fast = newEvent('Fast');
      await store.appendToStream(`fast-${randomUUID()}`, [fast]);
      expect((await readEverything(store, start)).map((event) => event.eventId)).toEqual([]);
      gate.resolve();
      await slowAppend;
      expect((await readUntil(store, start, 2)).map((event) => event.eventId)).toEqual([
        slow.eventId,
        fast.eventId,
      ]);
    });
  });
});
