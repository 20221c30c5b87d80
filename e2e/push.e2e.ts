import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchBrowser, phone, smallTargets } from './browser.ts';
import { apiGet, apiSignIn, purchase, signIn } from './journey-steps.ts';

const baseURL = inject('baseURL');
const webhookToken = inject('webhookToken');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('push reminders in the app', () => {
  it('shows the push banner until "Agora não", and saves the reminder hour in settings', async () => {
    const email = 'lembrete-e2e@example.com';
    await purchase(baseURL, webhookToken, email, 'Lia Lembrete');
    const context = await browser.newContext({ viewport: phone });
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.18.10.1' });
    const page = await context.newPage();
    await page.goto(`${baseURL}/login`);
    await signIn(page, baseURL, email);

    const banner = page.getByRole('region', { name: 'Ative notificações' });
    await banner.waitFor();
    await expect
      .poll(() => banner.getByRole('button', { name: 'Ativar notificações' }).isVisible())
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await banner.getByRole('button', { name: 'Agora não' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('push_prompt_dismissed'))).toBe('true');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('region', { name: 'Ative notificações' }).count()).toBe(0);

    await page.goto(`${baseURL}/settings`);
    const hour = page.getByLabel('Horário do lembrete');
    await hour.waitFor();
    expect(await hour.inputValue()).toBe('19:00');
    await hour.selectOption('07:30');
    const token = await apiSignIn(baseURL, email, '198.18.10.2');
    await expect
      .poll(
        async () =>
          (await (await apiGet(baseURL, token, '/api/notifications/preferences')).json()) as {
            hour: number;
            minute: number;
          },
      )
      .toMatchObject({ hour: 7, minute: 30 });
    await page.getByLabel('Receber o lembrete diário').uncheck();
    await expect
      .poll(
        async () =>
          (
            (await (await apiGet(baseURL, token, '/api/notifications/preferences')).json()) as {
              enabled: boolean;
            }
          ).enabled,
      )
      .toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await context.close();
  });
});
