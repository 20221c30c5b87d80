import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, jsonRequest } from '../../testing/auth.ts';

/** Issue 22: five code requests in an hour locked a staff account out for 42 minutes. */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp(authTestEnv);
});
afterAll(async () => {
  await test.close();
});

let ipCounter = 0;
const post = (body: unknown) =>
  test.app.request(
    '/api/auth/login',
    jsonRequest('POST', body, { 'X-Forwarded-For': `203.0.114.${++ipCounter}` }),
  );

describe('staff code sign-in limits', () => {
  it('locks a staff e-mail out for at most ten minutes after too many code requests', async () => {
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let n = 0; n < 6; n++) {
      const response = await post({ email: 'suporte@detox21.com.br' });
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(limited?.headers.get('Retry-After'))).toBeLessThanOrEqual(600);
    expect(((await limited?.json()) as { error: string }).error).toMatch(/^Muitas tentativas\./);
  });

  it('still caps guessing: ten wrong codes in ten minutes, then 429', async () => {
    const email = 'admin@detox21.com.br';
    expect((await post({ email })).status).toBe(200);
    const statuses: number[] = [];
    for (let guess = 0; guess < 11; guess++) {
      statuses.push((await post({ email, code: String(200000 + guess) })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('keeps the subscribers’ hourly window', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push((await post({ email: 'assinante-horas@example.com' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await post({ email: 'assinante-horas@example.com' });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
