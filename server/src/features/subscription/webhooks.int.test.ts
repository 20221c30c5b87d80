import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookResult } from '../../contracts/kirvano.ts';
import { isoToKirvanoTime } from './kirvano-values.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, signInByCode, WEBHOOK_TOKEN } from '../../testing/auth.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ ...authTestEnv, KIRVANO_PRODUCT_IDS: 'detox21,oferta-vip' });
});
afterAll(async () => {
  await test.close();
});

const DAY = 86_400_000;
/** Kirvano's local-time format, n days from now. */
const kirvanoDate = (days: number) => isoToKirvanoTime(new Date(Date.now() + days * DAY).toISOString());

/** A realistic SALE_APPROVED body, as Kirvano sends it. */
function kirvano(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    event: 'SALE_APPROVED',
    event_description: 'Compra aprovada',
    checkout_id: 'Q8J1N6K3',
    sale_id: 'S-1',
    payment_method: 'PIX',
    total_price: 'R$ 169,80',
    type: 'ONE_TIME',
    status: 'APPROVED',
    created_at: kirvanoDate(0),
    customer: { name: 'Maria Silva', document: '12345678900', email, phone_number: '5511987654321' },
    products: [
      {
        id: 'detox21',
        name: 'Detox Digital 21 Dias',
        offer_id: 'o-main',
        price: 'R$ 169,80',
        is_order_bump: false,
      },
    ],
    utm: { src: null, utm_source: null },
    ...overrides,
  };
}

/** `nextCharge`: days from now, or a date already made (the same date sent twice must be the same to the second). */
function recurring(email: string, event: string, saleId: string, nextCharge: number | string | null) {
  return kirvano(email, {
    event,
    sale_id: saleId,
    type: 'RECURRING',
    plan: {
      name: 'Plano Mensal',
      charge_frequency: 'MONTHLY',
      next_charge_date: typeof nextCharge === 'number' ? kirvanoDate(nextCharge) : nextCharge,
    },
  });
}

async function deliver(
  body: unknown,
  headers: Record<string, string> = { 'X-Kirvano-Token': WEBHOOK_TOKEN },
  path = '/api/webhooks/kirvano',
) {
  const response = await test.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as WebhookResult & { error?: string } };
}

async function eventCount(): Promise<number> {
  const [row] = await test.runtime.sql<{ n: number }[]>`select count(*)::int as n from es_events`;
  return row?.n ?? 0;
}

async function subscriptionOf(email: string) {
  const [row] = await test.runtime.sql<{ type: string; end_date: Date | null; canceled: boolean }[]>`
    select type, end_date, canceled from rm_subscriptions where email = ${email}`;
  return row
    ? { type: row.type, endDate: row.end_date?.toISOString() ?? null, canceled: row.canceled }
    : null;
}

async function hasAccess(email: string): Promise<boolean> {
  const response = await test.app.request(`/api/auth/check-subscription/${email}`);
  return ((await response.json()) as { hasAccess: boolean }).hasAccess;
}

describe('webhook authentication', () => {
  it.each([
    ['no token', {}],
    ['a wrong token', { 'X-Kirvano-Token': 'errado-errado-errado' }],
    ['a wrong bearer', { Authorization: `Bearer ${WEBHOOK_TOKEN}x` }],
  ])('refuses %s with 401 and stores nothing', async (_case, headers) => {
    const before = await eventCount();
    const { status, body } = await deliver(kirvano('intruso@example.com'), headers);
    expect(status).toBe(401);
    expect(body.error).toBe('Token do webhook ausente ou inválido.');
    expect(await eventCount()).toBe(before);
    expect(await subscriptionOf('intruso@example.com')).toBeNull();
  });

  it.each([
    ['X-Kirvano-Token', { 'X-Kirvano-Token': WEBHOOK_TOKEN }, undefined],
    ['security-token', { 'security-token': WEBHOOK_TOKEN }, undefined],
    ['Authorization: Bearer', { Authorization: `Bearer ${WEBHOOK_TOKEN}` }, undefined],
    ['?token=', {}, `/api/webhooks/kirvano?token=${WEBHOOK_TOKEN}`],
  ])('accepts the secret in %s', async (name, headers, path) => {
    const email = `via-${name.replace(/\W+/g, '-').toLowerCase()}@example.com`;
    const { status, body } = await deliver(kirvano(email, { sale_id: `S-${email}` }), headers, path);
    expect(status).toBe(200);
    expect(body).toEqual({
      message: 'Webhook processado',
      event: 'SALE_APPROVED',
      outcome: 'granted',
      duplicate: false,
    });
  });

  it('refuses every webhook when no secret is configured', async () => {
    const open = await createTestApp({ SEED_DEMO: 'false' }, { backend: 'embedded' });
    try {
      const response = await open.app.request('/api/webhooks/kirvano', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Kirvano-Token': 'qualquer-coisa-aqui' },
        body: JSON.stringify(kirvano('aberto@example.com')),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: 'Webhooks da Kirvano desativados: o servidor não tem KIRVANO_WEBHOOK_TOKEN.',
      });
    } finally {
      await open.close();
    }
  });
});

describe('malformed webhooks', () => {
  it.each([
    ['not JSON', '{"event": "SALE_APPROVED",', 'O corpo do webhook não é um JSON válido.'],
    [
      'no event',
      JSON.stringify({ sale_id: 'X' }),
      'Webhook malformado: falta o campo event ou um campo tem tipo inválido.',
    ],
    [
      'products not a list',
      JSON.stringify(kirvano('m@example.com', { products: 'detox21' })),
      'Webhook malformado: falta o campo event ou um campo tem tipo inválido.',
    ],
    [
      'an approval with no sale_id',
      JSON.stringify(kirvano('m@example.com', { sale_id: undefined })),
      'Webhook sem sale_id.',
    ],
    [
      'a bad date',
      JSON.stringify(kirvano('m@example.com', { created_at: '31/02/2026' })),
      'Data created_at inválida no webhook.',
    ],
    [
      'a bad price',
      JSON.stringify(kirvano('m@example.com', { total_price: 'R$ cento e dez' })),
      'Valor total_price inválido no webhook.',
    ],
    ['a bad email', JSON.stringify(kirvano('não-é-email')), 'E-mail do cliente inválido no webhook.'],
    [
      'no customer, unknown sale',
      JSON.stringify({ event: 'SALE_REFUNDED', sale_id: 'DESCONHECIDA' }),
      'Webhook sem o e-mail do cliente (customer.email) e de uma venda desconhecida.',
    ],
  ])('answers %s with 400 and changes nothing', async (_case, body, error) => {
    const before = await eventCount();
    const result = await deliver(body);
    expect(result).toEqual({ status: 400, body: { error } });
    expect(await eventCount()).toBe(before);
    expect(await subscriptionOf('m@example.com')).toBeNull();
  });
});

describe('what each notification does', () => {
  it('records an unknown event with 200 and changes nothing', async () => {
    const email = 'pix@example.com';
    const { status, body } = await deliver(kirvano(email, { event: 'PIX_GENERATED', status: 'PENDING' }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ event: 'PIX_GENERATED', outcome: 'recorded' });
    const [stored] = await test.runtime.sql<{ type: string; data: { reason: string } }[]>`
      select type, data from es_events where stream_id = ${`customer-${email}`}`;
    expect(stored).toMatchObject({
      type: 'KirvanoNotificationRecorded',
      data: { reason: 'unhandled_event' },
    });
    expect(await subscriptionOf(email)).toBeNull();
    expect(await hasAccess(email)).toBe(false);
  });

  it('grants only configured products or offers', async () => {
    const other = kirvano('outro@example.com', { products: [{ id: 'outro-curso', offer_id: 'o-x' }] });
    expect((await deliver(other)).body.outcome).toBe('recorded');
    expect(await hasAccess('outro@example.com')).toBe(false);
    const byOffer = kirvano('vip@example.com', {
      sale_id: 'S-VIP',
      products: [{ id: 'p-9', offer_id: 'oferta-vip' }],
    });
    expect((await deliver(byOffer)).body.outcome).toBe('granted');
    expect(await hasAccess('vip@example.com')).toBe(true);
  });

  it('keeps the raw body with its event, and a redelivery changes nothing', async () => {
    const email = 'Raw@Example.com ';
    const raw = JSON.stringify(kirvano(email, { sale_id: 'S-RAW' }));
    expect((await deliver(raw)).body.duplicate).toBe(false);
    const before = await eventCount();
    const again = await deliver(raw);
    expect(again.body).toMatchObject({ outcome: 'granted', duplicate: true });
    expect(await eventCount()).toBe(before);
    const [stored] = await test.runtime.sql<
      { type: string; metadata: { webhook: { rawBody: string; source: string } } }[]
    >`
      select type, metadata from es_events where stream_id = 'customer-raw@example.com'`;
    expect(stored?.type).toBe('PurchaseApproved');
    expect(stored?.metadata.webhook).toMatchObject({ rawBody: raw, source: 'kirvano' });
  });

  it('a one-time purchase opens a year; the code sign-in then sees premium access', async () => {
    const email = 'compra-unica@example.com';
    await deliver(kirvano(email, { sale_id: 'S-ONE' }));
    const endDate = (await subscriptionOf(email))?.endDate ?? '';
    expect(Math.round((Date.parse(endDate) - Date.now()) / DAY)).toBe(365);
    const session = await signInByCode(test, email);
    expect(session.user.name).toBe('Maria Silva');
    expect(session.subscription).toMatchObject({ type: 'premium', status: 'active', isPremium: true });
  });

  it('follows a subscription: renewals extend, cancel keeps the paid period, expiry ends it', async () => {
    const email = 'assinante@example.com';
    await deliver(recurring(email, 'SALE_APPROVED', 'S-REC', 30));
    const first = (await subscriptionOf(email))?.endDate;
    expect(await deliver(recurring(email, 'SUBSCRIPTION_RENEWED', 'S-REC', 60))).toMatchObject({
      body: { outcome: 'extended' },
    });
    // A second renewal is its own fact (another next_charge_date), the same one again is a redelivery.
    const in90Days = kirvanoDate(90);
    expect((await deliver(recurring(email, 'SUBSCRIPTION_RENEWED', 'S-REC', in90Days))).body.duplicate).toBe(
      false,
    );
    expect((await deliver(recurring(email, 'SUBSCRIPTION_RENEWED', 'S-REC', in90Days))).body.duplicate).toBe(
      true,
    );
    const renewed = await subscriptionOf(email);
    expect(Date.parse(renewed?.endDate ?? '')).toBeGreaterThan(Date.parse(first ?? ''));

    await deliver(recurring(email, 'SUBSCRIPTION_CANCELED', 'S-REC', in90Days));
    expect(await subscriptionOf(email)).toMatchObject({
      type: 'premium',
      canceled: true,
      endDate: renewed?.endDate,
    });
    expect(await hasAccess(email)).toBe(true);

    await deliver(recurring(email, 'SUBSCRIPTION_EXPIRED', 'S-REC', null));
    expect(await hasAccess(email)).toBe(false);
    const session = await signInByCode(test, email);
    expect(session.subscription).toMatchObject({ status: 'expired', isPremium: false, isExpired: true });
  });

  it.each([
    ['SALE_REFUNDED', 'refunded'],
    ['SALE_CHARGEBACK', 'charged_back'],
  ])('%s revokes at once, even without the customer in the body', async (event, type) => {
    const email = `${type}@example.com`;
    await deliver(kirvano(email, { sale_id: `S-${type}` }));
    expect(await hasAccess(email)).toBe(true);
    const { body } = await deliver({ event, sale_id: `S-${type}`, status: event.slice(5) });
    expect(body.outcome).toBe('revoked');
    expect(await hasAccess(email)).toBe(false);
    expect((await subscriptionOf(email))?.type).toBe(type);
  });

  it('records a refused sale and changes nothing', async () => {
    const email = 'recusado@example.com';
    expect((await deliver(kirvano(email, { event: 'SALE_REFUSED', status: 'REFUSED' }))).body.outcome).toBe(
      'recorded',
    );
    expect(await hasAccess(email)).toBe(false);
  });
});

describe('deliveries out of order', () => {
  // One clock for both customers: dates made a second apart would differ by that second.
  const [now, in30, in60] = [kirvanoDate(0), kirvanoDate(30), kirvanoDate(60)];
  const history = (email: string) =>
    [
      recurring(email, 'SALE_APPROVED', 'S-ORD', in30),
      recurring(email, 'SUBSCRIPTION_RENEWED', 'S-ORD', in60),
      recurring(email, 'SUBSCRIPTION_CANCELED', 'S-ORD', in60),
    ].map((body) => ({ ...body, created_at: now }));

  it('converge to the state of the in-order delivery', async () => {
    // The same sale id for two emails too: each customer's stream keeps its own facts.
    for (const body of history('em-ordem@example.com')) expect((await deliver(body)).status).toBe(200);
    for (const body of history('ao-contrario@example.com').reverse())
      expect((await deliver(body)).status).toBe(200);
    const expected = await subscriptionOf('em-ordem@example.com');
    expect(expected).toMatchObject({ type: 'premium', canceled: true });
    expect(await subscriptionOf('ao-contrario@example.com')).toEqual(expected);
  });

  it('a refund that arrives before its approval still wins', async () => {
    const email = 'reembolso-antes@example.com';
    await deliver(kirvano(email, { event: 'SALE_REFUNDED', sale_id: 'S-EARLY', status: 'REFUNDED' }));
    await deliver(kirvano(email, { sale_id: 'S-EARLY' }));
    expect(await hasAccess(email)).toBe(false);
    expect((await subscriptionOf(email))?.type).toBe('refunded');
  });
});
