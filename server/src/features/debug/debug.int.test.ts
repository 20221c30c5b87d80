import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayConditions, DebugStatus, DebugWriteResponse } from '../../contracts/debug.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../../testing/auth.ts';

const post = (test: TestApp, path: string, token: string, body?: unknown) =>
  test.app.request(path, jsonRequest('POST', body, { ...bearer(token), 'Idempotency-Key': randomUUID() }));
const get = (test: TestApp, path: string, token: string) =>
  test.app.request(path, { headers: bearer(token) });

describe('debug API in production', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ ...authTestEnv, NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await test.close();
  });

  it('refuses subscribers and support with 403, answers admins', async () => {
    const subscriber = await givenSignedIn(test, 'assinante@example.com', 'active');
    const support = await givenSignedIn(test, 'suporte@detox21.com.br');
    const admin = await givenSignedIn(test, 'admin@detox21.com.br');
    for (const path of ['/api/debug/status', '/api/debug/day/1/conditions']) {
      for (const token of [subscriber.token, support.token]) {
        const refused = await get(test, path, token);
        expect(refused.status).toBe(403);
        expect(await refused.json()).toMatchObject({ reason: 'forbidden' });
      }
    }
    expect((await post(test, '/api/debug/day/1/fix-tasks', subscriber.token)).status).toBe(403);
    expect((await post(test, '/api/debug/clear', subscriber.token)).status).toBe(403);
    const status = await get(test, '/api/debug/status', admin.token);
    expect(status.status).toBe(200);
    expect((await status.json()) as DebugStatus).toEqual({ environment: 'production', allowedAs: 'admin' });
  });
});

describe('debug API outside production', () => {
  let test: TestApp;
  let token: string;
  beforeAll(async () => {
    test = await createTestApp(authTestEnv);
    token = (await givenSignedIn(test, 'teste-debug@example.com', 'active')).token;
  });
  afterAll(async () => {
    await test.close();
  });

  const conditions = async (day: number) => {
    const response = await get(test, `/api/debug/day/${day}/conditions`, token);
    expect(response.status).toBe(200);
    return (await response.json()) as DayConditions;
  };

  it('answers any signed-in user', async () => {
    const status = await get(test, '/api/debug/status', token);
    expect((await status.json()) as DebugStatus).toEqual({
      environment: 'test',
      allowedAs: 'non_production',
    });
  });

  it('shows why a fresh day cannot be completed', async () => {
    expect(await conditions(1)).toMatchObject({
      dayNumber: 1,
      status: 'available',
      open: true,
      tasksDone: 0,
      tasksTotal: 5,
      itemsDone: 0,
      itemsTotal: 7,
      missing: ['tasks', 'audio', 'reflection', 'questionnaire'],
      canComplete: false,
    });
    expect(await conditions(2)).toMatchObject({ status: 'locked', open: false, canComplete: false });
  });

  it('test data fills a day; the questionnaire only with consent; then the day completes', async () => {
    const first = await post(test, '/api/debug/day/1/test-data', token);
    expect(first.status).toBe(200);
    const withoutConsent = (await first.json()) as DebugWriteResponse;
    expect(withoutConsent.skipped).toEqual(['questionnaire']);
    expect(withoutConsent.conditions).toMatchObject({
      tasksDone: 5,
      audioPlayed: true,
      reflectionCounts: true,
      itemsDone: 7,
      missing: ['questionnaire'],
      canComplete: false,
    });

    const consent = await test.app.request(
      '/api/me/consents/questionnaire_answers',
      jsonRequest('PUT', { granted: true }, bearer(token)),
    );
    expect(consent.status).toBe(200);
    const second = (await (
      await post(test, '/api/debug/day/1/test-data', token)
    ).json()) as DebugWriteResponse;
    expect(second).toMatchObject({ skipped: [], conditions: { missing: [], canComplete: true } });

    expect((await post(test, '/api/progress/complete-day', token, { dayNumber: 1 })).status).toBe(200);
    expect(await conditions(1)).toMatchObject({ status: 'completed', completed: true, canComplete: false });
    expect((await conditions(2)).open).toBe(true);
    const again = await post(test, '/api/debug/day/1/test-data', token);
    expect(again.status).toBe(409);
  });

  it('fixes the tasks of a day, refuses a locked day, and clears the journey', async () => {
    const fixed = (await (
      await post(test, '/api/debug/day/2/fix-tasks', token)
    ).json()) as DebugWriteResponse;
    expect(fixed.conditions).toMatchObject({
      tasksDone: 5,
      missing: ['audio', 'reflection', 'questionnaire'],
    });
    const locked = await post(test, '/api/debug/day/3/fix-tasks', token);
    expect(locked.status).toBe(409);
    expect(await locked.json()).toMatchObject({
      error: 'O dia 3 ainda está bloqueado: conclua o dia 2 antes.',
    });

    const cleared = (await (await post(test, '/api/debug/clear', token)).json()) as DebugWriteResponse;
    expect(cleared.conditions).toMatchObject({ dayNumber: 1, completed: false, tasksDone: 0 });
    expect((await conditions(2)).open).toBe(false);
  });

  it('refuses a bad day and a write without an idempotency key', async () => {
    expect((await get(test, '/api/debug/day/22/conditions', token)).status).toBe(400);
    const unkeyed = await test.app.request('/api/debug/clear', jsonRequest('POST', undefined, bearer(token)));
    expect(unkeyed.status).toBe(400);
  });
});
