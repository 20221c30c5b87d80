import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { phone } from './browser.ts';
import { kirvanoSale, lastCodeSentTo } from './kirvano-sale.ts';

export { lastCodeSentTo };

/** Steps of the subscriber's journey in the UI, shared by journey.e2e.ts. Each acts as a person would. */

/** A purchase as Kirvano notifies it: the only way in for a new subscriber, as in production. */
export async function purchase(baseURL: string, token: string, email: string, name: string): Promise<void> {
  const response = await fetch(`${baseURL}/api/webhooks/kirvano`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Kirvano-Token': token },
    body: JSON.stringify(kirvanoSale(email, name, `E2E-${email}`)),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/**
 * A write through the API with a session, as another device of the same subscriber makes it (a fresh
 * Idempotency-Key each time); expects 200.
 */
export async function apiWrite(
  baseURL: string,
  session: { token: string; clientIp: string },
  path: string,
  body: unknown,
  method = 'POST',
): Promise<void> {
  const response = await fetch(`${baseURL}/api/${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${session.token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': randomUUID(),
      'X-Forwarded-For': session.clientIp,
    },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A session through the API's code sign-in, for checks behind the UI. */
export async function apiSignIn(baseURL: string, email: string, clientIp: string): Promise<string> {
  const login = (body: unknown) =>
    fetch(`${baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientIp },
      body: JSON.stringify(body),
    });
  expect((await login({ email })).status).toBe(200);
  const answer = (await (await login({ email, code: await lastCodeSentTo(baseURL, email) })).json()) as {
    token: string;
  };
  return answer.token;
}

export function apiGet(baseURL: string, token: string, path: string): Promise<Response> {
  return fetch(`${baseURL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
}

/** Signs in on /login with the emailed code, as the subscriber does. */
export async function signIn(page: Page, baseURL: string, email: string): Promise<void> {
  await page.getByLabel('E-mail da compra').fill(email);
  await page.getByRole('button', { name: 'Entrar Direto' }).click();
  const codeField = page.getByLabel('Código de 6 dígitos');
  await codeField.waitFor();
  await codeField.fill(await lastCodeSentTo(baseURL, email));
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/\/app/);
}

/**
 * A phone-sized page with its own client address, signed in as `email` on /login as a person does. `options` adds
 * to the context's (e.g. `serviceWorkers: 'block'`, so `page.route` sees every request the page makes).
 */
export async function signedInPhone(
  browser: Browser,
  baseURL: string,
  email: string,
  clientIp: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: phone, ...options });
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': clientIp });
  const page = await context.newPage();
  await page.goto(`${baseURL}/login`);
  await signIn(page, baseURL, email);
  return { context, page };
}

/**
 * How long a step waits for the day's audio to be ready: in the whole suite the work process also makes other
 * tests' days and sessions, and on this machine (session 21) a day could take over 30 s there, while alone it
 * takes a few. Readiness itself is measured by audio-ready.e2e.ts and the benches, not here.
 */
export const AUDIO_READY_MS = 90_000;

/** The share of the day's audio the player says was heard, from its visible text. */
export async function listenedPercent(page: Page): Promise<number> {
  const text = await page.getByText(/Você ouviu \d+% do áudio/).textContent({ timeout: AUDIO_READY_MS });
  return Number(/(\d+)%/.exec(text ?? '')?.[1] ?? Number.NaN);
}

/** Starts the meditation at 16× speed, the most a media element plays at, so a day's audio takes seconds. */
export async function startListening(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Reproduzir' }).click({ timeout: AUDIO_READY_MS });
  await page.evaluate(() => {
    const audio = document.querySelector('audio');
    if (audio) audio.playbackRate = 16;
  });
}

/**
 * Waits until the player says more than half was heard, then pauses. The played ranges are real: the media
 * element played every second of them, nothing was skipped.
 */
export async function finishListeningPastHalf(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const text = [...document.querySelectorAll('p')].find((p) => p.textContent.startsWith('Você ouviu'));
      return Number(/(\d+)%/.exec(text?.textContent ?? '')?.[1] ?? 0) >= 51;
    },
    undefined,
    { timeout: 60_000, polling: 200 },
  );
  await page.getByRole('button', { name: 'Pausar' }).click();
}

export async function listenPastHalf(page: Page): Promise<void> {
  await startListening(page);
  await finishListeningPastHalf(page);
}

/** Ticks the day's five tasks. */
export async function tickAllTasks(page: Page): Promise<void> {
  const tasks = page.getByRole('region', { name: 'Desafios do Dia' }).getByRole('checkbox');
  // The day's texts may still be on their way (each week is loaded when a day of it is opened).
  await tasks.first().waitFor();
  expect(await tasks.count()).toBe(5);
  for (let index = 0; index < 5; index++) {
    // Not check(): it fails when the box is not checked the very moment after the click, and a read of the
    // day that left before the tick may land just then and show it unticked until the tick's own answer.
    if (!(await tasks.nth(index).isChecked())) await tasks.nth(index).click();
    await expect.poll(() => tasks.nth(index).isChecked()).toBe(true);
  }
  await page.getByText('5 de 5 concluídos').waitFor();
}

/** Writes the reflection and waits for the autosave (1 s after typing stops). */
export async function writeReflection(page: Page, day: number): Promise<void> {
  await page
    .getByLabel('Sua reflexão sobre o dia')
    .fill(`Dia ${day}: hoje percebi quantas vezes pego o celular sem pensar.`);
  await page.getByText('Reflexão salva').waitFor({ timeout: 10_000 });
}

/** Answers the questionnaire dialog one question at a time, picking the first option of each. */
export async function answerQuestionnaire(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Responder Questionário' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  for (;;) {
    await dialog.locator('fieldset label').first().click();
    const finish = dialog.getByRole('button', { name: 'Finalizar' });
    if (await finish.count()) {
      await finish.click();
      break;
    }
    await dialog.getByRole('button', { name: 'Próxima' }).click();
  }
  await dialog.waitFor({ state: 'hidden' });
}

/** The day's one progress figure, in the header of /daily-challenge and of /detox-day alike. */
export const dayProgress = (page: Page) => page.getByRole('progressbar', { name: 'Progresso do dia' });

/** What both day screens show of the day: its tasks' ticks, its reflection and its one progress figure. */
export async function dayState(page: Page) {
  const boxes = page.getByRole('region', { name: 'Desafios do Dia' }).getByRole('checkbox');
  const tasks: boolean[] = [];
  for (let index = 0; index < (await boxes.count()); index++) tasks.push(await boxes.nth(index).isChecked());
  return {
    tasks,
    reflection: await page.getByLabel('Sua reflexão sobre o dia').inputValue(),
    progress: await dayProgress(page).getAttribute('aria-valuenow'),
  };
}
