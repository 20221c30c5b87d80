import { describe, expect, it } from 'vitest';
import {
  defaultForm,
  formFromPayload,
  parseAmount,
  parseEditedJson,
  payloadFromForm,
} from './webhook-form.ts';

describe('webhook test form', () => {
  it.each([
    ['97', 97],
    ['97,50', 97.5],
    ['R$ 1.169,80', 1169.8],
    ['97.50', 97.5],
    ['noventa', null],
    ['', null],
    ['9,999', null],
  ])('parses the amount %s as %s', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it('starts from the spec defaults and builds the payload', () => {
    const payload = payloadFromForm(
      { ...defaultForm(), customerEmail: ' ana@example.com ', customerName: 'Ana', amount: '97,5' },
      { transactionId: 'TESTE-1', subscriptionId: 'SUB-1', expiresAt: '2027-01-01T00:00:00.000Z' },
    );
    expect(payload).toEqual({
      event: 'subscription.created',
      status: 'approved',
      product_id: 'detox_digital_premium',
      amount: 97.5,
      currency: 'BRL',
      customer_email: 'ana@example.com',
      customer_name: 'Ana',
      transaction_id: 'TESTE-1',
      subscription_id: 'SUB-1',
      expires_at: '2027-01-01T00:00:00.000Z',
    });
  });

  it('applies an edited JSON only if it parses to an object', () => {
    expect(parseEditedJson('{"event": "payment.failed"}')).toEqual({ event: 'payment.failed' });
    expect(parseEditedJson('{"event": ')).toBeNull();
    expect(parseEditedJson('[1]')).toBeNull();
    const form = formFromPayload({ event: 'payment.failed', amount: 47, extra: true }, defaultForm());
    expect(form).toMatchObject({ event: 'payment.failed', amount: '47', status: 'approved' });
  });
});
