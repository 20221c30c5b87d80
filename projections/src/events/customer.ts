import { z } from 'zod';

/** customer-{normalised purchase email}: what Kirvano told us about purchases. Raw payloads go in metadata. */
const purchase = {
  saleId: z.string().min(1),
  email: z.email(),
  name: z.string(),
  productId: z.string().min(1),
  offerId: z.string().nullable(),
};

export const customerEvents = {
  PurchaseApproved: z.object({
    ...purchase,
    paymentMethod: z.string(),
    amountCents: z.number().int().min(0),
    currency: z.literal('BRL'),
    kind: z.enum(['ONE_TIME', 'RECURRING']),
    accessUntil: z.iso.datetime({ offset: true }),
  }),
  PurchaseRefused: z.object({ ...purchase, reason: z.string().nullable() }),
  SubscriptionRenewed: z.object({ ...purchase, accessUntil: z.iso.datetime({ offset: true }) }),
  SubscriptionCanceled: z.object({ ...purchase, accessUntil: z.iso.datetime({ offset: true }).nullable() }),
  SubscriptionExpired: z.object(purchase),
  PurchaseRefunded: z.object(purchase),
  PurchaseChargedBack: z.object(purchase),
} as const;
