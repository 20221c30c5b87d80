import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, desktop, launchBrowser, phone, smallTargets } from './browser.ts';
import { apiSignIn, apiWrite, purchase, signedInPhone } from './journey-steps.ts';

/**
 * Issue 23 item 5, a way around, at 360x740: the bottom bar reaches Progresso, Diário, Orientações salvas and
 * Configurações and each screen has a way back (by touch and by keyboard); at 200 % text nothing of the bar or its
 * menu is cut off; the dashboard fits a phone (the current day first, the other days compact); one prompt at a
 * time, below the progress, gone after 'Agora não'.
 */

const baseURL = inject('baseURL');
const webhookToken = inject('webhookToken');
const clientIp = '198.18.23.5';
const shots = 'test-results/navigation';
const email = `navegacao-${randomUUID().slice(0, 8)}@exemplo.com.br`;

/**
 * The phone dashboard's height on day 9 with eight finished days. Measured: 7,522 px before (21 full cards,
 * 6,440 px on day 1), 3,433 px after (2,234 px on day 1). The bound leaves room for a longer text elsewhere on
 * the screen, and fails the old layout by far.
 */
const PHONE_DASHBOARD_MAX_PX = 4_200;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

async function write(path: string, body: unknown, method = 'POST') {
  await apiWrite(baseURL, { token, clientIp }, path, body, method);
}

/** A finished day as the day screen would send it: its five tasks, the audio, a reflection and the answers. */
async function finishDay(day: number) {
  for (let task = 1; task <= 5; task++) {
    await write('progress/task', {
      dayNumber: day,
      taskId: `day${String(day)}-${String(task)}`,
      completed: true,
    });
  }
  await write('progress/audio', { dayNumber: day, audioPlayed: true, listenedFraction: 0.9 });
  await write('progress/reflection', {
    dayNumber: day,
    reflection: `Dia ${String(day)}: jantei sem o celular.`,
  });
  await write('weekly-challenge/questionnaire/save', {
    dayNumber: day,
    responses: [
      { questionId: 'mood_today', selectedOptions: ['good'] },
      { questionId: 'screen_time_feeling', selectedOptions: ['balanced'] },
      { questionId: 'motivation_level', selectedOptions: ['high'] },
      { questionId: 'biggest_challenge', selectedOptions: ['social_media'] },
      { questionId: 'environment', selectedOptions: ['home'] },
      ...([3, 7].includes(day) ? [{ questionId: 'sleep_quality', selectedOptions: ['good'] }] : []),
      ...(day === 5 ? [{ questionId: 'stress_level', selectedOptions: ['low'] }] : []),
    ],
  });
  await write('progress/complete-day', { dayNumber: day });
}

const dashboardHeading = () => page.getByRole('heading', { name: 'Sua Jornada de Detox Digital', level: 1 });
const nav = () => page.getByRole('navigation', { name: 'Navegação da jornada' });

async function openDashboard() {
  await page.goto(`${baseURL}/app`);
  await dashboardHeading().waitFor({ timeout: 30_000 });
}

async function expectClean(name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  expect(await smallTargets(page), name).toEqual([]);
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  await purchase(baseURL, webhookToken, email, 'Nina Navegação');
  token = await apiSignIn(baseURL, email, clientIp);
  await write('me/consents/questionnaire_answers', { granted: true }, 'PUT');
  browser = await launchBrowser();
  ({ context, page } = await signedInPhone(browser, baseURL, email, clientIp));
});

afterAll(async () => {
  // Undefined when the setup failed before launching it.
  await (browser as Browser | undefined)?.close();
});

describe('a way around at 360 px (issue 23 item 5)', () => {
  it('day 1: the first day first, the locked days folded, one prompt below the progress', async () => {
    await openDashboard();
    await page.getByRole('heading', { name: 'Seu dia atual' }).waitFor();
    expect(await page.getByRole('link', { name: /^Dia 1:/ }).count()).toBe(1);
    expect(await page.getByText('Dia Bloqueado').count()).toBe(20);
    expect(await page.getByText('Complete o Dia 1', { exact: true }).isVisible()).toBe(false);
    await page.getByText('Ver os próximos 20 dias').click();
    await page.getByText('Complete o Dia 1', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Como funciona' }).waitFor();

    // One prompt at a time (install or reminders), under the progress card, not above it.
    const prompt = page.getByRole('region', { name: 'Ative notificações' });
    await prompt.waitFor();
    expect(await page.getByRole('region', { name: /Ative notificações|Instale o app/ }).count()).toBe(1);
    const progressBottom = await page
      .getByText('21 dias restantes para completar sua jornada')
      .evaluate((element) => element.getBoundingClientRect().bottom);
    const promptTop = await prompt.evaluate((element) => element.getBoundingClientRect().top);
    expect(promptTop).toBeGreaterThan(progressBottom);
    await expectClean('dashboard, day 1');
    await page.screenshot({ path: `${shots}/dashboard-day1-360x740.png`, fullPage: true });
    await page.setViewportSize(desktop);
    await expectClean('dashboard, day 1, desktop');
    await page.screenshot({ path: `${shots}/dashboard-day1-1280x800.png`, fullPage: true });
    await page.setViewportSize(phone);

    // 'Agora não': gone, and gone on the next visit (spec §4: stored on the device, not shown again).
    await prompt.getByRole('button', { name: 'Agora não' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('push_prompt_dismissed'))).toBe('true');
    await page.reload();
    await dashboardHeading().waitFor();
    await page.getByRole('heading', { name: 'Seu dia atual' }).waitFor();
    expect(await page.getByRole('region', { name: /Ative notificações|Instale o app/ }).count()).toBe(0);
  });

  it('day 9: the current day first, finished days one row and one bar each, the page under the bound', async () => {
    for (let day = 1; day <= 8; day++) await finishDay(day);
    await openDashboard();
    await page.getByRole('link', { name: /^Dia 9:/ }).waitFor();
    const days = page.getByRole('region', { name: 'Seus 21 dias' });
    // One bar per finished day (the old cards had three, all at 100 %).
    expect(await days.getByRole('progressbar').count()).toBe(8);
    expect(await days.getByRole('link', { name: /^Dia \d:/ }).count()).toBe(8);
    expect(
      await days.getByRole('progressbar', { name: 'Progresso total do Dia 3' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    // 'Como funciona' is for the first days only.
    expect(await page.getByRole('heading', { name: 'Como funciona' }).count()).toBe(0);
    // The current day comes before the list of days.
    const currentTop = await page
      .getByRole('heading', { name: 'Seu dia atual' })
      .evaluate((element) => element.getBoundingClientRect().top);
    const daysTop = await days.evaluate((element) => element.getBoundingClientRect().top);
    expect(currentTop).toBeLessThan(daysTop);
    await page.waitForTimeout(500);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`navigation e2e: phone dashboard on day 9 is ${String(height)} px tall`);
    expect(height).toBeLessThan(PHONE_DASHBOARD_MAX_PX);
    await expectClean('dashboard, day 9');
    await page.screenshot({ path: `${shots}/dashboard-day9-360x740.png`, fullPage: true });
    await page.screenshot({ path: `${shots}/navigation-360x740.png` });
    await page.setViewportSize(desktop);
    await expectClean('dashboard, day 9, desktop');
    await page.screenshot({ path: `${shots}/dashboard-day9-1280x800.png`, fullPage: true });
    await page.setViewportSize(phone);
  });

  it('reaches Progresso, Diário, Orientações salvas and Configurações from the bar and comes back', async () => {
    const destinations = [
      { name: 'Progresso', inMenu: false, heading: 'Seu progresso', back: 'Voltar ao painel' },
      { name: 'Diário', inMenu: false, heading: 'Seu diário', back: 'Voltar ao painel' },
      { name: 'Orientações salvas', inMenu: true, heading: 'Orientações Salvas', back: 'Voltar' },
      { name: 'Configurações', inMenu: true, heading: 'Configurações', back: 'Voltar ao painel' },
    ];
    for (const destination of destinations) {
      await openDashboard();
      expect(await nav().getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
      // Within the thumb's reach: the bar sits at the bottom of the screen.
      const barItem = nav().getByRole('link', { name: 'Dashboard' });
      const box = await barItem.boundingBox();
      expect(box && box.y + box.height).toBeGreaterThan(phone.height - 80);
      expect(box?.height).toBeGreaterThanOrEqual(44);
      if (destination.inMenu) {
        await nav().getByRole('button', { name: 'Mais' }).click();
        expect(await nav().getByRole('button', { name: 'Mais' }).getAttribute('aria-expanded')).toBe('true');
        await expectClean(`menu open, ${destination.name}`);
        if (destination.name === 'Configurações')
          await page.screenshot({ path: `${shots}/navigation-menu-360x740.png` });
      }
      await nav().getByRole('link', { name: destination.name, exact: true }).click();
      await page.getByRole('heading', { name: destination.heading, level: 1 }).waitFor({ timeout: 20_000 });
      await expectClean(destination.name);
      await page.getByRole('link', { name: destination.back, exact: true }).first().click();
      await dashboardHeading().waitFor();
    }
  });

  it('keeps the bar on the screens it leads to, the open one marked, tab to tab', async () => {
    await openDashboard();
    await nav().getByRole('link', { name: 'Progresso', exact: true }).click();
    await page.getByRole('heading', { name: 'Seu progresso', level: 1 }).waitFor({ timeout: 20_000 });
    expect(await nav().getByRole('link', { name: 'Progresso' }).getAttribute('aria-current')).toBe('page');
    expect(await nav().getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    await nav().getByRole('link', { name: 'Diário', exact: true }).click();
    await page.getByRole('heading', { name: 'Seu diário', level: 1 }).waitFor({ timeout: 20_000 });
    expect(await nav().getByRole('link', { name: 'Diário' }).getAttribute('aria-current')).toBe('page');
    await nav().getByRole('button', { name: 'Mais' }).click();
    await nav().getByRole('link', { name: 'Configurações', exact: true }).click();
    await page.getByRole('heading', { name: 'Configurações', level: 1 }).waitFor({ timeout: 20_000 });
    await nav().getByRole('button', { name: 'Mais' }).click();
    expect(await nav().getByRole('link', { name: 'Configurações' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.keyboard.press('Escape');
    await expectClean('settings with the bar');
    await page.screenshot({ path: `${shots}/settings-with-bar-360x740.png` });
    await nav().getByRole('link', { name: 'Dashboard', exact: true }).click();
    await dashboardHeading().waitFor();
    // At desktop widths these screens keep /app's row, the open one marked: settings is one click from progress.
    await page.setViewportSize(desktop);
    await page.goto(`${baseURL}/progress`);
    await page.getByRole('heading', { name: 'Seu progresso', level: 1 }).waitFor({ timeout: 20_000 });
    expect(await nav().getByRole('link', { name: 'Progresso' }).getAttribute('aria-current')).toBe('page');
    await nav().getByRole('link', { name: 'Configurações' }).click();
    await page.getByRole('heading', { name: 'Configurações', level: 1 }).waitFor({ timeout: 20_000 });
    expect(await nav().getByRole('link', { name: 'Configurações' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.getByRole('heading', { name: 'Sua conta' }).waitFor({ timeout: 20_000 });
    await expectClean('settings with the row, desktop');
    await page.screenshot({ path: `${shots}/settings-with-row-1280x800.png` });
    await page.setViewportSize(phone);
  });

  it('goes there and back by keyboard; Escape closes the menu and returns to Mais', async () => {
    await openDashboard();
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent.trim() ?? '');
    const tabTo = async (text: string) => {
      for (let step = 0; step < 30; step++) {
        if ((await focusedText()) === text) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`O foco não chegou a "${text}"`);
    };
    // The navigation comes first in the order, the bar's items in their visual order.
    await tabTo('Dashboard');
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('Progresso');
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('Diário');
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('Mais');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('Orientações salvas');
    await page.keyboard.press('Escape');
    expect(await focusedText()).toBe('Mais');
    expect(await nav().getByRole('link', { name: 'Configurações' }).count()).toBe(0);
    // Tabbing past the menu's last item (Sair) closes it.
    await page.keyboard.press('Enter');
    await tabTo('Sair');
    await page.keyboard.press('Tab');
    expect(await nav().getByRole('link', { name: 'Configurações' }).count()).toBe(0);
    await nav().getByRole('button', { name: 'Mais' }).focus();
    await page.keyboard.press('Enter');
    await tabTo('Configurações');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Configurações', level: 1 }).waitFor();
    await tabTo('← Voltar ao painel');
    await page.keyboard.press('Enter');
    await dashboardHeading().waitFor();
  });

  it('at 200 % text the bar keeps Dashboard and Mais, and nothing in it or its menu is cut off', async () => {
    const cdp = await context.newCDPSession(page);
    // The browser's own text size (Configurações > Aparência > Tamanho da fonte), 32 px instead of 16.
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    try {
      await openDashboard();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
      await nav().getByRole('button', { name: 'Mais' }).click();
      const signOut = nav().getByRole('button', { name: 'Sair' });
      await signOut.waitFor();
      const cut = await nav().evaluate((element) =>
        [...element.querySelectorAll<HTMLElement>('a, button')]
          .filter((item) => {
            const box = item.getBoundingClientRect();
            return (
              item.scrollWidth > item.clientWidth + 1 ||
              box.left < 0 ||
              box.right > window.innerWidth + 0.5 ||
              box.top < 0 ||
              box.bottom > window.innerHeight + 0.5
            );
          })
          .map((item) => item.textContent.trim()),
      );
      expect(cut).toEqual([]);
      for (const name of ['Progresso', 'Diário', 'Orientações salvas', 'Configurações']) {
        expect(await nav().getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
      }
      await expectClean('menu open, 200 % text');
      await page.screenshot({ path: `${shots}/navigation-menu-text200-360x740.png` });
    } finally {
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
      await cdp.detach();
    }
  });

  // Service workers blocked: a worker that had precached the chunks would answer them before page.route sees them.
  const signedInWithoutWorker = () =>
    signedInPhone(browser, baseURL, email, clientIp, { serviceWorkers: 'block' });

  it("keeps the dashboard when an optional part's code does not arrive (a bad connection): the part is left out", async () => {
    const { context: fresh, page: other } = await signedInWithoutWorker();
    // 'Insights Agora' and the prompts never download; the dashboard is what the person came for.
    const refused: string[] = [];
    await other.route(/\/assets\/(insights-now-card|install-banner)-[^/]*\.js/, (route) => {
      refused.push(route.request().url());
      return route.abort();
    });
    await other.goto(`${baseURL}/app`);
    await other.getByRole('heading', { name: 'Sua Jornada de Detox Digital', level: 1 }).waitFor();
    // Each is asked for three times (after 1 s and 3 s), then left out.
    await expect.poll(() => refused.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
    await other.waitForTimeout(300);
    expect(
      await other.getByRole('heading', { name: 'Sua Jornada de Detox Digital', level: 1 }).isVisible(),
    ).toBe(true);
    expect(await other.getByText('Insights Agora').count()).toBe(0);
    expect(await other.getByText(/Algo deu errado|Erro inesperado/).count()).toBe(0);
    await other.getByRole('link', { name: /Ir para o Dia/ }).waitFor();
    await fresh.close();
  });

  it('opens a screen whose code failed to download once, instead of the error page', async () => {
    const { context: fresh, page: other } = await signedInWithoutWorker();
    await other.getByRole('heading', { name: 'Sua Jornada de Detox Digital', level: 1 }).waitFor();
    // Progresso's chunk: the first download is cut, the next goes through (asked again after 1 s).
    let cut = 0;
    await other.route(/\/assets\/progress-page-[^/]*\.js/, (route) => {
      if (cut++ === 0) return route.abort();
      return route.continue();
    });
    await other
      .getByRole('navigation', { name: 'Navegação da jornada' })
      .getByRole('link', { name: 'Progresso' })
      .click();
    await other.getByRole('heading', { name: 'Seu progresso', level: 1 }).waitFor({ timeout: 20_000 });
    expect(cut).toBeGreaterThanOrEqual(2);
    expect(await other.getByText('Algo deu errado').count()).toBe(0);
    await fresh.close();
  });
});
