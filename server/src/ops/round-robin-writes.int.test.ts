import { randomUUID } from 'node:crypto';
import { streamId } from '@detox/projections';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readsFirst } from '../commands/command-handler.ts';
import { loadConfig } from '../config.ts';
import { isConcurrencyError, type EventStore } from '../event-store/types.ts';
import { readJourney, runJourneyCommand } from '../features/journey/journey-service.ts';
import { openRuntime, type Runtime } from '../runtime.ts';
import { runtimeParts } from '../slices.ts';
import {
  createEmbeddedTestDatabase,
  createPostgresTestDatabase,
  type TestDatabase,
  testDatabaseUrl,
} from '../testing/postgres.ts';

/**
 * Three instances (runtimes with their own journey and version memories) on one database, as behind a round-robin
 * balancer: each subscriber's next write goes to another instance, whose memory of the journey is then behind.
 * Every write is still decided on the current journey (none lost, none doubled), and once an instance sees its
 * memory mostly behind it reads the journey first instead of appending blind and conflicting
 * (commands/command-handler.ts, memoryTrust); with each subscriber pinned to one instance it goes back to memory.
 */
const INSTANCES = 3;
const SUBSCRIBERS = 12;

/** The store with a count of the version conflicts its appends raised. */
function counting(store: EventStore, conflicts: { count: number }): EventStore {
  return {
    ...store,
    async appendToStream(id, events, options) {
      try {
        return await store.appendToStream(id, events, options);
      } catch (error) {
        if (isConcurrencyError(error)) conflicts.count++;
        throw error;
      }
    },
  };
}

describe('round-robin writes over three instances on one database', () => {
  let database: TestDatabase;
  const instances: Runtime[] = [];
  const conflicts = { count: 0 };
  beforeAll(async () => {
    database = testDatabaseUrl
      ? await createPostgresTestDatabase(testDatabaseUrl)
      : await createEmbeddedTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    const logger = pino({ level: 'silent' });
    for (let i = 0; i < INSTANCES; i++) {
      const runtime = await openRuntime(config, logger, runtimeParts, {
        sql: database.pool(4),
        embedded: !testDatabaseUrl,
        close: () => Promise.resolve(),
      });
      instances.push({ ...runtime, store: counting(runtime.store, conflicts) });
    }
  });
  afterAll(async () => {
    for (const runtime of instances) await runtime.close();
    await database.drop();
  });

  const users = Array.from({ length: SUBSCRIBERS }, () => randomUUID());

  /**
   * Each subscriber ticks and unticks day 1's first task `writes` times, one write after another (write n ticks
   * when n is even): every write changes the journey.
   */
  async function writeAll(
    firstWrite: number,
    writes: number,
    instanceOf: (user: number, write: number) => number,
    onWrite: (write: number) => void = () => {},
  ): Promise<void> {
    await Promise.all(
      users.map(async (userId, user) => {
        for (let write = firstWrite; write < firstWrite + writes; write++) {
          onWrite(write);
          const runtime = instances[instanceOf(user, write) % INSTANCES];
          if (!runtime) throw new Error('no instance');
          await runJourneyCommand(
            runtime,
            userId,
            { type: 'SetTask', day: 1, taskId: 'day1-1', completed: write % 2 === 0 },
            randomUUID(),
          );
        }
      }),
    );
  }

  it('round-robin: every write lands once, and the instances soon read first instead of conflicting', async () => {
    const WRITES = 25;
    let lateFrom = -1;
    await writeAll(
      0,
      WRITES,
      (user, write) => user + write,
      (write) => {
        if (write === WRITES - 10 && lateFrom < 0) lateFrom = conflicts.count;
      },
    );
    const conflictsLate = conflicts.count - lateFrom;
    const [first] = instances;
    if (!first) throw new Error('no instance');
    for (const userId of users) {
      const { version, events } = await first.store.readStream(streamId('journey', userId));
      // One event per write, none lost or doubled: each write changed the tick.
      expect(version).toBe(WRITES - 1);
      expect(events.filter((event) => event.type === 'TaskCompletionSet')).toHaveLength(WRITES);
      // The read model (written in each append's transaction) ends on the last write: 25 writes, the last a tick.
      const journey = await readJourney(first, userId);
      expect(journey.days.find((day) => day.day === 1)?.tasks['day1-1']).toBe(true);
    }
    console.info(
      `round-robin: ${SUBSCRIBERS * WRITES} writes, ${conflicts.count} version conflicts in all, ` +
        `${conflictsLate} in the last ${SUBSCRIBERS * 10}; reads first: ${instances.map((r) => readsFirst(r.store)).join(', ')}`,
    );
    expect(instances.map((runtime) => readsFirst(runtime.store))).toEqual([true, true, true]);
    // Appending blind from memory, nearly every one of these would conflict (its memory is two writes behind).
    expect(conflictsLate).toBeLessThan(SUBSCRIBERS);
  });

  it('pinned again: the instances go back to appending from memory', async () => {
    await writeAll(25, 40, (user) => user);
    expect(instances.map((runtime) => readsFirst(runtime.store))).toEqual([false, false, false]);
    const [first] = instances;
    if (!first) throw new Error('no instance');
    for (const userId of users) {
      const { version } = await first.store.readStream(streamId('journey', userId));
      expect(version).toBe(25 + 40 - 1);
    }
  });
});
