import type { TestWebhookPayload } from '@detox/server/contracts/kirvano';

/** The page's form, as typed (the amount is text until it is sent). */
export interface WebhookForm {
  event: string;
  status: string;
  productId: string;
  amount: string;
  customerEmail: string;
  customerName: string;
}

/** spec §9 webhook defaults: subscription.created, approved, detox_digital_premium, 97, BRL, a year ahead. */
export const WEBHOOK_DEFAULTS = {
  event: 'subscription.created',
  status: 'approved',
  productId: 'detox_digital_premium',
  amount: 97,
  currency: 'BRL',
  expiryDays: 365,
} as const;

export const webhookPresets = [
  { id: 'approved', event: 'subscription.created', status: 'approved' },
  { id: 'cancelled', event: 'subscription.cancelled', status: 'cancelled' },
  { id: 'refused', event: 'payment.failed', status: 'refused' },
] as const;

export function defaultForm(): WebhookForm {
  return {
    event: WEBHOOK_DEFAULTS.event,
    status: WEBHOOK_DEFAULTS.status,
    productId: WEBHOOK_DEFAULTS.productId,
    amount: String(WEBHOOK_DEFAULTS.amount),
    customerEmail: '',
    customerName: '',
  };
}

/** spec §5: the amount is parsed as a decimal; "97", "97,50", "1.169,80" and "97.50" all work. Null if not. */
export function parseAmount(text: string): number | null {
  const cleaned = text.trim().replace(/^R\$\s*/i, '');
  let normalised: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(cleaned))
    normalised = cleaned.replace(/\./g, '').replace(',', '.');
  else if (/^\d+(,\d{1,2})?$/.test(cleaned)) normalised = cleaned.replace(',', '.');
  else if (/^\d+\.\d{1,2}$/.test(cleaned)) normalised = cleaned;
  else return null;
  return Number(normalised);
}

export interface PayloadContext {
  transactionId: string;
  subscriptionId: string;
  expiresAt: string;
}

/** The payload the form describes (spec §3 "Webhook test payload"). */
export function payloadFromForm(form: WebhookForm, context: PayloadContext): TestWebhookPayload {
  return {
    event: form.event.trim(),
    status: form.status.trim(),
    product_id: form.productId.trim(),
    amount: parseAmount(form.amount) ?? WEBHOOK_DEFAULTS.amount,
    currency: WEBHOOK_DEFAULTS.currency,
    customer_email: form.customerEmail.trim(),
    customer_name: form.customerName.trim(),
    transaction_id: context.transactionId,
    subscription_id: context.subscriptionId,
    expires_at: context.expiresAt,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An edited JSON box is applied only if it parses to an object (spec §5). */
export function parseEditedJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/** The form fields an edited payload names, so the form follows the JSON box. */
export function formFromPayload(payload: Record<string, unknown>, current: WebhookForm): WebhookForm {
  const text = (key: string, fallback: string) => {
    const value = payload[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
  };
  return {
    event: text('event', current.event),
    status: text('status', current.status),
    productId: text('product_id', current.productId),
    amount: text('amount', current.amount),
    customerEmail: text('customer_email', current.customerEmail),
    customerName: text('customer_name', current.customerName),
  };
}
