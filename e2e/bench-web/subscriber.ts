import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { kirvanoSale, lastCodeSentTo } from '../kirvano-sale.ts';
import { PHONE } from './measure-page.ts';

/** localStorage keys of a signed-in session (redux-persist's auth slice and its spec §3 mirror). */
const SESSION_KEYS = new Set(['persist:detox', 'auth_token', 'user_data', 'subscription_data']);

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * A new subscriber (a purchase as Kirvano notifies it), signed in on /login with the emailed code as a person
 * does, unthrottled; returns the browser storage of that session: the session keys only, so each measured load
 * starts as a returning subscriber on a cold phone (no cached reads, no HTTP cache, no service worker).
 */
export async function signedInSubscriber(
  browser: Browser,
  baseURL: string,
  webhookToken: string,
): Promise<BrowserContextOptions['storageState']> {
  const email = `bench-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  await post(`${baseURL}/api/webhooks/kirvano`, kirvanoSale(email, 'Bianca Teixeira', `BENCH-${email}`), {
    'X-Kirvano-Token': webhookToken,
  });
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('E-mail da compra').fill(email);
    await page.getByRole('button', { name: 'Entrar Direto' }).click();
    const codeField = page.getByLabel('Código de 6 dígitos');
    await codeField.waitFor({ timeout: 30_000 });
    await codeField.fill(await lastCodeSentTo(baseURL, email));
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(/\/app/, { timeout: 30_000 });
    const state = await context.storageState();
    return {
      cookies: state.cookies,
      origins: state.origins.map((origin) => ({
        origin: origin.origin,
        localStorage: origin.localStorage.filter((entry) => SESSION_KEYS.has(entry.name)),
      })),
    };
  } finally {
    await context.close();
  }
}
