import type { TestWebhookPayload } from '../../contracts/kirvano.ts';
import { isoToKirvanoTime, kirvanoTimeToIso } from './kirvano-values.ts';

/** The spec's test event names (spec §9 presets) and Kirvano's names for them. */
const kirvanoEventByTestEvent: Record<string, string> = {
  'subscription.created': 'SALE_APPROVED',
  'payment.approved': 'SALE_APPROVED',
  'sale.approved': 'SALE_APPROVED',
  'subscription.renewed': 'SUBSCRIPTION_RENEWED',
  'subscription.cancelled': 'SUBSCRIPTION_CANCELED',
  'subscription.canceled': 'SUBSCRIPTION_CANCELED',
  'subscription.expired': 'SUBSCRIPTION_EXPIRED',
  'payment.failed': 'SALE_REFUSED',
  'payment.refused': 'SALE_REFUSED',
  'payment.refunded': 'SALE_REFUNDED',
  'payment.chargeback': 'SALE_CHARGEBACK',
};

export function kirvanoEventFor(testEvent: string): string {
  return kirvanoEventByTestEvent[testEvent.toLowerCase()] ?? testEvent.toUpperCase().replace(/[.\s-]+/g, '_');
}

function formatBrl(amount: number): string {
  return `R$ ${amount.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * Turns the admin page's payload (spec §3 "Webhook test payload") into the body Kirvano would send, so the test
 * goes through exactly the pipeline a real notification does. Pure; `saleId` is used when it names no id.
 */
export function testPayloadToKirvano(
  payload: TestWebhookPayload,
  now: Date,
  saleId: string,
): Record<string, unknown> {
  const event = kirvanoEventFor(payload.event);
  const recurring = payload.subscription_id !== undefined || payload.expires_at !== undefined;
  const expiresAt = payload.expires_at === undefined ? null : kirvanoTimeToIso(payload.expires_at);
  return {
    event,
    event_description: `Teste do painel: ${payload.event}`,
    sale_id: payload.transaction_id ?? payload.subscription_id ?? saleId,
    status: (payload.status ?? '').toUpperCase(),
    payment_method: 'CREDIT_CARD',
    total_price: formatBrl(payload.amount),
    type: recurring ? 'RECURRING' : 'ONE_TIME',
    created_at: isoToKirvanoTime(now.toISOString()),
    customer: { name: payload.customer_name ?? '', email: payload.customer_email },
    products: [{ id: payload.product_id, offer_id: null, name: payload.product_id }],
    ...(recurring && {
      plan: {
        name: 'Plano de teste',
        charge_frequency: 'ANNUALLY',
        next_charge_date: expiresAt === null ? null : isoToKirvanoTime(expiresAt),
      },
    }),
  };
}
