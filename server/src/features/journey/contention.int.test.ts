import { randomUUID } from 'node:crypto';
import { programmeDay } from '@detox/fixtures';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import type { DayProgressDto } from '../../contracts/progress.ts';
import { dayProgressDto } from './progress-dto.ts';
import { createTestApp, createTestInstances, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../../testing/auth.ts';
import { testDatabaseUrl } from '../../testing/postgres.ts';
import { foldStream } from '../../commands/command-handler.ts';
import { journeyDecider } from './journey-decider.ts';
import { journeyStreamId } from './journey-service.ts';

/**
 * Issue 18: many writes of one subscriber at once (two tabs and a replaying outbox, a double tap on a slow phone)
 * contend for one journey stream. None may answer 5xx, and what the API shows afterwards is the event log's fold.
 */
const backends: ('embedded' | 'postgres')[] = testDatabaseUrl ? ['embedded', 'postgres'] : ['embedded'];

const TASKS = (programmeDay(1)?.tasks ?? []).map((task) => task.id);

describe.each(backends)('50 writes at once on %s', (backend) => {
  let test: TestApp;
  let app: ReturnType<typeof createApp>;
  const logged: string[] = [];
  beforeAll(async () => {
    test = await createTestApp(authTestEnv, { backend });
    // The same app, with a logger that keeps what it reports as unhandled: a 5xx says why here.
    const logger = pino({ level: 'error' }, { write: (line: string) => logged.push(line) });
    app = createApp({ config: test.config, runtime: test.runtime, logger });
  });
  afterAll(async () => {
    await test.close();
  });

  async function subscriber() {
    const { token, user } = await givenSignedIn(test, `assinante-${randomUUID()}@exemplo.com.br`, 'active');
    return { token, userId: user.id };
  }

  /** The n-th of a mixed burst: ticks and unticks of day 1's tasks, and a reflection now and then. */
  function nth(n: number): { path: string; body: unknown } {
    if (n % 5 === 4)
      return { path: '/progress/reflection', body: { dayNumber: 1, reflection: `Reflexão ${n}` } };
    return {
      path: '/progress/task',
      body: { dayNumber: 1, taskId: TASKS[n % TASKS.length], completed: n % 3 !== 0 },
    };
  }

  async function send(token: string, write: { path: string; body: unknown }) {
    const response = await app.request(
      `/api${write.path}`,
      jsonRequest('POST', write.body, { ...bearer(token), 'Idempotency-Key': randomUUID() }),
    );
    return { status: response.status, body: await response.json() };
  }

  /** The API's day 1 equals the fold of the subscriber's journey stream. */
  async function expectStateIsTheLog(token: string, userId: string) {
    const { events } = await test.runtime.store.readStream(journeyStreamId(userId));
    const folded = dayProgressDto(foldStream(journeyDecider, events), 1);
    const response = await app.request('/api/progress/day/1', { headers: bearer(token) });
    const shown = (await response.json()) as DayProgressDto;
    expect({ tasks: shown.tasks, reflection: shown.reflection }).toEqual({
      tasks: folded.tasks,
      reflection: folded.reflection,
    });
  }

  function report(results: { status: number; body: unknown }[]) {
    const failed = results.filter((result) => result.status >= 500);
    const others = results.filter((result) => result.status !== 200 && result.status < 500);
    return { failed, others };
  }

  it('one subscriber, one day: no 5xx, and the state is the log', async () => {
    logged.length = 0;
    const { token, userId } = await subscriber();
    const results = await Promise.all(Array.from({ length: 50 }, (_, n) => send(token, nth(n))));
    const { failed, others } = report(results);
    console.log(
      backend,
      'statuses',
      JSON.stringify(
        results
          .map((r) => r.status)
          .reduce<Record<number, number>>((a, s) => ({ ...a, [s]: (a[s] ?? 0) + 1 }), {}),
      ),
    );
    expect({ failed: failed.length, logged: logged.slice(0, 2) }).toEqual({ failed: 0, logged: [] });
    // A 409 only for a conflict that outlasted every retry: then it says so, in Portuguese.
    for (const other of others)
      expect(other).toMatchObject({ status: 409, body: { reason: 'concurrent_write' } });
    await expectStateIsTheLog(token, userId);
  });

  it('50 writers over 10 subscribers: no 5xx, and each state is its log', async () => {
    logged.length = 0;
    const subscribers = await Promise.all(Array.from({ length: 10 }, () => subscriber()));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        send(subscribers[n % 10]?.token ?? '', nth(Math.floor(n / 10) * 3 + n)),
      ),
    );
    const { failed, others } = report(results);
    console.log(
      backend,
      'statuses',
      JSON.stringify(
        results
          .map((r) => r.status)
          .reduce<Record<number, number>>((a, s) => ({ ...a, [s]: (a[s] ?? 0) + 1 }), {}),
      ),
    );
    expect({ failed: failed.length, logged: logged.slice(0, 2) }).toEqual({ failed: 0, logged: [] });
    for (const other of others)
      expect(other).toMatchObject({ status: 409, body: { reason: 'concurrent_write' } });
    for (const { token, userId } of subscribers) await expectStateIsTheLog(token, userId);
  });
});

/** Two instances (two runtimes, each its own store, memory and lanes) on one PostgreSQL, one subscriber. */
describe.runIf(testDatabaseUrl)('50 writes at once through two instances on PostgreSQL', () => {
  const instances: TestApp[] = [];
  const logged: string[] = [];
  beforeAll(async () => {
    const logger = pino({ level: 'error' }, { write: (line: string) => logged.push(line) });
    instances.push(...(await createTestInstances(authTestEnv, logger)));
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
  });

  it('no 5xx, and both instances show the log', async () => {
    const [one, two] = instances;
    if (!one || !two) throw new Error('two instances');
    const { token, user } = await givenSignedIn(one, `assinante-${randomUUID()}@exemplo.com.br`, 'active');
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async (_, n) => {
        const body = { dayNumber: 1, taskId: TASKS[n % TASKS.length], completed: n % 3 !== 0 };
        const response = await (n % 2 === 0 ? one : two).app.request(
          '/api/progress/task',
          jsonRequest('POST', body, { ...bearer(token), 'Idempotency-Key': randomUUID() }),
        );
        return response.status;
      }),
    );
    expect({ failed: statuses.filter((status) => status >= 500).length, logged: logged.slice(0, 1) }).toEqual(
      {
        failed: 0,
        logged: [],
      },
    );
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const { events } = await one.runtime.store.readStream(journeyStreamId(user.id));
    const folded = dayProgressDto(foldStream(journeyDecider, events), 1).tasks;
    for (const instance of [one, two]) {
      const response = await instance.app.request('/api/progress/day/1', { headers: bearer(token) });
      expect(((await response.json()) as DayProgressDto).tasks).toEqual(folded);
    }
  });
});
