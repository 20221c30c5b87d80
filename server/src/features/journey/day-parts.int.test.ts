import { randomUUID } from 'node:crypto';
import { programmeDay, questionsForDay } from '@detox/fixtures';
import { evolveJourney, initialJourney, isJourneyEvent } from '@detox/projections';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DayProgressDto, ProgressWriteResponse } from '../../contracts/progress.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../../testing/auth.ts';
import { journeyStreamId, readJourney } from './journey-service.ts';

// The recipe "Add a new kind of day task" (docs/architecture.md), end to end: the test registry
// (fixtures/src/testing/day-parts.ts: a required breathing check weighing 0.1 every day, an optional gratitude note
// on days 1-2) in place of the product's, and the real app on a real database. Nothing else is changed for it: the
// route, the decider, the event, the fold, the read model and the answer are the generic ones.
vi.mock('@detox/fixtures/day-parts', () => import('@detox/fixtures/testing/day-parts'));

describe('a new kind of day task, through the API', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(authTestEnv);
  });
  afterAll(async () => {
    await test.close();
  });

  async function subscriber() {
    const { token, user } = await givenSignedIn(test, `assinante-${randomUUID()}@exemplo.com.br`, 'active');
    const write = async (path: string, body: unknown, key = randomUUID(), method = 'POST') => {
      const response = await test.app.request(
        `/api${path}`,
        jsonRequest(method, body, { ...bearer(token), 'Idempotency-Key': key }),
      );
      return { status: response.status, body: await response.json() };
    };
    const day = async (n: number) => {
      const response = await test.app.request(`/api/progress/day/${n}`, { headers: bearer(token) });
      return (await response.json()) as DayProgressDto;
    };
    expect(
      (await write('/me/consents/questionnaire_answers', { granted: true }, undefined, 'PUT')).status,
    ).toBe(200);
    return { userId: user.id, write, day };
  }

  /** Day n's programme parts, all done: tasks, audio, reflection, questionnaire. */
  async function programmeDone(user: Awaited<ReturnType<typeof subscriber>>, n: number) {
    for (const task of programmeDay(n)?.tasks ?? [])
      await user.write('/progress/task', { dayNumber: n, taskId: task.id, completed: true });
    await user.write('/progress/audio', { dayNumber: n, audioPlayed: true, listenedFraction: 0.7 });
    await user.write('/progress/reflection', {
      dayNumber: n,
      reflection: 'Percebi que desbloqueio o celular no tédio.',
    });
    const responses = questionsForDay(n).map((question) => ({
      questionId: question.id,
      selectedOptions: [question.options[1]?.id ?? ''],
    }));
    await user.write('/weekly-challenge/questionnaire/save', { dayNumber: n, responses });
  }

  it('shows the parts, holds the day until the required one is done, weighs it, and completes the day', async () => {
    const user = await subscriber();
    expect((await user.day(1)).parts).toEqual([
      { id: 'respiracao', label: 'Respiração guiada', value: null, done: false, required: true },
      { id: 'gratidao', label: 'Diário de gratidão', value: null, done: false, required: false },
    ]);
    expect((await user.day(3)).parts?.map((part) => part.id)).toEqual(['respiracao']);

    await programmeDone(user, 1);
    expect((await user.day(1)).totals.total).toBe(90);
    const early = await user.write('/progress/complete-day', { dayNumber: 1 });
    expect(early).toEqual({
      status: 422,
      body: { error: 'Para concluir o Dia 1, falta: fazer a respiração guiada.', reason: 'day_not_ready' },
    });

    const breathed = await user.write('/progress/part', { dayNumber: 1, part: 'respiracao', value: true });
    expect(breathed.status).toBe(200);
    const answer = breathed.body as ProgressWriteResponse;
    expect(answer.day.parts?.[0]).toEqual({
      id: 'respiracao',
      label: 'Respiração guiada',
      value: true,
      done: true,
      required: true,
    });
    expect(answer.day.totals.total).toBe(100);
    const note = await user.write('/progress/part', {
      dayNumber: 1,
      part: 'gratidao',
      value: 'O café com calma.',
    });
    expect((note.body as ProgressWriteResponse).day.parts?.[1]).toMatchObject({
      value: 'O café com calma.',
      done: true,
    });

    const completed = await user.write('/progress/complete-day', { dayNumber: 1 });
    expect(completed.status).toBe(200);
    expect((completed.body as ProgressWriteResponse).currentDay).toBe(2);

    // The log holds the generic event; its fold is the read model's row, as a rebuild would make it.
    const { events } = await test.runtime.store.readStream(journeyStreamId(user.userId));
    expect(events.filter((event) => event.type === 'DayPartRecorded').map((event) => event.data)).toEqual([
      { day: 1, part: 'respiracao', value: true },
      { day: 1, part: 'gratidao', value: 'O café com calma.' },
    ]);
    const folded = events.filter(isJourneyEvent).reduce(evolveJourney, initialJourney());
    expect(await readJourney(test.runtime, user.userId)).toEqual(folded);
    expect(folded.days[0]?.parts).toEqual({ respiracao: true, gratidao: 'O café com calma.' });
  });

  it("the debug screen's test data does the required parts too, so the day can be completed", async () => {
    const user = await subscriber();
    const filled = await user.write('/debug/day/1/test-data', {});
    expect(filled.status).toBe(200);
    expect(filled.body).toMatchObject({ conditions: { canComplete: true }, skipped: [] });
    expect((await user.day(1)).parts?.map((part) => [part.id, part.done])).toEqual([
      ['respiracao', true],
      ['gratidao', false],
    ]);
    expect((await user.write('/progress/complete-day', { dayNumber: 1 })).status).toBe(200);
  });

  it('answers a resent value the same and stores it once', async () => {
    const user = await subscriber();
    const key = randomUUID();
    const body = { dayNumber: 1, part: 'respiracao', value: true };
    const first = await user.write('/progress/part', body, key);
    expect(await user.write('/progress/part', body, key)).toEqual(first);
    const { events } = await test.runtime.store.readStream(journeyStreamId(user.userId));
    expect(events.filter((event) => event.type === 'DayPartRecorded')).toHaveLength(1);
  });

  it.each([
    ['an unknown part', { dayNumber: 1, part: 'alongamento', value: true }, 404, 'unknown_day_part'],
    [
      'a value its input does not take',
      { dayNumber: 1, part: 'respiracao', value: 'sim' },
      400,
      'invalid_day_part_value',
    ],
    [
      'a text over its limit',
      { dayNumber: 1, part: 'gratidao', value: 'x'.repeat(501) },
      400,
      'invalid_day_part_value',
    ],
    ['a locked day', { dayNumber: 2, part: 'respiracao', value: true }, 409, 'day_locked'],
    [
      'a value out of the vocabulary',
      { dayNumber: 1, part: 'respiracao', value: { feito: true } },
      400,
      undefined,
    ],
    ['an unknown field', { dayNumber: 1, part: 'respiracao', value: true, extra: 1 }, 400, undefined],
  ])('refuses %s with a pt-BR message and stores nothing', async (_case, body, status, reason) => {
    const user = await subscriber();
    const refused = await user.write('/progress/part', body);
    expect(refused.status).toBe(status);
    const answer = refused.body as { error: string; reason?: string };
    expect(answer.error.length).toBeGreaterThan(5);
    expect(answer.reason).toBe(reason);
    const { events } = await test.runtime.store.readStream(journeyStreamId(user.userId));
    expect(events.filter((event) => event.type === 'DayPartRecorded')).toEqual([]);
  });
});
