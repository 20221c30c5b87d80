import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestInstances, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest, WEBHOOK_TOKEN } from '../../testing/auth.ts';
import { testDatabaseUrl } from '../../testing/postgres.ts';

/**
 * Two instances on one PostgreSQL, as behind a round-robin load balancer: what one instance revokes or grants, the
 * other honours from the very next request, though each keeps its own session cache (decision 0015).
 */
const ROUNDS = 20;

const QUESTIONNAIRE = {
  dayNumber: 1,
  responses: [
    { questionId: 'mood_today', selectedOptions: ['good'] },
    { questionId: 'screen_time_feeling', selectedOptions: ['balanced'] },
    { questionId: 'motivation_level', selectedOptions: ['medium'] },
    { questionId: 'biggest_challenge', selectedOptions: ['boredom'] },
    { questionId: 'environment', selectedOptions: ['home', 'work'] },
  ],
};

describe.runIf(testDatabaseUrl)('revocations and grants across two instances', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const instances = await createTestInstances({ ...authTestEnv, KIRVANO_PRODUCT_IDS: 'detox21' });
    [one, two] = instances as [TestApp, TestApp];
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  const request = (instance: TestApp, method: string, path: string, token: string, body?: unknown) =>
    instance.app.request(
      path,
      jsonRequest(method, body, { ...bearer(token), 'Idempotency-Key': randomUUID() }),
    );
  /** A subscriber whose session instance two has just read, so it sits in two's cache. */
  async function cachedOnTwo(prefix: string) {
    const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
    const session = await givenSignedIn(one, email, 'active');
    expect((await request(two, 'GET', '/api/progress', session.token)).status).toBe(200);
    return { email, token: session.token };
  }
  const webhook = (instance: TestApp, body: Record<string, unknown>) =>
    instance.app.request('/api/webhooks/kirvano', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Kirvano-Token': WEBHOOK_TOKEN },
      body: JSON.stringify(body),
    });
  const sale = (email: string, saleId: string, event: string, status: string) => ({
    event,
    sale_id: saleId,
    status,
    type: 'ONE_TIME',
    payment_method: 'PIX',
    total_price: 'R$ 97,00',
    customer: { name: 'Cliente', email },
    products: [{ id: 'detox21', name: 'Detox Digital 21 Dias', offer_id: 'o-main', is_order_bump: false }],
  });

  it('a logout on one instance: the next request on the other is refused', async () => {
    const served: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { token } = await cachedOnTwo('saiu');
      expect((await request(one, 'POST', '/api/auth/logout', token)).status).toBe(200);
      const next = await request(two, 'GET', '/api/progress', token);
      if (next.status !== 401) served.push(round);
    }
    expect(served).toEqual([]);
  });

  it('an erasure on one instance: the next request on the other is refused', async () => {
    const { email, token } = await cachedOnTwo('apagou');
    const erased = await request(one, 'DELETE', '/api/me', token, { confirmEmail: email });
    expect(erased.status).toBe(200);
    expect((await request(two, 'GET', '/api/progress', token)).status).toBe(401);
  });

  it('a refund through one instance: the next read on the other is refused', async () => {
    const email = `reembolso-${randomUUID().slice(0, 8)}@example.com`;
    const saleId = `S-${randomUUID().slice(0, 8)}`;
    expect((await webhook(one, sale(email, saleId, 'SALE_APPROVED', 'APPROVED'))).status).toBe(200);
    const session = await givenSignedIn(one, email);
    expect((await request(two, 'GET', '/api/progress', session.token)).status).toBe(200);
    expect((await webhook(one, sale(email, saleId, 'SALE_REFUNDED', 'REFUNDED'))).status).toBe(200);
    expect((await request(two, 'GET', '/api/progress', session.token)).status).toBe(403);
  });

  it('a purchase through one instance: the next read on the other is let in', async () => {
    const email = `comprou-${randomUUID().slice(0, 8)}@example.com`;
    const session = await givenSignedIn(one, email);
    expect((await request(two, 'GET', '/api/progress', session.token)).status).toBe(403);
    const approved = sale(email, `S-${randomUUID().slice(0, 8)}`, 'SALE_APPROVED', 'APPROVED');
    expect((await webhook(one, approved)).status).toBe(200);
    expect((await request(two, 'GET', '/api/progress', session.token)).status).toBe(200);
  });

  it('consent withdrawn on one instance: the other stores no answer; given again, it does', async () => {
    const { token } = await cachedOnTwo('consentimento');
    const consent = (granted: boolean) =>
      request(one, 'PUT', '/api/me/consents/questionnaire_answers', token, { granted });
    const answer = () =>
      request(two, 'POST', '/api/weekly-challenge/questionnaire/save', token, QUESTIONNAIRE);
    expect((await consent(true)).status).toBe(200);
    expect((await answer()).status).toBe(200);
    expect((await consent(false)).status).toBe(200);
    expect((await answer()).status).toBe(403);
    expect((await consent(true)).status).toBe(200);
    expect((await answer()).status).toBe(200);
  });
});
