import { describe, expect, it } from 'vitest';
import { kirvanoEventFor, testPayloadToKirvano } from './test-webhook.ts';

describe('the admin test payload as Kirvano would send it', () => {
  it.each([
    ['subscription.created', 'SALE_APPROVED'],
    ['subscription.cancelled', 'SUBSCRIPTION_CANCELED'],
    ['payment.failed', 'SALE_REFUSED'],
    ['payment.refunded', 'SALE_REFUNDED'],
    ['algo.novo', 'ALGO_NOVO'],
  ])('%s → %s', (testEvent, kirvanoEvent) => {
    expect(kirvanoEventFor(testEvent)).toBe(kirvanoEvent);
  });

  it('builds the flat body with a Brazilian price, local times and the product', () => {
    const body = testPayloadToKirvano(
      {
        event: 'subscription.created',
        status: 'approved',
        product_id: 'detox21',
        amount: 1169.8,
        customer_email: 'ana@example.com',
        customer_name: 'Ana',
        expires_at: '2027-03-18T17:42:54.000Z',
      },
      new Date('2026-03-18T17:42:54.000Z'),
      'TESTE-1',
    );
    expect(body).toMatchObject({
      event: 'SALE_APPROVED',
      sale_id: 'TESTE-1',
      status: 'APPROVED',
      total_price: 'R$ 1.169,80',
      type: 'RECURRING',
      created_at: '2026-03-18 14:42:54',
      customer: { email: 'ana@example.com', name: 'Ana' },
      products: [{ id: 'detox21' }],
      plan: { next_charge_date: '2027-03-18 14:42:54' },
    });
  });
});
