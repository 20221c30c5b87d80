import { randomUUID } from 'node:crypto';
import {
  type DayProgress,
  initialJourney,
  JOURNEY_DAYS,
  type JourneyHeader,
  journeyFromRows,
  type JourneyState,
  type StreamFold,
} from '@detox/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OverallProgressDto } from '../../contracts/progress.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../../testing/auth.ts';
import { runJourneyCommand } from './journey-service.ts';

/**
 * The read caches answer like the database would: what another app instance writes (here: SQL straight into the
 * read models, as another process on the same PostgreSQL would) is what the next request sees.
 */
describe('read caches', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(authTestEnv);
  });
  afterAll(async () => {
    await test.close();
  });

  async function subscriber() {
    const { token, user } = await givenSignedIn(test, `cache-${randomUUID()}@exemplo.com.br`, 'active');
    const userId = user.id;
    const progress = async () => {
      const response = await test.app.request('/api/progress', { headers: bearer(token) });
      return { status: response.status, body: (await response.json()) as OverallProgressDto };
    };
    const setTask = (task: { dayNumber: number; taskId: string; completed: boolean }, key = randomUUID()) =>
      test.app.request(
        '/api/progress/task',
        jsonRequest('POST', task, { ...bearer(token), 'Idempotency-Key': key }),
      );
    const tick = (taskId: string, completed = true) => setTask({ dayNumber: 1, taskId, completed });
    return { token, userId, progress, setTask, tick };
  }

  /** A journey's read-model rows (rm_journeys and its rm_journey_days), as another instance reads them. */
  async function readRows(userId: string) {
    const [row] = await test.runtime.sql<
      { state: JourneyHeader; days: DayProgress[] | null; position: string }[]
    >`
      select j.state, ${test.runtime.sql.unsafe(JOURNEY_DAYS)} as days, j.position
        from rm_journeys j where j.user_id = ${userId}`;
    if (!row) throw new Error('no journey row');
    return { state: journeyFromRows(row.state, row.days), position: Number(row.position) };
  }

  /** Writes a journey's read-model rows, as another instance's inline projection would. */
  async function writeRows(userId: string, state: JourneyState, position: number) {
    const { days, ...header } = state;
    const json = (value: unknown) => test.runtime.sql.json(JSON.parse(JSON.stringify(value)) as never);
    await test.runtime.sql`
      update rm_journeys set state = ${json(header)}, position = ${position} where user_id = ${userId}`;
    for (const day of days) {
      await test.runtime.sql`
        update rm_journey_days set state = ${json(day)} where user_id = ${userId} and day = ${day.day}`;
    }
  }

  it('shows a journey written by another instance on the next read and the next write', async () => {
    const ana = await subscriber();
    expect((await ana.tick('day1-1')).status).toBe(200);
    expect((await ana.progress()).body.progress[0]?.tasks[0]?.completed).toBe(true);

    // Another instance ticks task 2 (its read model row moves one position on).
    const row = await readRows(ana.userId);
    const day1 = row.state.days[0];
    if (!day1) throw new Error('no day 1');
    const moved: JourneyState = {
      ...row.state,
      days: [{ ...day1, tasks: { ...day1.tasks, 'day1-2': true } }, ...row.state.days.slice(1)],
    };
    await writeRows(ana.userId, moved, row.position + 1);
    const after = (await ana.progress()).body.progress[0]?.tasks.map((task) => task.completed);
    expect(after?.slice(0, 3)).toEqual([true, true, false]);

    // A write decides from that state too (and its version): untick task 1, task 2 stays ticked.
    await test.runtime.sql`
      insert into es_events (event_id, stream_id, stream_position, type, data, metadata)
      values (${randomUUID()}, ${`journey-${ana.userId}`}, ${row.position + 1}, 'TaskCompletionSet',
              ${test.runtime.sql.json({ day: 1, taskId: 'day1-2', completed: true })},
              ${test.runtime.sql.json({ occurredAt: new Date().toISOString(), schemaVersion: 1, userId: ana.userId })})`;
    expect((await ana.tick('day1-1', false)).status).toBe(200);
    const written = (await ana.progress()).body.progress[0]?.tasks.map((task) => task.completed);
    expect(written?.slice(0, 3)).toEqual([false, true, false]);
  });

  /** Another instance's write: its event at the next position and the read model row it commits with. */
  async function writeElsewhere(userId: string, change: (state: JourneyState) => JourneyState) {
    const row = await readRows(userId);
    const position = row.position + 1;
    await test.runtime.sql`
      insert into es_events (event_id, stream_id, stream_position, type, data, metadata)
      values (${randomUUID()}, ${`journey-${userId}`}, ${position}, 'TaskCompletionSet',
              ${test.runtime.sql.json({ day: 1, taskId: 'day1-2', completed: true })},
              ${test.runtime.sql.json({ occurredAt: new Date().toISOString(), schemaVersion: 1, userId })})`;
    await writeRows(userId, change(row.state), position);
  }

  const withDay1 = (state: JourneyState, day1: Partial<JourneyState['days'][number]>): JourneyState => {
    const [first, ...rest] = state.days;
    if (!first) throw new Error('no day 1');
    return { ...state, days: [{ ...first, ...day1 }, ...rest] };
  };

  it('decides a write from the database when the journey it remembers is behind, with no read between', async () => {
    const dora = await subscriber();
    expect((await dora.tick('day1-1')).status).toBe(200);
    await writeElsewhere(dora.userId, (state) =>
      withDay1(state, { tasks: { ...state.days[0]?.tasks, 'day1-2': true } }),
    );
    // Straight to a write: the remembered journey (task 2 not ticked) loses its version to the other write.
    const response = await dora.tick('day1-3');
    expect(response.status).toBe(200);
    const tasks = (await dora.progress()).body.progress[0]?.tasks.map((task) => task.completed);
    expect(tasks?.slice(0, 4)).toEqual([true, true, true, false]);
    const [count] = await test.runtime.sql<{ events: number }[]>`
      select count(*)::int as events from es_events where stream_id = ${`journey-${dora.userId}`}`;
    expect(count?.events).toBe(3);
  });

  it('lets the database overrule a refusal decided from a remembered journey', async () => {
    const edu = await subscriber();
    expect((await edu.tick('day1-1')).status).toBe(200);
    const tickDay2 = () => edu.setTask({ dayNumber: 2, taskId: 'day2-1', completed: true });
    expect((await tickDay2()).status).toBe(409);
    // Another instance completes day 1: day 2 opens, though this instance remembers it locked.
    await writeElsewhere(edu.userId, (state) =>
      withDay1(state, {
        completed: true,
        questionnaire: { responses: [], completedAt: new Date().toISOString() },
      }),
    );
    expect((await tickDay2()).status).toBe(200);
    expect((await edu.progress()).body.progress[1]?.tasks[0]?.completed).toBe(true);
  });

  it('answers a resend from the database without writing, while it remembers the journey', async () => {
    const fabi = await subscriber();
    const key = randomUUID();
    const send = (completed: boolean) => fabi.setTask({ dayNumber: 1, taskId: 'day1-4', completed }, key);
    const first = await send(true);
    expect(first.status).toBe(200);
    expect((await fabi.tick('day1-5')).status).toBe(200);
    // The same key again: nothing is written, and the answer is today's journey. With another body it is refused
    // (issue 18: a key reused for another action), and nothing is written either.
    expect((await send(false)).status).toBe(422);
    const resent = await send(true);
    expect(resent.status).toBe(200);
    const answer = (await resent.json()) as { day: { tasks: { id: string; completed: boolean }[] } };
    expect(answer.day.tasks.slice(3, 5).map((task) => task.completed)).toEqual([true, true]);
    const [count] = await test.runtime.sql<{ events: number }[]>`
      select count(*)::int as events from es_events where stream_id = ${`journey-${fabi.userId}`}`;
    expect(count?.events).toBe(2);
    const tasks = (await fabi.progress()).body.progress[0]?.tasks.map((task) => task.completed);
    expect(tasks?.slice(3, 5)).toEqual([true, true]);
  });

  it('hands the append the journey its command folded, and the read model keeps exactly that', async () => {
    const { userId, tick } = await subscriber();
    expect((await tick('day1-1')).status).toBe(200);
    const store = test.runtime.store;
    const folds: (StreamFold | undefined)[] = [];
    test.runtime.store = {
      ...store,
      appendToStream(streamId, events, options) {
        folds.push(options?.fold);
        return store.appendToStream(streamId, events, options);
      },
    };
    try {
      const command = { type: 'SetTask', day: 1, taskId: 'day1-2', completed: true } as const;
      const state = await runJourneyCommand(test.runtime, userId, command, randomUUID());
      expect(folds.map((fold) => fold?.projection)).toEqual(['journeys']);
      expect(await readRows(userId)).toEqual({ state, position: 1 });
    } finally {
      test.runtime.store = store;
    }
  });

  it('shows the initial journey again once the row is gone (erasure elsewhere)', async () => {
    const bia = await subscriber();
    expect((await bia.tick('day1-3')).status).toBe(200);
    expect((await bia.progress()).body.summary.completedTasks).toBe(1);
    await test.runtime.sql`delete from rm_journeys where user_id = ${bia.userId}`;
    const { body } = await bia.progress();
    expect(body.summary.completedTasks).toBe(0);
    expect(body.progress[0]?.tasks.every((task) => !task.completed)).toBe(true);
    expect(initialJourney().days).toHaveLength(21);
  });

  it('refuses a token at once after logout, and sees a consent given a moment ago', async () => {
    const carla = await subscriber();
    expect((await carla.progress()).status).toBe(200);
    const save = () =>
      test.app.request(
        '/api/weekly-challenge/questionnaire/save',
        jsonRequest(
          'POST',
          { dayNumber: 1, responses: [] },
          { ...bearer(carla.token), 'Idempotency-Key': randomUUID() },
        ),
      );
    const before = await save();
    expect(before.status).toBe(403);
    const consent = await test.app.request(
      '/api/me/consents/questionnaire_answers',
      jsonRequest('PUT', { granted: true }, bearer(carla.token)),
    );
    expect(consent.status).toBe(200);
    expect((await save()).status).not.toBe(403);
    const logout = await test.app.request('/api/auth/logout', {
      method: 'POST',
      headers: bearer(carla.token),
    });
    expect(logout.status).toBe(200);
    expect((await carla.progress()).status).toBe(401);
  });
});
