import { z } from 'zod';

/**
 * customer-{normalised purchase email}: what Kirvano told us about purchases. The raw webhook body goes in the
 * event's metadata (`webhook.rawBody`). Every event is an absolute fact about one sale, so redelivered or
 * reordered notifications fold to the same access (read-models/subscription-access.ts).
 */
const sale = {
  saleId: z.string().min(1),
  email: z.email(),
  name: z.string(),
  /** A configured product or offer when the notification named one; null when it named none. */
  productId: z.string().min(1).nullable(),
  offerId: z.string().nullable(),
};
const instant = z.iso.datetime({ offset: true });

export const customerEvents = {
  /** Only for a configured product: anything else is recorded as KirvanoNotificationRecorded. */
  PurchaseApproved: z.object({
    ...sale,
    productId: z.string().min(1),
    paymentMethod: z.string(),
    amountCents: z.number().int().min(0).nullable(),
    currency: z.literal('BRL'),
    kind: z.enum(['ONE_TIME', 'RECURRING']),
    accessUntil: instant,
  }),
  PurchaseRefused: z.object({ ...sale, reason: z.string().nullable() }),
  SubscriptionRenewed: z.object({ ...sale, accessUntil: instant }),
  /** Renewal stops; access lasts until the paid period ends. */
  SubscriptionCanceled: z.object({ ...sale, accessUntil: instant.nullable() }),
  SubscriptionExpired: z.object({ ...sale, endedAt: instant }),
  PurchaseRefunded: z.object({ ...sale, revokedAt: instant }),
  PurchaseChargedBack: z.object({ ...sale, revokedAt: instant }),
  /** Any other notification (or one for a product we do not sell here): kept, changes nothing. */
  KirvanoNotificationRecorded: z.object({
    kirvanoEvent: z.string().min(1),
    saleId: z.string().nullable(),
    email: z.email(),
    reason: z.enum(['unhandled_event', 'product_not_configured']),
  }),
} as const;
