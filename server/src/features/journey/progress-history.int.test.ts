import { randomUUID } from 'node:crypto';
import { programmeDay, questionsForDay } from '@detox/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressHistorySchema } from '../../contracts/progress.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../../testing/auth.ts';
import { meditationMinutes } from './progress-history-dto.ts';

describe('GET /api/progress/history', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(authTestEnv);
  });
  afterAll(async () => {
    await test.close();
  });

  async function subscriber(status: 'active' | 'none' = 'active') {
    const { token } = await givenSignedIn(test, `historia-${randomUUID()}@exemplo.com.br`, status);
    const write = async (path: string, body: unknown, method = 'POST') => {
      const response = await test.app.request(
        `/api${path}`,
        jsonRequest(method, body, { ...bearer(token), 'Idempotency-Key': randomUUID() }),
      );
      expect(response.status, await response.clone().text()).toBe(200);
    };
    const history = async () => {
      const response = await test.app.request('/api/progress/history', { headers: bearer(token) });
      return { status: response.status, body: await response.json() };
    };
    return { token, write, history };
  }

  /** Every question of the day answered with the option at `index` (0 = the lowest value). */
  const answers = (day: number, index: number) =>
    questionsForDay(day).map((question) => ({
      questionId: question.id,
      selectedOptions: [question.options[Math.min(index, question.options.length - 1)]?.id ?? ''],
    }));

  async function completeDay(user: Awaited<ReturnType<typeof subscriber>>, day: number, index: number) {
    for (const task of programmeDay(day)?.tasks ?? []) {
      await user.write('/progress/task', { dayNumber: day, taskId: task.id, completed: true });
    }
    await user.write('/progress/audio', { dayNumber: day, audioPlayed: true, listenedFraction: 0.5 });
    await user.write('/progress/reflection', {
      dayNumber: day,
      reflection: `Dia ${day}: larguei o celular.`,
    });
    await user.write('/weekly-challenge/questionnaire/save', {
      dayNumber: day,
      responses: answers(day, index),
    });
    await user.write('/progress/complete-day', { dayNumber: day });
  }

  it('gives a new subscriber 21 empty days', async () => {
    const user = await subscriber();
    const { status, body } = await user.history();
    expect(status).toBe(200);
    const history = progressHistorySchema.parse(body);
    expect(history.days).toHaveLength(21);
    expect(history.currentDay).toBe(1);
    expect(history.days[0]).toMatchObject({
      dayNumber: 1,
      title: programmeDay(1)?.title,
      status: 'available',
      completed: false,
      tasksDone: 0,
      tasksTotal: 5,
      minutesMeditated: 0,
      reflection: '',
      measures: { mood_today: null, sleep_quality: null },
    });
  });

  it('follows each measure, the tasks, the minutes and the reflections day by day', async () => {
    const user = await subscriber();
    await user.write('/me/consents/questionnaire_answers', { granted: true }, 'PUT');
    await completeDay(user, 1, 0);
    await completeDay(user, 2, 2);
    await completeDay(user, 3, 4);
    await user.write('/progress/task', { dayNumber: 4, taskId: 'day4-1', completed: true });
    await user.write('/progress/audio', { dayNumber: 4, audioPlayed: false, listenedFraction: 0.25 });

    const history = progressHistorySchema.parse((await user.history()).body);
    expect(history.daysCompleted).toBe(3);
    expect(history.currentDay).toBe(4);
    const [day1, day2, day3, day4] = history.days;
    expect(day1?.measures).toEqual({
      mood_today: 1,
      screen_time_feeling: 1,
      motivation_level: 1,
      sleep_quality: null,
      stress_level: null,
    });
    expect(day2?.measures.mood_today).toBe(3);
    // Sleep is asked on day 3: its fifth option is worth 5.
    expect(day3?.measures).toMatchObject({ mood_today: 5, sleep_quality: 5, stress_level: null });
    expect(day1?.completed).toBe(true);
    expect(day1?.completedAt).not.toBeNull();
    expect(day1?.tasksDone).toBe(5);
    expect(day1?.reflection).toBe('Dia 1: larguei o celular.');
    expect(day1?.minutesMeditated).toBe(Math.round(0.5 * meditationMinutes(1)));
    expect(day1?.minutesMeditated).toBeGreaterThan(0);
    expect(day4).toMatchObject({ status: 'in_progress', completed: false, completedAt: null, tasksDone: 1 });
    expect(day4?.minutesMeditated).toBe(Math.round(0.25 * meditationMinutes(4)));
    expect(day4?.measures.mood_today).toBeNull();
  });

  it('is for subscribers only, with a pt-BR refusal', async () => {
    const user = await subscriber('none');
    const { status, body } = await user.history();
    expect(status).toBe(403);
    expect(JSON.stringify(body)).toMatch(/[ãáéíóúç]/i);
  });
});
