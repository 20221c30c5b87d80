import { z } from 'zod';
import { sessionUserSchema, subscriptionViewSchema } from './auth.ts';

/** /api/me: the signed-in user's own data and their rights over it (LGPD). */

export const consentPurposeSchema = z.enum(['questionnaire_answers', 'ai_reflections']);
export type ConsentPurpose = z.infer<typeof consentPurposeSchema>;

export const consentViewSchema = z.object({
  purpose: consentPurposeSchema,
  granted: z.boolean(),
  policyVersion: z.string().nullable(),
  /** When it was last given or revoked; null if never asked. */
  decidedAt: z.string().nullable(),
});
export type ConsentView = z.infer<typeof consentViewSchema>;

export const meResponseSchema = z.object({
  user: sessionUserSchema,
  subscription: subscriptionViewSchema,
  consents: z.array(consentViewSchema),
  /** The policy version a consent given now is recorded under. */
  consentPolicyVersion: z.string(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const setConsentRequestSchema = z.strictObject({ granted: z.boolean() });

/** DELETE /api/me: the user types their email to confirm, so a stray tap or a replayed request cannot erase. */
export const deleteAccountRequestSchema = z.strictObject({
  confirmEmail: z.string().trim().toLowerCase().min(1),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export interface AccountExport {
  exportedAt: string;
  user: { id: string; email: string; name: string; registeredAt: string | null; roles: string[] };
  subscription: z.infer<typeof subscriptionViewSchema>;
  consents: ConsentView[];
  sessions: { createdAt: string; lastSeenAt: string; expiresAt: string; revoked: boolean }[];
  /** Every event of every stream that is the user's, in stream order. */
  events: {
    stream: string;
    position: number;
    type: string;
    data: unknown;
    occurredAt: string;
    recordedAt: string;
    metadata: Record<string, unknown>;
  }[];
  /** Every read-model row about the user, by table. */
  readModels: Record<string, Record<string, unknown>[]>;
}
