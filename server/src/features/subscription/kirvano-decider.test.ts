import { describe, expect, it } from 'vitest';
import { type CustomerSales, kirvanoDecider, outcomeOf } from './kirvano-decider.ts';
import { type KirvanoNotification, kirvanoPayloadSchema, toNotification } from './kirvano-notification.ts';

const RECEIVED = '2026-03-20T12:00:00.000Z';

function notification(body: Record<string, unknown>): KirvanoNotification {
  const raw = JSON.stringify(body);
  const result = toNotification(kirvanoPayloadSchema.parse(body), raw);
  if (!result.ok) throw new Error(result.error);
  return result.notification;
}

const base = {
  sale_id: 'S1',
  created_at: '2026-03-18 14:42:54',
  total_price: 'R$ 169,80',
  payment_method: 'PIX',
  customer: { name: 'Ana', email: 'Ana@Example.com' },
  products: [{ id: 'detox21', offer_id: 'o1' }],
};
const plan = { charge_frequency: 'MONTHLY', next_charge_date: '2026-04-18 14:42:54' };

function decide(body: Record<string, unknown>, state: CustomerSales = { productBySale: {} }) {
  return kirvanoDecider.decide(
    {
      notification: notification(body),
      email: 'ana@example.com',
      grantingIds: ['detox21'],
      receivedAt: RECEIVED,
    },
    state,
  );
}

describe('kirvanoDecider', () => {
  it.each<[string, Record<string, unknown>, string, Record<string, unknown>]>([
    [
      'one-time approval: a year from the purchase',
      { ...base, event: 'SALE_APPROVED', type: 'ONE_TIME' },
      'PurchaseApproved',
      { kind: 'ONE_TIME', amountCents: 16980, accessUntil: '2027-03-18T17:42:54.000Z', productId: 'detox21' },
    ],
    [
      'recurring approval: until the next charge',
      { ...base, event: 'SALE_APPROVED', type: 'RECURRING', plan },
      'PurchaseApproved',
      { kind: 'RECURRING', accessUntil: '2026-04-18T17:42:54.000Z' },
    ],
    [
      'recurring approval without a next charge date: one charge period',
      { ...base, event: 'SALE_APPROVED', type: 'RECURRING', plan: { charge_frequency: 'QUARTERLY' } },
      'PurchaseApproved',
      { accessUntil: '2026-06-18T17:42:54.000Z' },
    ],
    [
      'approval of another product',
      { ...base, event: 'SALE_APPROVED', products: [{ id: 'outro', offer_id: 'x' }] },
      'KirvanoNotificationRecorded',
      { reason: 'product_not_configured', kirvanoEvent: 'SALE_APPROVED' },
    ],
    [
      'renewal',
      { ...base, event: 'SUBSCRIPTION_RENEWED', plan },
      'SubscriptionRenewed',
      { accessUntil: '2026-04-18T17:42:54.000Z', productId: 'detox21' },
    ],
    [
      'renewal of another product',
      { ...base, event: 'SUBSCRIPTION_RENEWED', plan, products: [{ id: 'outro' }] },
      'KirvanoNotificationRecorded',
      { reason: 'product_not_configured' },
    ],
    [
      'cancel keeps the paid end',
      { ...base, event: 'SUBSCRIPTION_CANCELED', plan },
      'SubscriptionCanceled',
      { accessUntil: '2026-04-18T17:42:54.000Z' },
    ],
    [
      'expiry ends now',
      { ...base, event: 'SUBSCRIPTION_EXPIRED' },
      'SubscriptionExpired',
      { endedAt: RECEIVED },
    ],
    ['refund', { ...base, event: 'SALE_REFUNDED' }, 'PurchaseRefunded', { revokedAt: RECEIVED }],
    ['chargeback', { ...base, event: 'sale_chargeback' }, 'PurchaseChargedBack', { revokedAt: RECEIVED }],
    [
      'refusal',
      { ...base, event: 'SALE_REFUSED', status: 'REFUSED' },
      'PurchaseRefused',
      { reason: 'REFUSED' },
    ],
    [
      'anything else',
      { ...base, event: 'PIX_GENERATED' },
      'KirvanoNotificationRecorded',
      { reason: 'unhandled_event', kirvanoEvent: 'PIX_GENERATED' },
    ],
  ])('%s', (_case, body, type, data) => {
    const events = decide(body);
    expect(events).toHaveLength(1);
    expect(events[0]?.type).toBe(type);
    expect(events[0]?.data).toMatchObject({ email: 'ana@example.com', ...data });
  });

  it('names the known product of a sale when a renewal names none', () => {
    const [event] = decide(
      { ...base, event: 'SUBSCRIPTION_RENEWED', plan, products: [] },
      { productBySale: { S1: 'detox21' } },
    );
    expect(event?.data).toMatchObject({ productId: 'detox21' });
  });

  it('says what each outcome means for access', () => {
    expect(outcomeOf([{ type: 'PurchaseApproved' }])).toBe('granted');
    expect(outcomeOf([{ type: 'PurchaseRefunded' }])).toBe('revoked');
    expect(outcomeOf([{ type: 'PurchaseRefused' }])).toBe('recorded');
  });
});

describe('toNotification', () => {
  it('dedups on event and sale, plus the next charge date for renewals', () => {
    expect(notification({ ...base, event: 'SALE_APPROVED' }).dedupKey).toBe('kirvano:SALE_APPROVED:S1');
    expect(notification({ ...base, event: 'SUBSCRIPTION_RENEWED', plan }).dedupKey).toBe(
      'kirvano:SUBSCRIPTION_RENEWED:S1:2026-04-18T17:42:54.000Z',
    );
  });

  it.each([
    [{ ...base, event: 'SALE_APPROVED', sale_id: undefined }, 'Webhook sem sale_id.', 'missing_sale_id'],
    [
      { ...base, event: 'SALE_APPROVED', created_at: '2026-13-01 00:00:00' },
      'Data created_at inválida no webhook.',
      'invalid_date',
    ],
    [
      { ...base, event: 'SALE_APPROVED', plan: { next_charge_date: 'logo' } },
      'Data next_charge_date inválida no webhook.',
      'invalid_date',
    ],
    [
      { ...base, event: 'SALE_APPROVED', created_at: '9999-12-31 23:59:59' },
      'Data created_at fora do intervalo aceito (anos 2000 a 2100) no webhook.',
      'date_out_of_range',
    ],
    [
      { ...base, event: 'SALE_APPROVED', created_at: '1999-12-31T23:59:59Z' },
      'Data created_at fora do intervalo aceito (anos 2000 a 2100) no webhook.',
      'date_out_of_range',
    ],
    [
      { ...base, event: 'SALE_APPROVED', created_at: '-000001-01-01T00:00:00Z' },
      'Data created_at fora do intervalo aceito (anos 2000 a 2100) no webhook.',
      'date_out_of_range',
    ],
    [
      { ...base, event: 'SUBSCRIPTION_RENEWED', plan: { next_charge_date: '2101-01-01 00:00:00' } },
      'Data next_charge_date fora do intervalo aceito (anos 2000 a 2100) no webhook.',
      'date_out_of_range',
    ],
    [
      { ...base, event: 'SALE_APPROVED', total_price: 'grátis' },
      'Valor total_price inválido no webhook.',
      'invalid_amount',
    ],
    [
      { ...base, event: 'SALE_APPROVED', customer: { email: 'ana' } },
      'E-mail do cliente inválido no webhook.',
      'invalid_email',
    ],
  ])('refuses %j', (body, error, reason) => {
    expect(toNotification(kirvanoPayloadSchema.parse(body), '{}')).toEqual({ ok: false, error, reason });
  });

  it('takes dates from 2000 to 2100 (São Paulo time at both ends)', () => {
    expect(
      notification({ ...base, event: 'SALE_APPROVED', created_at: '2000-01-01 00:00:00' }).createdAt,
    ).toBe('2000-01-01T02:00:00.000Z');
    expect(
      notification({
        ...base,
        event: 'SUBSCRIPTION_RENEWED',
        plan: { next_charge_date: '2100-12-31 20:59:59' },
      }).nextChargeAt,
    ).toBe('2100-12-31T23:59:59.000Z');
  });
});
