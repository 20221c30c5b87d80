import { randomUUID } from 'node:crypto';
import type { Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmbeddedTestDatabase,
  createPostgresTestDatabase,
  type TestDatabase,
  testDatabaseUrl,
} from '../../testing/postgres.ts';
import { newEvent, readEverything, readUntil } from '../../testing/event-store.contract.ts';
import type { EventStore } from '../types.ts';
import { compareSqlCheckpoints } from './checkpoint.ts';
import { migrateEventStore } from './schema.ts';
import { createSqlEventStore } from './sql-event-store.ts';

/** Transaction ids where the decimal text of a number gets one digit longer: '999' sorts after '1000' as text. */
const BOUNDARIES = [1_000n, 10_000n, 100_000n, 1_000_000n];

/** Consumes transaction ids, one committed transaction each, without writing a row. */
async function burnTransactionIds(sql: Sql, count: bigint): Promise<void> {
  await sql.unsafe(`create or replace procedure burn_xids(n bigint) language plpgsql as $$
    begin for i in 1..n loop perform pg_current_xact_id(); commit; end loop; end $$`);
  await sql.unsafe('call burn_xids($1)', [count.toString()]);
}

async function currentTransactionId(sql: Sql): Promise<bigint> {
  const [row] = await sql<{ id: string }[]>`select pg_current_xact_id()::text as id`;
  return BigInt(row?.id ?? '0');
}

/**
 * Writes events on both sides of every reachable boundary and reads the whole log back, in small batches and in
 * one: every event once, in commit order. A reader that orders transaction ids as text loses whole ranges here.
 */
function describeBoundaries(
  backend: string,
  open: () => Promise<TestDatabase>,
  /** A boundary further ahead than this many transactions is not crossed (a shared server may be far along). */
  mostBurned: bigint,
): void {
  describe(`readAll across transaction id boundaries: ${backend}`, () => {
    let db: TestDatabase;
    let store: EventStore;

    beforeAll(async () => {
      db = await open();
      await migrateEventStore(db.sql);
      store = createSqlEventStore(db.sql, { backend: backend === 'PGlite' ? 'embedded' : 'postgres' });
    });
    afterAll(async () => {
      await db.drop();
    });

    it('reads every event once, in order, before and after 1,000, 10,000 and 100,000', async () => {
      const written: string[] = [];
      const write = async (count: number) => {
        for (let index = 0; index < count; index++) {
          const event = newEvent('Crossed', { index: written.length });
          await store.appendToStream(`boundary-${randomUUID()}`, [event], { expectedVersion: 'no_stream' });
          written.push(event.eventId);
        }
      };
      const start = await currentTransactionId(db.sql);
      const reachable = BOUNDARIES.filter((boundary) => boundary > start && boundary - start <= mostBurned);
      // A fresh PGlite starts below 1,000 and crosses the first three; a long-lived server crosses what is in reach.
      if (backend === 'PGlite') expect(reachable).toEqual([1_000n, 10_000n, 100_000n]);
      const crossed: bigint[] = [];
      await write(5);
      for (const boundary of reachable) {
        const now = await currentTransactionId(db.sql);
        // Land a few transactions short of the boundary, then write across it one transaction at a time.
        if (boundary - now > 4n) await burnTransactionIds(db.sql, boundary - now - 4n);
        await write(8);
        crossed.push(boundary);
      }
      expect(crossed).toEqual(reachable);

      // On a shared PostgreSQL a transaction open in another session holds these events back for a moment
      // (readAll shows nothing past pg_snapshot_xmin): wait until they show, as a consumer polls.
      await readUntil(store, store.start, written.length);
      for (const batch of [3, 7, 1000]) {
        const read = await readEverything(store, undefined, batch);
        expect(read.map((event) => event.eventId)).toEqual(written);
        const checkpoints = read.map((event) => event.checkpoint);
        expect(checkpoints).toEqual(checkpoints.toSorted(compareSqlCheckpoints));
      }
    });
  });
}

describeBoundaries('PGlite', createEmbeddedTestDatabase, 100_000n);
describe.skipIf(!testDatabaseUrl)('PostgreSQL', () => {
  describeBoundaries('PostgreSQL', () => createPostgresTestDatabase(testDatabaseUrl ?? ''), 1_000_000n);
});
