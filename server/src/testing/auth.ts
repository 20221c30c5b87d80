import { randomUUID } from 'node:crypto';
import { streamId } from '@detox/projections';
import { signInVerifiedEmail } from '../features/account/sign-in.ts';
import type { CodeRequiredResponse, SessionResponse } from '../contracts/auth.ts';
import type { TestApp } from './app.ts';

/** Test helpers for signed-in requests: real sign-ins, real purchases, no shortcuts around the rules. */

export const WEBHOOK_TOKEN = 'test-webhook-token-0123456789';

/** The env a test app needs for the auth flows: a webhook secret, role lists, and X-Forwarded-For believed. */
export const authTestEnv = {
  KIRVANO_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
  ADMIN_EMAILS: 'admin@detox21.com.br',
  SUPPORT_EMAILS: 'suporte@detox21.com.br',
  TRUST_PROXY: 'true',
  SEED_DEMO: 'false',
};

export function jsonRequest(
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The last sign-in code the console outbox sent to an email, read as a developer would: from /dev/outbox.json. */
export async function lastCodeSentTo(test: TestApp, email: string): Promise<string> {
  const response = await test.app.request('/dev/outbox.json');
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  const code = /\b(\d{6})\b/.exec(messages.find((message) => message.to === email)?.subject ?? '')?.[1];
  if (!code) throw new Error(`Nenhum código enviado para ${email}`);
  return code;
}

/** The whole email sign-in, through the API: ask for a code, read it from the outbox, send it back. */
export async function signInByCode(
  test: TestApp,
  email: string,
  ip = '198.51.100.7',
): Promise<SessionResponse> {
  const headers = { 'X-Forwarded-For': ip };
  const asked = await test.app.request('/api/auth/login', jsonRequest('POST', { email }, headers));
  if (asked.status !== 200) throw new Error(`login {email}: ${asked.status} ${await asked.text()}`);
  const { codeRequired } = (await asked.json()) as Partial<CodeRequiredResponse>;
  if (codeRequired !== true) throw new Error('esperava codeRequired');
  const code = await lastCodeSentTo(test, email.trim().toLowerCase());
  const answered = await test.app.request('/api/auth/login', jsonRequest('POST', { email, code }, headers));
  if (answered.status !== 200)
    throw new Error(`login {email, code}: ${answered.status} ${await answered.text()}`);
  return (await answered.json()) as SessionResponse;
}

export type Access = 'active' | 'expired' | 'none';

/** A purchase as the customer stream records it (what a SALE_APPROVED webhook leaves), ending in the past or future. */
export async function givenPurchase(
  test: TestApp,
  email: string,
  access: Exclude<Access, 'none'>,
): Promise<void> {
  const day = 86_400_000;
  const accessUntil = new Date(Date.now() + (access === 'active' ? 30 : -1) * day).toISOString();
  const result = await test.runtime.store.appendToStream(streamId('customer', email), [
    {
      eventId: randomUUID(),
      type: 'PurchaseApproved',
      data: {
        saleId: `SALE-${randomUUID().slice(0, 8)}`,
        email,
        name: 'Cliente de Teste',
        productId: 'detox21',
        offerId: null,
        paymentMethod: 'PIX',
        amountCents: 9700,
        currency: 'BRL',
        kind: 'ONE_TIME',
        accessUntil,
      },
      metadata: { occurredAt: new Date().toISOString(), schemaVersion: 1, source: 'test' },
    },
  ]);
  await test.runtime.afterAppend(result.lastCheckpoint);
}

/** A signed-in user with the given subscription; roles come from the test app's ADMIN/SUPPORT_EMAILS. */
export async function givenSignedIn(
  test: TestApp,
  email: string,
  access: Access = 'none',
): Promise<SessionResponse> {
  if (access !== 'none') await givenPurchase(test, email, access);
  return signInVerifiedEmail(test, email, 'code');
}
