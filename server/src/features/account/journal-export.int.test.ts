import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '../../contracts/me.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../../testing/auth.ts';

/**
 * Issue 23 item 3: the journal (every reflection, by day) is in the data export already, twice over: each save as
 * a ReflectionSaved event of the journey stream, and each day's last text in the rm_journey_days read model.
 */
describe('the journal in the data export', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(authTestEnv);
  });
  afterAll(async () => {
    await test.close();
  });

  it('holds every saved reflection with its day, and the last text of each day', async () => {
    const { token } = await givenSignedIn(test, `diario-${randomUUID()}@exemplo.com.br`, 'active');
    const save = async (reflection: string) => {
      const response = await test.app.request(
        '/api/progress/reflection',
        jsonRequest(
          'POST',
          { dayNumber: 1, reflection },
          { ...bearer(token), 'Idempotency-Key': randomUUID() },
        ),
      );
      expect(response.status).toBe(200);
    };
    await save('Primeira versão: senti falta do celular no ônibus.');
    await save('Versão final: no ônibus, olhei pela janela em vez do celular.');

    const response = await test.app.request('/api/me/export', { headers: bearer(token) });
    expect(response.status).toBe(200);
    const data = (await response.json()) as AccountExport;

    const saved = data.events
      .filter((event) => event.type === 'ReflectionSaved')
      .map((event) => event.data as { day: number; text: string });
    expect(saved).toEqual([
      { day: 1, text: 'Primeira versão: senti falta do celular no ônibus.' },
      { day: 1, text: 'Versão final: no ônibus, olhei pela janela em vez do celular.' },
    ]);
    const days = (data.readModels.rm_journey_days ?? []) as { day: number; state: { reflection: string } }[];
    expect(days.find((row) => row.day === 1)?.state.reflection).toBe(
      'Versão final: no ônibus, olhei pela janela em vez do celular.',
    );
  });
});
