import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../contracts/auth.ts';
import type { TestWebhookResult } from '../../contracts/kirvano.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../../testing/auth.ts';

let test: TestApp;
let admin: SessionResponse;
let support: SessionResponse;
beforeAll(async () => {
  test = await createTestApp(authTestEnv);
  admin = await givenSignedIn(test, 'admin@detox21.com.br');
  support = await givenSignedIn(test, 'suporte@detox21.com.br');
});
afterAll(async () => {
  await test.close();
});

/** The page's default payload (spec §9): subscription.created, approved, 97 BRL, a year ahead. */
const approved = (email: string, productId = 'detox21') => ({
  event: 'subscription.created',
  status: 'approved',
  product_id: productId,
  amount: 97,
  currency: 'BRL',
  customer_email: email,
  customer_name: 'Pessoa de Teste',
  transaction_id: `TESTE-${email}`,
  subscription_id: `SUB-${email}`,
  expires_at: new Date(Date.now() + 365 * 86_400_000).toISOString(),
});

const run = (body: unknown, token = admin.token) =>
  test.app.request('/api/kirvano/test-webhook', jsonRequest('POST', body, bearer(token)));

describe('admin webhook test', () => {
  it('feeds the payload through the real pipeline: approval, then the cancel preset', async () => {
    const email = 'simulado@example.com';
    const response = await run(approved(email));
    expect(response.status).toBe(200);
    const result = (await response.json()) as TestWebhookResult;
    expect(result).toMatchObject({
      message: 'Webhook processado',
      event: 'SALE_APPROVED',
      outcome: 'granted',
      duplicate: false,
      email,
      subscription: { type: 'premium', isPremium: true },
    });

    const cancel = { ...approved(email), event: 'subscription.cancelled', status: 'cancelled' };
    const canceled = (await (await run(cancel)).json()) as TestWebhookResult;
    expect(canceled).toMatchObject({ event: 'SUBSCRIPTION_CANCELED', outcome: 'renewal_stopped' });

    const [stored] = await test.runtime.sql<
      { metadata: { userId: string; webhook: { source: string; rawBody: string } } }[]
    >`
      select metadata from es_events where stream_id = ${`customer-${email}`} order by stream_position limit 1`;
    expect(stored?.metadata.userId).toBe(admin.user.id);
    expect(stored?.metadata.webhook.source).toBe('admin-test');
    expect(JSON.parse(stored?.metadata.webhook.rawBody ?? '{}')).toMatchObject({
      event: 'SALE_APPROVED',
      sale_id: `TESTE-${email}`,
      total_price: 'R$ 97,00',
      customer: { email },
    });
  });

  it('grants nothing for a product that is not configured (the spec default detox_digital_premium)', async () => {
    const result = (await (
      await run(approved('outro-produto@example.com', 'detox_digital_premium'))
    ).json()) as TestWebhookResult;
    expect(result).toMatchObject({ outcome: 'recorded', subscription: { type: 'none', isPremium: false } });
  });

  it('records the refused-payment preset and changes nothing', async () => {
    const refused = { ...approved('recusa@example.com'), event: 'payment.failed', status: 'refused' };
    const result = (await (await run(refused)).json()) as TestWebhookResult;
    expect(result).toMatchObject({
      event: 'SALE_REFUSED',
      outcome: 'recorded',
      subscription: { isPremium: false },
    });
  });

  it('is for admins only', async () => {
    expect((await run(approved('x@example.com'), support.token)).status).toBe(403);
    const visitor = await test.app.request(
      '/api/kirvano/test-webhook',
      jsonRequest('POST', approved('x@example.com')),
    );
    expect(visitor.status).toBe(401);
  });

  it.each([
    [{ ...approved('x@example.com'), amount: 'noventa' }, 'Tipo de valor inválido (amount).'],
    [{ ...approved('x@example.com'), customer_email: 'x' }, 'E-mail inválido.'],
    [{ ...approved('x@example.com'), hacker: true }, 'Campo não permitido: hacker.'],
  ])('answers a bad payload with 400', async (body, error) => {
    const response = await run(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
  });
});
