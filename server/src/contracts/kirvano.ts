import { z } from 'zod';

/** Kirvano webhooks and the admin webhook test (spec §2 Webhook test page, §3, §9). */

export const kirvanoOutcomeSchema = z.enum([
  'granted',
  'extended',
  'renewal_stopped',
  'ended',
  'revoked',
  'recorded',
]);

export const webhookResultSchema = z.object({
  message: z.string(),
  event: z.string(),
  outcome: kirvanoOutcomeSchema,
  /** True when this notification was already stored: nothing changed. */
  duplicate: z.boolean(),
});
export type WebhookResult = z.infer<typeof webhookResultSchema>;

/** The test page's payload shape (spec §3 "Webhook test payload"). */
export const testWebhookPayloadSchema = z.strictObject({
  event: z.string().trim().min(1, 'Informe o evento. Evento inválido.'),
  status: z.string().trim().optional(),
  product_id: z.string().trim().min(1, 'Informe o produto. Produto inválido.'),
  amount: z.number().min(0, 'Valor inválido.'),
  currency: z.string().trim().optional(),
  customer_email: z.string().trim().toLowerCase().pipe(z.email('E-mail inválido.')),
  customer_name: z.string().trim().max(120, 'Nome longo demais.').optional(),
  transaction_id: z.string().trim().min(1).optional(),
  subscription_id: z.string().trim().min(1).optional(),
  expires_at: z.string().trim().min(1).optional(),
});
export type TestWebhookPayload = z.infer<typeof testWebhookPayloadSchema>;

export const testWebhookResultSchema = webhookResultSchema.extend({
  email: z.string(),
  subscription: z.object({ type: z.string(), endDate: z.string().nullable(), isPremium: z.boolean() }),
});
export type TestWebhookResult = z.infer<typeof testWebhookResultSchema>;
