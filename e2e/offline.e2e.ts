import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { e2eAdmins } from './admins.ts';
import { checkAtBothSizes, launchBrowser, phone } from './browser.ts';
import { apiGet, apiSignIn, purchase, signIn } from './journey-steps.ts';

/**
 * Issue 8: nothing done offline is lost. Actions made with no network wait in the outbox, survive a reload,
 * and reach the server's event log exactly once when the network returns — with two tabs open, and when the
 * connection drops in the middle of the replay.
 */

const baseURL = inject('baseURL');
const webhookToken = inject('webhookToken');
/** This file's own admin: files run side by side, and each admin sign-in reads the newest code sent to it. */
const adminEmail = e2eAdmins.offline;

let browser: Browser;
let ip = 0;
let adminToken: string | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: phone });
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.20.${++ip}` });
  return context;
}

async function subscriberOnDayOne(context: BrowserContext, email: string, name: string): Promise<Page> {
  await purchase(baseURL, webhookToken, email, name);
  const page = await context.newPage();
  await page.goto(`${baseURL}/login`);
  await signIn(page, baseURL, email);
  await openDayOne(page);
  return page;
}

async function openDayOne(page: Page): Promise<void> {
  await page.goto(`${baseURL}/daily-challenge?day=1`);
  await tasksOf(page).first().waitFor();
}

const tasksOf = (page: Page) => page.getByRole('region', { name: 'Desafios do Dia' }).getByRole('checkbox');

const pendingNote = (page: Page) => page.getByRole('region', { name: 'Status da conexão' });

interface TimelineEvent {
  type: string;
  day: number | null;
  eventId: string;
  data: unknown;
}

/** The subscriber's events as support sees them: the server's event log, one entry per stored event. */
async function eventLog(email: string): Promise<TimelineEvent[]> {
  // One admin sign-in for the file: codes are limited to 5 an hour per email.
  adminToken ??= await apiSignIn(baseURL, adminEmail, '198.18.21.1');
  const token = adminToken;
  const search = (await (
    await apiGet(baseURL, token, `/api/support/users?q=${encodeURIComponent(email)}`)
  ).json()) as { matches: { key: string; email: string }[] };
  const key = search.matches.find((match) => match.email === email)?.key;
  const timeline = (await (
    await apiGet(baseURL, token, `/api/support/users/${encodeURIComponent(key ?? '')}/timeline`)
  ).json()) as { events: TimelineEvent[] };
  return timeline.events;
}

const taskEvents = (events: TimelineEvent[]) =>
  events
    .filter((event) => event.type === 'TaskCompletionSet' && event.day === 1)
    .map((event) => (event.data as { taskId: string }).taskId)
    .sort();

describe('offline', () => {
  it('keeps a day done offline through a reload, and sends each action once when the network returns', async () => {
    const email = 'offline-e2e@example.com';
    const context = await newContext();
    const page = await subscriberOnDayOne(context, email, 'Olga Offline');
    // The service worker takes the page over on the next load; from then on the app opens offline.
    await page.reload();
    await tasksOf(page).first().waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);

    await context.setOffline(true);
    for (const index of [0, 1, 2]) await tasksOf(page).nth(index).check();
    await page.getByLabel('Sua reflexão sobre o dia').fill('Offline no metrô: li um livro.');
    await page.getByText('Sem conexão: salvo neste aparelho.').first().waitFor({ timeout: 10_000 });
    await pendingNote(page).getByText('4 ações aguardando envio.').waitFor();
    await checkAtBothSizes(page, 'offline', 'day with pending actions');

    await page.reload();
    await tasksOf(page).first().waitFor();
    expect(await Promise.all([0, 1, 2, 3, 4].map((index) => tasksOf(page).nth(index).isChecked()))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(await page.getByLabel('Sua reflexão sobre o dia').inputValue()).toBe(
      'Offline no metrô: li um livro.',
    );
    await pendingNote(page).getByText('4 ações aguardando envio.').waitFor();

    await context.setOffline(false);
    await pendingNote(page).waitFor({ state: 'detached', timeout: 20_000 });
    const events = await eventLog(email);
    expect(taskEvents(events)).toEqual(['day1-1', 'day1-2', 'day1-3']);
    expect(events.filter((event) => event.type === 'ReflectionSaved' && event.day === 1)).toHaveLength(1);
    // Read back from the server, not from the device: the ticks are stored.
    await page.reload();
    await tasksOf(page).first().waitFor();
    expect(await tasksOf(page).nth(2).isChecked()).toBe(true);
    await context.close();
  });

  it('with two tabs open offline, sends each tab’s action once', async () => {
    const email = 'offline-tabs-e2e@example.com';
    const context = await newContext();
    const first = await subscriberOnDayOne(context, email, 'Tito Tabs');
    const second = await context.newPage();
    await openDayOne(second);

    // Online, an action in flight is not news: no status line while it is being sent (no layout jump per tick).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await first.route('**/api/progress/task', async (route) => {
      await held;
      await route.continue();
    });
    const answered = first.waitForResponse('**/api/progress/task');
    // click(), not check(): a read of the day that left before the tick may land just then and show it unticked
    // until the tick's answer, which this test holds back; what matters here is that the tick is in flight.
    await tasksOf(first).nth(4).click();
    await first.waitForTimeout(500);
    expect(await pendingNote(first).count()).toBe(0);
    release();
    await answered;
    await first.unroute('**/api/progress/task');

    await context.setOffline(true);
    await tasksOf(first).nth(0).click();
    await expect.poll(() => tasksOf(first).nth(0).isChecked()).toBe(true);
    await tasksOf(second).nth(1).click();
    await expect.poll(() => tasksOf(second).nth(1).isChecked()).toBe(true);
    // Each tab shows the other's pending action too (shared outbox, storage events).
    await pendingNote(first).getByText('2 ações aguardando envio.').waitFor();
    await pendingNote(second).getByText('2 ações aguardando envio.').waitFor();
    await expect.poll(() => tasksOf(first).nth(1).isChecked()).toBe(true);

    await context.setOffline(false);
    await pendingNote(first).waitFor({ state: 'detached', timeout: 20_000 });
    await pendingNote(second).waitFor({ state: 'detached', timeout: 20_000 });
    expect(taskEvents(await eventLog(email))).toEqual(['day1-1', 'day1-2', 'day1-5']);
    await context.close();
  });

  it('resends an action whose answer was lost when the network dropped, once; shows a refusal', async () => {
    const email = 'offline-drop-e2e@example.com';
    const context = await newContext();
    const page = await subscriberOnDayOne(context, email, 'Davi Drop');

    await context.setOffline(true);
    for (const index of [0, 1, 2, 3]) await tasksOf(page).nth(index).check();
    await pendingNote(page).getByText('4 ações aguardando envio.').waitFor();

    // The second action of the replay reaches the server, but its answer is lost with the network.
    let replayed = 0;
    let dropped = false;
    await page.route('**/api/progress/task', async (route) => {
      replayed += 1;
      if (replayed !== 2) {
        await route.continue();
        return;
      }
      await route.fetch();
      dropped = true;
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    await context.setOffline(false);
    await expect.poll(() => dropped, { timeout: 20_000 }).toBe(true);
    await pendingNote(page).getByText('3 ações aguardando envio.').waitFor();

    // A day the server will not complete: the refusal is shown, nothing is dropped silently.
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('user_data') ?? '{}') as { id: string };
      const key = crypto.randomUUID();
      localStorage.setItem(
        `detox_outbox:${key}`,
        JSON.stringify({
          key,
          userId: user.id,
          kind: 'complete-day',
          request: {
            url: '/progress/complete-day',
            method: 'POST',
            body: { dayNumber: 1 },
            headers: { 'Idempotency-Key': key },
          },
          enqueuedAt: Date.now(),
          order: 0,
          state: 'queued',
        }),
      );
    });
    await context.setOffline(false);
    const refusal = pendingNote(page).getByRole('alert');
    await refusal.waitFor({ timeout: 20_000 });
    expect(await refusal.textContent()).toContain('Não foi possível enviar a conclusão do dia 1:');
    await checkAtBothSizes(page, 'offline', 'refused action');
    await refusal.getByRole('button', { name: 'Entendi' }).click();
    await pendingNote(page).waitFor({ state: 'detached' });

    const events = await eventLog(email);
    expect(taskEvents(events)).toEqual(['day1-1', 'day1-2', 'day1-3', 'day1-4']);
    expect(events.filter((event) => event.type === 'DayCompleted')).toHaveLength(0);
    await context.close();
  });
});
