import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@detox/fixtures/account-rules';
import { z } from 'zod';

/** /api/auth: sign-in by emailed code, password, registration, session checks (spec §7 Auth). */

export const roleSchema = z.enum(['support', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** Trimmed and lower-cased before it is checked, so "  Ana@Example.com " signs in as ana@example.com. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'E-mail longo demais.')
  .pipe(z.email('E-mail inválido.'));

export const signInCodeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'O código tem 6 dígitos. Código inválido.');

export const passwordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `A senha precisa de ao menos ${PASSWORD_MIN_LENGTH} caracteres. Senha inválida.`)
  .max(PASSWORD_MAX_LENGTH, 'Senha longa demais.');

export const loginRequestSchema = z.strictObject({ email: emailField, code: signInCodeField.optional() });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const passwordLoginRequestSchema = z.strictObject({
  email: emailField,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type PasswordLoginRequest = z.infer<typeof passwordLoginRequestSchema>;

/** Registration proves the email too: without `code` it sends one; with it, it creates the account. */
export const registerRequestSchema = z.strictObject({
  email: emailField,
  name: z.string().trim().min(1, 'Informe seu nome. Nome inválido.').max(120, 'Nome longo demais.'),
  password: passwordField,
  code: signInCodeField.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
});

export const subscriptionStatusSchema = z.enum([
  'active',
  'canceled',
  'expired',
  'refunded',
  'charged_back',
  'none',
]);

/** `type` premium or vip with a future `endDate` is premium (spec §3, §6); the flags say so at answer time. */
export const subscriptionViewSchema = z.object({
  type: z.string(),
  endDate: z.string().nullable(),
  status: subscriptionStatusSchema,
  isPremium: z.boolean(),
  isExpired: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const sessionResponseSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  subscription: subscriptionViewSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** The first step of an email sign-in: a code was sent (the same answer whether or not the email is known). */
export const codeRequiredResponseSchema = z.object({
  codeRequired: z.literal(true),
  email: z.string(),
  message: z.string(),
});
export type CodeRequiredResponse = z.infer<typeof codeRequiredResponseSchema>;

export const verifyTokenResponseSchema = z.object({
  valid: z.literal(true),
  user: sessionUserSchema,
  subscription: subscriptionViewSchema,
});
export type VerifyTokenResponse = z.infer<typeof verifyTokenResponseSchema>;

export const checkSubscriptionResponseSchema = z.object({ hasAccess: z.boolean() });
export type CheckSubscriptionResponse = z.infer<typeof checkSubscriptionResponseSchema>;

export const checkoutLinkResponseSchema = z.object({ checkoutUrl: z.string().nullable() });
export type CheckoutLinkResponse = z.infer<typeof checkoutLinkResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Why a guard refused: the client's access guard turns it into its screen. */
export const accessReasonSchema = z.enum([
  'unauthenticated',
  'premium_required',
  'subscription_expired',
  'forbidden',
  'consent_required',
]);
export type AccessReason = z.infer<typeof accessReasonSchema>;
