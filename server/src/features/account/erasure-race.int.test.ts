import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestInstances, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../../testing/auth.ts';
import { testDatabaseUrl } from '../../testing/postgres.ts';
import pino from 'pino';
import { finishPendingErasures } from './erase-account.ts';
import { readUserEvents, userRowsByTable } from './user-data.ts';

const REFLECTION = 'Quando fico ansiosa no ônibus pego o celular sem perceber, e hoje notei isso três vezes.';
const CHAT = 'Como faço para não pegar o celular assim que acordo? Fico com o coração acelerado.';

/** One subscriber's writes, sent together: ticks, reflections, chat and saved guidance, each with its own key. */
function writesOf(token: string, count: number): (() => Promise<Response>)[] {
  const headers = (key = randomUUID()) => ({ ...bearer(token), 'Idempotency-Key': key });
  const kinds: ((n: number) => [string, object])[] = [
    (n: number) => [
      '/api/progress/task',
      { dayNumber: 1, taskId: `day1-${(n % 5) + 1}`, completed: n % 2 === 0 },
    ],
    (n: number) => ['/api/progress/reflection', { dayNumber: 1, reflection: `${REFLECTION} (${n})` }],
    () => ['/api/ai/chat', { message: CHAT, context: { dayNumber: 1 } }],
    (n: number) => [
      '/api/ai/save-guidance',
      { dayNumber: 1, guidanceType: 'coaching', title: `Plano ${n}`, content: { text: REFLECTION } },
    ],
  ];
  return Array.from({ length: count }, (_, n) => {
    const [path, body] = kinds[n % kinds.length]?.(n) ?? ['/api/progress/task', {}];
    return () => Promise.resolve(sendTo(path, jsonRequest('POST', body, headers())));
  });
}

let sendTo: (path: string, init: RequestInit) => Response | Promise<Response>;

function describeErasureRace(backend: 'embedded' | 'postgres'): void {
  describe(`erasure while writes are in flight: ${backend}`, () => {
    let test: TestApp;
    beforeAll(async () => {
      test = await createTestApp(authTestEnv, { backend });
      sendTo = (path, init) => test.app.request(path, init);
    });
    afterAll(async () => {
      await test.close();
    });

    it('leaves no event and no row of the person once DELETE /api/me answers, and takes no more writes', async () => {
      for (let round = 0; round < 3; round++) {
        const email = `corrida-${round}-${randomUUID().slice(0, 6)}@example.com`;
        const session = await givenSignedIn(test, email, 'active');
        const userId = session.user.id;
        for (const purpose of ['ai_reflections', 'questionnaire_answers']) {
          await test.app.request(
            `/api/me/consents/${purpose}`,
            jsonRequest('PUT', { granted: true }, bearer(session.token)),
          );
        }
        const writes = writesOf(session.token, 30).map((write) => write());
        // The deletion goes out while the writes are in flight, a few of them already answered.
        await new Promise((resolve) => setTimeout(resolve, 5 * round));
        const deletion = await test.app.request(
          '/api/me',
          jsonRequest('DELETE', { confirmEmail: email }, bearer(session.token)),
        );
        expect(deletion.status).toBe(200);

        // What is stored right after the answer: nothing but the tombstone, no row anywhere.
        const left = await test.runtime.sql<{ type: string; stream_id: string }[]>`
          select type, stream_id from es_events
           where stream_id like ${`%${userId}%`} or stream_id like ${`%${email}%`}
              or metadata->>'userId' = ${userId} or data::text like ${'%ônibus%'} or data::text like ${'%acelerado%'}`;
        expect(left.filter((row) => row.type !== 'AccountDeleted')).toEqual([]);
        for (const { table, where } of await userRowsByTable(test.runtime.sql, { userId, email })) {
          const rows = await test.runtime.sql`select 1 from ${test.runtime.sql(table)} where ${where}`;
          expect({ table, rows: rows.length }).toEqual({ table, rows: 0 });
        }

        const answers = await Promise.all(writes);
        // Every write was answered as done, or refused because the account is gone; none failed.
        expect(answers.filter((answer) => answer.status >= 500).map((answer) => answer.status)).toEqual([]);
        for (const answer of answers) expect([200, 201, 401, 403, 409, 410]).toContain(answer.status);

        // The writes that were still in flight left nothing behind either, and a new one is refused.
        const late = await Promise.all(writesOf(session.token, 4).map((write) => write()));
        expect(late.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
        const after = await test.runtime.sql<{ type: string }[]>`
          select type from es_events where stream_id like ${`%${userId}%`} or metadata->>'userId' = ${userId}`;
        expect(after.map((row) => row.type)).toEqual(['AccountDeleted']);
        const pending = await test.runtime.sql`select 1 from account_erasures where user_id = ${userId}`;
        expect(pending.length).toBe(0);
      }
    });

    it('finishes an erasure cut short by a failure later, with no account left to ask again', async () => {
      const email = `interrompida-${randomUUID().slice(0, 6)}@example.com`;
      const session = await givenSignedIn(test, email, 'active');
      const saved = await test.app.request(
        '/api/progress/reflection',
        jsonRequest(
          'POST',
          { dayNumber: 1, reflection: REFLECTION },
          { ...bearer(session.token), 'Idempotency-Key': randomUUID() },
        ),
      );
      expect(saved.status).toBe(200);
      const { store } = test.runtime;
      const eraseStream = store.eraseStream.bind(store);
      store.eraseStream = () => Promise.reject(new Error('conexão perdida'));
      try {
        const deletion = await test.app.request(
          '/api/me',
          jsonRequest('DELETE', { confirmEmail: email }, bearer(session.token)),
        );
        expect(deletion.status).toBe(503);
        expect(await deletion.json()).toMatchObject({ reason: 'deletion_pending' });
      } finally {
        store.eraseStream = eraseStream;
      }
      // The session ended and the streams are closed already; the data waits for the sweep.
      expect((await test.app.request('/api/me', { headers: bearer(session.token) })).status).toBe(401);
      expect((await readUserEvents(store, session.user.id, email)).length).toBeGreaterThan(1);

      expect(await finishPendingErasures(test, pino({ level: 'silent' }))).toBeGreaterThanOrEqual(1);
      const left = await readUserEvents(store, session.user.id, email);
      expect(left.map((event) => event.type)).toEqual(['AccountDeleted']);
      expect(await finishPendingErasures(test, pino({ level: 'silent' }))).toBe(0);
    });
  });
}

describeErasureRace('embedded');
describe.skipIf(!testDatabaseUrl)('PostgreSQL', () => {
  describeErasureRace('postgres');
});

/**
 * Two instances on one PostgreSQL (two runtimes: each its own session cache, journey memory and stream versions).
 * The erasure on one must hold on the other, even while the other still believes the session is alive. Before
 * streams were closed, the other instance answered 200 and the journey came back from its memory (issue 21).
 */
describe.runIf(testDatabaseUrl)('erasure on one instance, writes through another', () => {
  const instances: TestApp[] = [];
  beforeAll(async () => {
    instances.push(...(await createTestInstances(authTestEnv)));
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
  });

  it('brings nothing back: the other instance refuses the write and no stream or row reappears', async () => {
    const [one, two] = instances;
    if (!one || !two) throw new Error('two instances');
    const email = `duas-${randomUUID().slice(0, 6)}@example.com`;
    const session = await givenSignedIn(one, email, 'active');
    const write = (instance: TestApp, reflection: string) =>
      instance.app.request(
        '/api/progress/reflection',
        jsonRequest(
          'POST',
          { dayNumber: 1, reflection },
          { ...bearer(session.token), 'Idempotency-Key': randomUUID() },
        ),
      );
    // The second instance knows the session and the journey (cached) before the erasure.
    expect((await write(two, REFLECTION)).status).toBe(200);
    const deletion = await one.app.request(
      '/api/me',
      jsonRequest('DELETE', { confirmEmail: email }, bearer(session.token)),
    );
    expect(deletion.status).toBe(200);
    const late = await write(two, `${REFLECTION} De novo.`);
    expect([401, 410]).toContain(late.status);
    const left = await readUserEvents(two.runtime.store, session.user.id, email);
    expect(left.map((event) => event.type)).toEqual(['AccountDeleted']);
    for (const { table, where } of await userRowsByTable(two.runtime.sql, {
      userId: session.user.id,
      email,
    })) {
      const rows = await two.runtime.sql`select 1 from ${two.runtime.sql(table)} where ${where}`;
      expect({ table, rows: rows.length }).toEqual({ table, rows: 0 });
    }
  });
});
