import { createHash } from 'node:crypto';
import { z } from 'zod';
import { normaliseEmail } from '../account/index.ts';
import { brlToCents, kirvanoTimeToIso } from './kirvano-values.ts';

/**
 * Kirvano's webhook body: flat JSON (`event`, `sale_id`, `customer`, `products`, `plan`, ...). Loose on purpose:
 * Kirvano adds fields (utm, payment, ...) and we keep the raw body anyway.
 */
const id = z.union([z.string().trim().min(1), z.number()]).transform(String);
export const kirvanoPayloadSchema = z.looseObject({
  event: z.string().trim().min(1),
  sale_id: id.optional(),
  checkout_id: id.optional(),
  status: z.string().nullish(),
  payment_method: z.string().nullish(),
  total_price: z.union([z.string(), z.number()]).nullish(),
  type: z.string().nullish(),
  created_at: z.string().nullish(),
  customer: z.looseObject({ name: z.string().nullish(), email: z.string().nullish() }).nullish(),
  products: z.array(z.looseObject({ id: id.nullish(), offer_id: id.nullish() })).nullish(),
  plan: z
    .looseObject({ charge_frequency: z.string().nullish(), next_charge_date: z.string().nullish() })
    .nullish(),
});
export type KirvanoPayload = z.infer<typeof kirvanoPayloadSchema>;

/** The events that change access; everything else is recorded only. */
const accessEvents = [
  'SALE_APPROVED',
  'SUBSCRIPTION_RENEWED',
  'SUBSCRIPTION_CANCELED',
  'SUBSCRIPTION_EXPIRED',
  'SALE_REFUNDED',
  'SALE_CHARGEBACK',
  'SALE_REFUSED',
] as const;
type AccessEvent = (typeof accessEvents)[number];
const isAccessEvent = (event: string): event is AccessEvent =>
  (accessEvents as readonly string[]).includes(event);

export interface KirvanoNotification {
  event: string;
  /** Same for a redelivery: event + sale (+ next charge date for renewals). */
  dedupKey: string;
  saleId: string | null;
  email: string | null;
  name: string;
  products: { productId: string | null; offerId: string | null }[];
  paymentMethod: string;
  amountCents: number | null;
  kind: 'ONE_TIME' | 'RECURRING';
  status: string | null;
  createdAt: string | null;
  nextChargeAt: string | null;
  chargeFrequency: string | null;
}

/** Why a notification is unusable, for the refusal counter (the pt-BR error is what Kirvano is answered). */
type RefusalReason =
  'missing_sale_id' | 'invalid_email' | 'invalid_date' | 'date_out_of_range' | 'invalid_amount';

export type ParseResult =
  { ok: true; notification: KirvanoNotification } | { ok: false; error: string; reason: RefusalReason };

const invalid = (error: string, reason: RefusalReason): ParseResult => ({ ok: false, error, reason });

/**
 * Years (of the UTC instant) a Kirvano date may fall in. Anything else is a broken sender, not a sale: 9999-12-31 plus a year of access
 * is a year PostgreSQL cannot store, and a 5xx would make Kirvano redeliver it forever.
 */
const KIRVANO_YEARS = { min: 2000, max: 2100 } as const;

type Time = { ok: true; iso: string | null } | { ok: false; reason: 'invalid_date' | 'date_out_of_range' };

function optionalTime(text: string | null | undefined): Time {
  if (text === undefined || text === null || text.trim() === '') return { ok: true, iso: null };
  const iso = kirvanoTimeToIso(text);
  if (iso === null) return { ok: false, reason: 'invalid_date' };
  const year = new Date(iso).getUTCFullYear();
  if (year < KIRVANO_YEARS.min || year > KIRVANO_YEARS.max) return { ok: false, reason: 'date_out_of_range' };
  return { ok: true, iso };
}

function timeRefusal(field: string, reason: 'invalid_date' | 'date_out_of_range'): ParseResult {
  return reason === 'invalid_date'
    ? invalid(`Data ${field} inválida no webhook.`, reason)
    : invalid(
        `Data ${field} fora do intervalo aceito (anos ${KIRVANO_YEARS.min} a ${KIRVANO_YEARS.max}) no webhook.`,
        reason,
      );
}

/** Turns a parsed body into a notification, or says in pt-BR what makes it unusable (answered with 400). */
export function toNotification(payload: KirvanoPayload, rawBody: string): ParseResult {
  const event = payload.event.toUpperCase();
  const saleId = payload.sale_id ?? null;
  if (isAccessEvent(event) && saleId === null) return invalid('Webhook sem sale_id.', 'missing_sale_id');
  const rawEmail = payload.customer?.email?.trim();
  const email = rawEmail ? normaliseEmail(rawEmail) : null;
  if (email !== null && !z.email().safeParse(email).success)
    return invalid('E-mail do cliente inválido no webhook.', 'invalid_email');
  const created = optionalTime(payload.created_at);
  if (!created.ok) return timeRefusal('created_at', created.reason);
  const nextCharge = optionalTime(payload.plan?.next_charge_date);
  if (!nextCharge.ok) return timeRefusal('next_charge_date', nextCharge.reason);
  let amountCents: number | null = null;
  if (payload.total_price !== undefined && payload.total_price !== null) {
    amountCents = brlToCents(payload.total_price);
    if (amountCents === null) return invalid('Valor total_price inválido no webhook.', 'invalid_amount');
  }
  const bodyHash = createHash('sha256').update(rawBody).digest('hex').slice(0, 32);
  const reference = saleId ?? payload.checkout_id ?? bodyHash;
  // Each renewal of a sale is its own fact: told apart by its next charge date (or, lacking one, when it happened).
  const renewalPart = event === 'SUBSCRIPTION_RENEWED' ? `:${nextCharge.iso ?? created.iso ?? bodyHash}` : '';
  const declaredKind = payload.type?.toUpperCase();
  return {
    ok: true,
    notification: {
      event,
      dedupKey: `kirvano:${event}:${reference}${renewalPart}`,
      saleId,
      email,
      name: payload.customer?.name?.trim() ?? '',
      products: (payload.products ?? []).map((product) => ({
        productId: product.id ?? null,
        offerId: product.offer_id ?? null,
      })),
      paymentMethod: payload.payment_method ?? '',
      amountCents,
      kind:
        (declaredKind ?? (payload.plan ? 'RECURRING' : 'ONE_TIME')) === 'RECURRING'
          ? 'RECURRING'
          : 'ONE_TIME',
      status: payload.status ?? null,
      createdAt: created.iso,
      nextChargeAt: nextCharge.iso,
      chargeFrequency: payload.plan?.charge_frequency ?? null,
    },
  };
}
