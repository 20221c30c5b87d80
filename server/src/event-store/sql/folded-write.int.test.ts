import { randomUUID } from 'node:crypto';
import {
  initialJourney,
  isEventIn,
  JOURNEY_DAYS,
  type JourneyEvent,
  journeyEventTypes,
  journeyFromRows,
  journeysProjection,
  type JourneyHeader,
  type JourneyState,
  type DayProgress,
  evolveJourney,
  type StoredEvent,
} from '@detox/projections';
import type { Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineFoldedWrites, inlineProjectionsHook } from '../../projection-runner/inline.ts';
import { newEvent } from '../../testing/event-store.contract.ts';
import { sqlTestBackends, type TestDatabase } from '../../testing/postgres.ts';
import { ConcurrencyError, type EventStore, StreamClosedError } from '../types.ts';
import { migrateEventStore } from './schema.ts';
import { createSqlEventStore } from './sql-event-store.ts';

/** The connection, counting the transactions begun on it: a fold written in its append's statement needs none. */
function countingTransactions(sql: Sql): { sql: Sql; begun: () => number } {
  let begun = 0;
  const counted = new Proxy(sql, {
    get(target, property, receiver) {
      if (property === 'begin') {
        begun++;
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { sql: counted, begun: () => begun };
}

/** A task ticked on day 1 of `userId`'s journey, as a command decides it at `version`, with its fold. */
function tick(userId: string, version: number, before: JourneyState, taskId = 'day1-1') {
  const event = newEvent('TaskCompletionSet', { day: 1, taskId, completed: true });
  const stored: StoredEvent = {
    ...event,
    streamId: `journey-${userId}`,
    streamPosition: version + 1,
    checkpoint: '',
    recordedAt: '',
  };
  if (!isEventIn<JourneyEvent>(journeyEventTypes, stored)) throw new Error('not a journey event');
  const after = evolveJourney(before, stored);
  const fold = journeysProjection.folded(
    { state: before, position: version },
    { state: after, position: version + 1 },
  );
  return { events: [event], fold, after };
}

describe.each(sqlTestBackends)(
  "a command's fold, written in its append's statement, on %s",
  (_backend, open) => {
    let db: TestDatabase;
    let store: EventStore;
    let begun: () => number;
    const groups: number[] = [];

    const storeOn = (sql: Sql) =>
      createSqlEventStore(sql, {
        backend: 'postgres',
        onAppended: inlineProjectionsHook([journeysProjection]),
        foldedWrites: inlineFoldedWrites([journeysProjection]),
        onGroupCommit: (appends) => groups.push(appends),
      });

    async function row(userId: string) {
      const [found] = await db.sql<{ state: JourneyHeader; days: DayProgress[] | null; position: string }[]>`
      select j.state, ${db.sql.unsafe(JOURNEY_DAYS)} as days, j.position from rm_journeys j
       where j.user_id = ${userId}`;
      return found && { state: journeyFromRows(found.state, found.days), position: Number(found.position) };
    }

    beforeAll(async () => {
      db = await open();
      await migrateEventStore(db.sql);
      await journeysProjection.migrate(db.sql);
      const counting = countingTransactions(db.sql);
      begun = counting.begun;
      store = storeOn(counting.sql);
    });
    afterAll(async () => {
      await db.drop();
    });

    it('writes the row the command folded with its events, in one statement and no transaction', async () => {
      const userId = randomUUID();
      const before = begun();
      const first = tick(userId, -1, initialJourney());
      await store.appendToStream(`journey-${userId}`, first.events, {
        expectedVersion: 'no_stream',
        fold: first.fold,
      });
      const second = tick(userId, 0, first.after, 'day1-2');
      await store.appendToStream(`journey-${userId}`, second.events, {
        expectedVersion: 0,
        fold: second.fold,
      });
      expect(begun() - before).toBe(0);
      expect(await row(userId)).toEqual({ state: second.after, position: 1 });
    });

    it('writes every row of a group of appends in its one statement', async () => {
      const users = Array.from({ length: 24 }, () => randomUUID());
      const before = begun();
      groups.length = 0;
      const ticks = users.map((userId) => tick(userId, -1, initialJourney()));
      await Promise.all(
        users.map((userId, index) => {
          const { events, fold } = ticks[index] ?? tick(userId, -1, initialJourney());
          return store.appendToStream(`journey-${userId}`, events, { expectedVersion: 'no_stream', fold });
        }),
      );
      expect(groups.some((size) => size > 1)).toBe(true);
      expect(begun() - before).toBe(0);
      for (const [index, userId] of users.entries()) {
        expect(await row(userId)).toEqual({ state: ticks[index]?.after, position: 0 });
      }
    });

    it('writes no row for a closed stream (an erased account)', async () => {
      const userId = randomUUID();
      await store.closeStreams([`journey-${userId}`]);
      const { events, fold } = tick(userId, -1, initialJourney());
      await expect(
        store.appendToStream(`journey-${userId}`, events, { expectedVersion: 'no_stream', fold }),
      ).rejects.toBeInstanceOf(StreamClosedError);
      expect(await row(userId)).toBeUndefined();
    });

    it('keeps the row of the writer that took the position first, not a fold made behind it', async () => {
      const userId = randomUUID();
      const first = tick(userId, -1, initialJourney());
      await store.appendToStream(`journey-${userId}`, first.events, {
        expectedVersion: 'no_stream',
        fold: first.fold,
      });
      // Another instance (its own store, its own memory) ticks another task at version 0.
      const other = storeOn(db.sql);
      const theirs = tick(userId, 0, first.after, 'day1-3');
      await other.appendToStream(`journey-${userId}`, theirs.events, {
        expectedVersion: 0,
        fold: theirs.fold,
      });
      // This store still remembers version 0: its fold from there loses the position, and writes nothing.
      const mine = tick(userId, 0, first.after, 'day1-2');
      await expect(
        store.appendToStream(`journey-${userId}`, mine.events, { expectedVersion: 0, fold: mine.fold }),
      ).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await row(userId)).toEqual({ state: theirs.after, position: 1 });
    });

    it('reads and folds in a transaction when an append brings no fold', async () => {
      const userId = randomUUID();
      const first = tick(userId, -1, initialJourney());
      await store.appendToStream(`journey-${userId}`, first.events, {
        expectedVersion: 'no_stream',
        fold: first.fold,
      });
      const before = begun();
      const second = tick(userId, 0, first.after, 'day1-2');
      await store.appendToStream(`journey-${userId}`, second.events, { expectedVersion: 0 });
      expect(begun() - before).toBe(1);
      expect(await row(userId)).toEqual({ state: second.after, position: 1 });
    });
  },
);
