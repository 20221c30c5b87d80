import { upsellPage } from '@detox/fixtures/marketing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, desktop, launchBrowser, phone, smallTargets } from './browser.ts';
import { configuredEnv, routeThirdParties } from './sales-config.ts';
import { type RunningServer, startServer } from './server.ts';

const baseURL = inject('baseURL');

describe('upsell page (/upsell-onda-genial)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('counts down from 15:00 and stops at 00:00', async () => {
    const page = await browser.newPage({ viewport: phone });
    // Paused: on a busy machine a second of real time can pass between the load and the first read.
    const start = new Date('2026-03-02T12:00:00-03:00');
    // Installed a minute early: the installed clock runs until paused, and pausing at a time it has passed throws
    // ("Cannot fast-forward to the past", CI at load 8).
    await page.clock.install({ time: new Date(start.getTime() - 60_000) });
    await page.clock.pauseAt(start);
    await page.goto(`${baseURL}/upsell-onda-genial`);
    const clock = page.getByRole('timer');
    expect(await clock.textContent()).toBe('15:00');
    await page.clock.fastForward('00:01');
    await expect.poll(() => clock.textContent()).toBe('14:59');
    await page.clock.fastForward('05:00');
    await expect.poll(() => clock.textContent()).toBe('09:59');
    await page.clock.fastForward('10:30');
    await expect.poll(() => clock.textContent()).toBe('00:00');
    await page.clock.fastForward('02:00');
    expect(await clock.textContent()).toBe('00:00');
    expect(await clock.getAttribute('aria-label')).toBe('Tempo esgotado');

    // A reload in the same session does not start the offer's clock over.
    await page.reload();
    await expect.poll(() => clock.textContent()).toBe('00:00');
    await page.close();
  });

  it('shows the video, three benefit cards, the price, accept, refuse and the guarantee note', async () => {
    for (const [label, viewport] of [
      ['phone', phone],
      ['desktop', desktop],
    ] as const) {
      const page = await browser.newPage({ viewport });
      await page.goto(`${baseURL}/upsell-onda-genial`, { waitUntil: 'networkidle' });
      expect(await page.getByRole('link', { name: 'Detox Digital 21 Dias' }).getAttribute('href')).toBe('/');
      expect(await page.locator('[data-video] video source').getAttribute('src')).toBe(
        '/media/upsell-video.mp4',
      );
      for (const benefit of upsellPage.benefits) {
        expect(await page.getByRole('heading', { name: benefit.title }).count()).toBe(1);
      }
      expect(await page.getByText(upsellPage.offer.priceLabel, { exact: true }).count()).toBe(1);
      expect(await page.locator('s').textContent()).toBe(upsellPage.originalPriceLabel);
      // Without an upsell checkout configured the accept button leads into the app's sign-in, same tab.
      const accept = page.getByRole('link', { name: upsellPage.acceptButton });
      expect(await accept.getAttribute('href')).toBe('/login');
      expect(await page.getByRole('link', { name: upsellPage.refuseLink }).getAttribute('href')).toBe('/app');
      expect(await page.getByText(upsellPage.guaranteeNote).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);
      await page.screenshot({ path: `test-results/upsell-${label}.png`, fullPage: true });
      await page.close();
    }
  });
});

describe('upsell page, configured', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ ...configuredEnv, SEED_DEMO: 'false' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('opens the upsell checkout in a new tab', async () => {
    const context = await browser.newContext({ viewport: desktop });
    await routeThirdParties(context, server.url);
    const page = await context.newPage();
    await page.goto(`${server.url}/upsell-onda-genial`);
    const accept = page.getByRole('link', { name: upsellPage.acceptButton });
    expect(await accept.getAttribute('rel')).toBe('noopener');
    const [popup] = await Promise.all([context.waitForEvent('page'), accept.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(configuredEnv.UPSELL_CHECKOUT_URL);
    expect(await popup.evaluate(() => window.opener === null)).toBe(true);
    await context.close();
  });

  it('after load, loads the upsell script with its offer id and sends view_item (BRL 47) to analytics', async () => {
    const context = await browser.newContext({ viewport: phone });
    const thirdParties = await routeThirdParties(context, server.url);
    const page = await context.newPage();
    await page.goto(`${server.url}/upsell-onda-genial`, { waitUntil: 'domcontentloaded' });
    expect(thirdParties.requests).toEqual([]);
    await page.waitForFunction(
      () =>
        (window as unknown as { __fakeUpsellOffer?: string; __fakeGtagLoaded?: boolean }).__fakeGtagLoaded ===
          true && (window as unknown as { __fakeUpsellOffer?: string }).__fakeUpsellOffer !== undefined,
    );
    expect(
      await page.evaluate(() => (window as unknown as { __fakeUpsellOffer?: string }).__fakeUpsellOffer),
    ).toBe(configuredEnv.UPSELL_OFFER_ID);
    const hosts = thirdParties.requests.map((request) => new URL(request.url).hostname).sort();
    expect(hosts).toEqual(['upsell.exemplo.com.br', 'www.googletagmanager.com']);
    const event = await page.evaluate(() =>
      (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer
        .map((entry) => Array.from(entry))
        .find((entry) => entry[0] === 'event'),
    );
    expect(event).toEqual([
      'event',
      'view_item',
      {
        currency: 'BRL',
        value: 47,
        items: [{ item_id: upsellPage.offer.productId, item_name: upsellPage.offer.productName, price: 47 }],
      },
    ]);
    const tag = await page.evaluate(() =>
      Object.prototype.toString.call((window as unknown as { dataLayer: unknown[] }).dataLayer[0]),
    );
    expect(tag).toBe('[object Arguments]');
    await context.close();
  });
});
