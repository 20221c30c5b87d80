import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAtBothSizes, desktop, launchBrowser, phone } from './browser.ts';
import { purchase, signIn } from './journey-steps.ts';

const baseURL = inject('baseURL');
const webhookToken = inject('webhookToken');

const userAgents = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

let browser: Browser;
let ipCounter = 0;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A new subscriber signed in on /app, in a context of its own client address (and user agent, if given). */
async function signedIn(email: string, userAgent?: string): Promise<{ context: BrowserContext; page: Page }> {
  await purchase(baseURL, webhookToken, email, 'Ina Instala');
  const context = await browser.newContext({ viewport: phone, ...(userAgent ? { userAgent } : {}) });
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.12.${++ipCounter}` });
  const page = await context.newPage();
  await page.goto(`${baseURL}/login`);
  await signIn(page, baseURL, email);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return { context, page };
}

/**
 * A synthetic `beforeinstallprompt` (the real one never fires in headless Chromium): prompt() counts its calls in
 * window.__installPrompts, userChoice answers `outcome`. Returns whether the app called preventDefault().
 */
function offerInstallPrompt(page: Page, outcome: 'accepted' | 'dismissed'): Promise<boolean> {
  return page.evaluate((answer) => {
    const counter = window as unknown as { __installPrompts?: number };
    counter.__installPrompts = 0;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        counter.__installPrompts = (counter.__installPrompts ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }, outcome);
}

const promptCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __installPrompts?: number }).__installPrompts ?? 0);
const storedDismissal = (page: Page) => page.evaluate(() => localStorage.getItem('pwa_install_dismissed'));
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? null);

const installBanner = (page: Page) => page.getByRole('region', { name: 'Instale o app' });
const pushBanner = (page: Page) => page.getByRole('region', { name: 'Ative notificações' });
const installDialog = (page: Page) => page.getByRole('dialog', { name: 'Instale o app' });

describe('the install prompt in the app', () => {
  it('a desktop browser: the banner appears once the browser offers a prompt, and "Instalar app" installs', async () => {
    const { context, page } = await signedIn('instala-desktop-e2e@example.com');

    // No platform steps and no browser prompt yet: not installable, so the push banner has the place.
    await pushBanner(page).waitFor();
    expect(await installBanner(page).count()).toBe(0);

    expect(await offerInstallPrompt(page, 'accepted')).toBe(true);
    await installBanner(page).waitFor();
    // One prompt at a time: the push banner waits while the install banner shows.
    expect(await pushBanner(page).count()).toBe(0);
    await checkAtBothSizes(page, 'install', 'banner');
    await page.screenshot({ path: '/tmp/shots/install-banner-phone.png' });
    await page.setViewportSize(desktop);
    await page.screenshot({ path: '/tmp/shots/install-banner-desktop.png' });
    await page.setViewportSize(phone);

    await installBanner(page).getByRole('button', { name: 'Instalar', exact: true }).click();
    const dialog = installDialog(page);
    await dialog.waitFor();
    const install = dialog.getByRole('button', { name: 'Instalar app' });
    expect(await install.isVisible()).toBe(true);
    await checkAtBothSizes(page, 'install', 'modal-prompt');
    await page.screenshot({ path: '/tmp/shots/install-modal-prompt-phone.png' });

    await install.click();
    await installBanner(page).waitFor({ state: 'detached' });
    expect(await promptCalls(page)).toBe(1);
    // Accepted: no dismissal stored, and the push banner takes the place.
    expect(await storedDismissal(page)).toBeNull();
    await pushBanner(page).waitFor();
    await context.close();
  });

  it('Android: manual steps without a prompt, the install button with one, "Agora não" stored until installed', async () => {
    const { context, page } = await signedIn('instala-android-e2e@example.com', userAgents.android);

    // Android is installable without any browser prompt: the modal falls back to the browser-menu steps.
    const banner = installBanner(page);
    await banner.waitFor();
    expect(await pushBanner(page).count()).toBe(0);
    await banner.getByRole('button', { name: 'Instalar', exact: true }).click();
    const dialog = installDialog(page);
    await dialog.waitFor();
    const steps = dialog.getByRole('region', { name: 'Instale pelo menu do navegador' });
    expect(await steps.getByRole('listitem').allTextContents()).toEqual([
      'Toque no menu do navegador (⋮ ou ⋯), no canto da tela.',
      'Escolha "Adicionar à tela inicial" (ou "Instalar app").',
      'Confirme tocando em "Adicionar" ou "Instalar".',
    ]);
    expect(await dialog.getByRole('button', { name: 'Instalar app' }).count()).toBe(0);
    await checkAtBothSizes(page, 'install', 'modal-android-steps');
    await page.screenshot({ path: '/tmp/shots/install-modal-android-steps-phone.png' });

    // The browser offers its prompt while the modal is open: the Android install button replaces the steps.
    expect(await offerInstallPrompt(page, 'dismissed')).toBe(true);
    const install = dialog.getByRole('button', { name: 'Instalar app' });
    await install.waitFor();
    expect(await steps.count()).toBe(0);
    await install.click();
    // Refused in the browser's dialog: the event is spent, the manual steps come back, the modal stays.
    await steps.waitFor();
    expect(await promptCalls(page)).toBe(1);
    expect(await storedDismissal(page)).toBeNull();

    await dialog.getByRole('button', { name: 'Agora não' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await installDialog(page).count()).toBe(0);
    expect(await storedDismissal(page)).toBe('true');
    expect(await focusedId(page)).toBe('conteudo');
    // One prompt at a time: after a refusal, the reminders banner does not step in during this visit, not even on
    // the way back from another screen (docs/decisions/0021-one-prompt-at-a-time.md).
    await page.waitForTimeout(1_000);
    expect(await pushBanner(page).count()).toBe(0);
    await page
      .getByRole('navigation', { name: 'Navegação da jornada' })
      .getByRole('link', { name: 'Progresso', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Seu progresso', level: 1 }).waitFor({ timeout: 20_000 });
    await page.goBack();
    await page.getByRole('heading', { name: 'Sua Jornada de Detox Digital', level: 1 }).waitFor();
    await page.waitForTimeout(1_000);
    expect(await pushBanner(page).count()).toBe(0);
    expect(await installBanner(page).count()).toBe(0);

    // Dismissed for good: not after a reload, not even when the browser offers its prompt again; the next visit
    // offers the reminders instead.
    await page.reload();
    await pushBanner(page).waitFor();
    expect(await offerInstallPrompt(page, 'accepted')).toBe(true);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await installBanner(page).count()).toBe(0);

    // Installed (from the browser menu, say): the dismissal is cleared; this tab still shows no banner.
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect.poll(() => storedDismissal(page)).toBeNull();
    expect(await installBanner(page).count()).toBe(0);
    await context.close();
  });

  it('iPhone: the Safari steps without any browser event, by keyboard; Escape dismisses', async () => {
    const { context, page } = await signedIn('instala-iphone-e2e@example.com', userAgents.iphone);

    const banner = installBanner(page);
    await banner.waitFor();
    const open = banner.getByRole('button', { name: 'Instalar', exact: true });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = installDialog(page);
    await dialog.waitFor();
    // The native modal holds focus.
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    const steps = dialog.getByRole('region', { name: 'No iPhone ou iPad, pelo Safari' });
    expect(await steps.getByRole('listitem').allTextContents()).toEqual([
      'Toque no botão Compartilhar (o quadrado com a seta para cima) na barra do Safari.',
      'Role as opções e toque em "Adicionar à Tela de Início".',
      'Toque em "Adicionar", no canto superior direito.',
    ]);
    expect(await dialog.getByRole('button', { name: 'Instalar app' }).count()).toBe(0);
    await checkAtBothSizes(page, 'install', 'modal-iphone');
    await page.screenshot({ path: '/tmp/shots/install-modal-iphone-phone.png' });
    await page.setViewportSize(desktop);
    await page.screenshot({ path: '/tmp/shots/install-modal-iphone-desktop.png' });
    await page.setViewportSize(phone);

    await page.keyboard.press('Escape');
    await banner.waitFor({ state: 'detached' });
    expect(await storedDismissal(page)).toBe('true');
    expect(await focusedId(page)).toBe('conteudo');
    await context.close();
  });

  it('running standalone: no banner, and an old dismissal is forgotten', async () => {
    const email = 'instala-standalone-e2e@example.com';
    await purchase(baseURL, webhookToken, email, 'Ina Instalada');
    const context = await browser.newContext({ viewport: phone, userAgent: userAgents.android });
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.12.${++ipCounter}` });
    // Chromium cannot be launched in display-mode standalone here: answer that media query as the installed app.
    await context.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        matchMedia(query === '(display-mode: standalone)' ? 'all' : query);
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/login`);
    await signIn(page, baseURL, email);
    await page.evaluate(() => {
      localStorage.setItem('pwa_install_dismissed', 'true');
    });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
    await pushBanner(page).waitFor();
    expect(await offerInstallPrompt(page, 'accepted')).toBe(true);
    expect(await installBanner(page).count()).toBe(0);
    expect(await storedDismissal(page)).toBeNull();
    await context.close();
  });
});
