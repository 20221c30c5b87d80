import { randomUUID } from 'node:crypto';
import { programmeDay, questionsForDay } from '@detox/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OverallProgressDto, ProgressWriteResponse, UserStatsDto } from '../../contracts/progress.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../../testing/auth.ts';

describe('the daily programme API', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(authTestEnv);
  });
  afterAll(async () => {
    await test.close();
  });

  async function subscriber() {
    const { token } = await givenSignedIn(test, `assinante-${randomUUID()}@exemplo.com.br`, 'active');
    const write = async (path: string, body: unknown, key = randomUUID(), method = 'POST') =>
      test.app.request(
        `/api${path}`,
        jsonRequest(method, body, { ...bearer(token), 'Idempotency-Key': key }),
      );
    const read = async (path: string) => {
      const response = await test.app.request(`/api${path}`, { headers: bearer(token) });
      return { status: response.status, body: await response.json() };
    };
    const progress = async () => (await read('/progress')).body as OverallProgressDto;
    const consent = await write('/me/consents/questionnaire_answers', { granted: true }, undefined, 'PUT');
    expect(consent.status).toBe(200);
    return { token, write, read, progress };
  }

  const answers = (day: number) =>
    questionsForDay(day).map((question) => ({
      questionId: question.id,
      selectedOptions: [question.options[1]?.id ?? ''],
    }));

  async function completeDay(user: Awaited<ReturnType<typeof subscriber>>, day: number) {
    for (const task of programmeDay(day)?.tasks ?? []) {
      expect(
        (await user.write('/progress/task', { dayNumber: day, taskId: task.id, completed: true })).status,
      ).toBe(200);
    }
    await user.write('/progress/audio', { dayNumber: day, audioPlayed: true, listenedFraction: 0.62 });
    await user.write('/progress/reflection', {
      dayNumber: day,
      reflection: 'Percebi que desbloqueio o celular no tédio.',
    });
    await user.write('/weekly-challenge/questionnaire/save', { dayNumber: day, responses: answers(day) });
    return user.write('/progress/complete-day', { dayNumber: day });
  }

  it('gives a new subscriber day 1 open and day 2 locked', async () => {
    const user = await subscriber();
    expect((await user.read('/progress')).status).toBe(200);
    const body = await user.progress();
    expect(body.currentDay).toBe(1);
    expect(body.progress.map((day) => day.status).slice(0, 3)).toEqual(['available', 'locked', 'locked']);
    expect(body.progress[0]?.tasks).toHaveLength(5);
  });

  it('completes a day only when everything is done, then opens the next one', async () => {
    const user = await subscriber();
    const early = await user.write('/progress/complete-day', { dayNumber: 1 });
    expect(early.status).toBe(422);
    expect(((await early.json()) as { error: string }).error).toContain('Para concluir o Dia 1, falta');
    const done = await completeDay(user, 1);
    expect(done.status).toBe(200);
    const body = (await done.json()) as ProgressWriteResponse;
    expect(body.day.status).toBe('completed');
    expect(body.currentDay).toBe(2);
    expect((await user.progress()).progress[1]?.status).toBe('available');
  });

  it('answers a resent write the same and stores it once', async () => {
    const user = await subscriber();
    const key = randomUUID();
    const body = { dayNumber: 1, taskId: 'day1-1', completed: true };
    const first = await user.write('/progress/task', body, key);
    const again = await user.write('/progress/task', body, key);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    const userId = (
      await test.runtime.sql<{ user_id: string }[]>`
      select user_id from rm_journeys order by updated_at desc limit 1`
    )[0]?.user_id;
    const { events } = await test.runtime.store.readStream(`journey-${userId ?? ''}`);
    expect(events.filter((event) => event.type === 'TaskCompletionSet')).toHaveLength(1);
  });

  it.each([
    ['day 0', '/progress/task', { dayNumber: 0, taskId: 'day1-1', completed: true }, 400],
    ['day 22', '/progress/task', { dayNumber: 22, taskId: 'day1-1', completed: true }, 400],
    ["day 'abc'", '/progress/task', { dayNumber: 'abc', taskId: 'day1-1', completed: true }, 400],
    ['a task of another day', '/progress/task', { dayNumber: 1, taskId: 'day2-1', completed: true }, 422],
    ['a locked day', '/progress/task', { dayNumber: 3, taskId: 'day3-1', completed: true }, 409],
    ['a 1 MB reflection', '/progress/reflection', { dayNumber: 1, reflection: 'a'.repeat(1_000_000) }, 400],
    [
      'a 6,000-character reflection',
      '/progress/reflection',
      { dayNumber: 1, reflection: 'a'.repeat(6000) },
      400,
    ],
    [
      'audio marked below 50%',
      '/progress/audio',
      { dayNumber: 1, audioPlayed: true, listenedFraction: 0.3 },
      422,
    ],
    [
      'an unknown field',
      '/progress/task',
      { dayNumber: 1, taskId: 'day1-1', completed: true, extra: 1 },
      400,
    ],
    [
      'unknown question ids',
      '/weekly-challenge/questionnaire/save',
      { dayNumber: 1, responses: [{ questionId: 'nope', selectedOptions: ['a'] }] },
      422,
    ],
    [
      'out-of-range options',
      '/weekly-challenge/questionnaire/save',
      { dayNumber: 1, responses: [{ questionId: 'mood_today', selectedOptions: ['mood_99'] }] },
      422,
    ],
    ['completing a locked day', '/progress/complete-day', { dayNumber: 5 }, 409],
  ])('refuses %s with a pt-BR message and stores nothing', async (_case, path, body, status) => {
    const user = await subscriber();
    const before = await user.progress();
    const response = await user.write(path, body);
    expect(response.status).toBe(status);
    const { error } = (await response.json()) as { error: string };
    expect(error.length).toBeGreaterThan(5);
    expect(await user.progress()).toEqual(before);
  });

  it('stores questionnaire answers only with consent', async () => {
    const { token } = await givenSignedIn(test, `sem-consentimento-${randomUUID()}@exemplo.com.br`, 'active');
    const response = await test.app.request(
      '/api/weekly-challenge/questionnaire/save',
      jsonRequest(
        'POST',
        { dayNumber: 1, responses: answers(1) },
        { ...bearer(token), 'Idempotency-Key': randomUUID() },
      ),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ reason: 'consent_required' });
  });

  it('refuses a write without an idempotency key', async () => {
    const user = await subscriber();
    const response = await test.app.request(
      '/api/progress/task',
      jsonRequest('POST', { dayNumber: 1, taskId: 'day1-1', completed: true }, bearer(user.token)),
    );
    expect(response.status).toBe(400);
  });

  it('unlocks the week 1 challenge on day 7 and tracks its tasks', async () => {
    const user = await subscriber();
    expect((await user.write('/weekly-challenge/generate', { weekNumber: 1 })).status).toBe(409);
    for (let day = 1; day <= 6; day++) expect((await completeDay(user, day)).status).toBe(200);
    const generated = await user.write('/weekly-challenge/generate', { weekNumber: 1 });
    expect(generated.status).toBe(200);
    const challenge = (await generated.json()) as { tasks: { taskId: string }[] };
    const taskId = challenge.tasks[0]?.taskId ?? '';
    const set = await user.write(
      '/weekly-challenge/1/progress',
      { progressData: { taskId, completed: true } },
      undefined,
      'PUT',
    );
    expect(((await set.json()) as { completedTasks: number }).completedTasks).toBe(1);
    const stats = (await user.read('/user/stats')).body as UserStatsDto;
    expect(stats).toMatchObject({
      daysCompleted: 6,
      currentDay: 7,
      weeklyTasksCompleted: 1,
      audiosPlayed: 6,
    });
    expect((await user.read('/weekly-challenge/2')).status).toBe(404);
  });

  it('is closed to visitors and to users without a subscription', async () => {
    expect((await test.app.request('/api/progress')).status).toBe(401);
    const { token } = await givenSignedIn(test, `sem-plano-${randomUUID()}@exemplo.com.br`, 'none');
    const response = await test.app.request('/api/progress', { headers: bearer(token) });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ reason: 'premium_required' });
    const expired = await givenSignedIn(test, `vencido-${randomUUID()}@exemplo.com.br`, 'expired');
    const refused = await test.app.request('/api/progress', { headers: bearer(expired.token) });
    expect(await refused.json()).toMatchObject({ reason: 'subscription_expired' });
  });
});
