import {
  audioTestimonials,
  faq,
  guarantee,
  landingPage,
  salesArticle,
  scarcity,
  writtenTestimonials,
} from '@detox/fixtures/marketing';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, desktop, launchBrowser, phone, smallTargets } from './browser.ts';
import { configuredEnv, routeThirdParties } from './sales-config.ts';
import { type RunningServer, startServer } from './server.ts';

const baseURL = inject('baseURL');
const phoneDevice: BrowserContextOptions = { viewport: phone, isMobile: true, hasTouch: true };

const videoState = (page: Page) => page.locator('[data-video]').first().getAttribute('data-state');

describe('sales article page (/)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows every element of the spec, prerendered, without React and without any third party', async () => {
    const context = await browser.newContext({ viewport: desktop });
    const thirdParties = await routeThirdParties(context, baseURL);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(`${baseURL}/`, { waitUntil: 'load' });
    expect(response?.headers()['cache-control']).toBe('no-cache');
    // The markup arrives complete: no client rendering needed for the article.
    const html = (await response?.text()) ?? '';
    expect(html).toContain(salesArticle.headline);

    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(salesArticle.headline);
    expect(
      await page.locator('header').first().getByRole('link', { name: 'Fazer Teste Rápido' }).count(),
    ).toBe(1);
    expect(await page.getByRole('link', { name: 'Comece Agora' }).count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole('table').getByRole('row').count()).toBeGreaterThan(4);
    expect(await page.getByRole('heading', { name: guarantee.title }).count()).toBe(1);
    expect(await page.getByText(scarcity.text).count()).toBe(1);
    expect(await page.locator('video source[type="video/mp4"]').count()).toBe(1);
    expect(await page.getByRole('button', { name: salesArticle.video.playOverlay }).count()).toBe(1);
    for (const testimonial of writtenTestimonials)
      expect(await page.getByText(testimonial.quote).count()).toBe(1);
    expect(await page.locator('audio[controls][preload="none"]').count()).toBe(audioTestimonials.length);
    expect(await page.getByRole('heading', { name: salesArticle.demoClip.title }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: salesArticle.sectionTitles.benefits }).count()).toBe(1);
    expect(await page.locator('#como-funciona li').count()).toBeGreaterThanOrEqual(3);
    expect(
      await page
        .locator('details summary')
        .filter({ hasText: faq[0]?.question ?? '' })
        .count(),
    ).toBe(1);
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: 'Faça login aqui' }).getAttribute('href')).toBe('/login');
    expect(await footer.getByRole('link', { name: 'Saiba como funciona' }).getAttribute('href')).toBe(
      '/#como-funciona',
    );

    // Unconfigured server: buy buttons lead to /login in the same tab.
    for (const link of await page.locator('a[href="/login"]').filter({ hasText: 'Comece Agora' }).all()) {
      expect(await link.getAttribute('target')).toBeNull();
    }
    await page.waitForTimeout(1500);
    expect(scripts.some((path) => /framework|state|emotion|index-/.test(path))).toBe(false);
    expect(scripts.every((path) => path.startsWith('/assets/'))).toBe(true);
    expect(thirdParties.requests).toEqual([]);
    expect(await page.locator('img:not([loading="lazy"])').evaluateAll((images) => images.length)).toBe(1);
    for (const image of await page.locator('img').all()) {
      expect(await image.getAttribute('width')).not.toBeNull();
      expect(await image.getAttribute('height')).not.toBeNull();
    }
    await context.close();
  });

  for (const [label, options] of [
    ['phone', phoneDevice],
    ['desktop', { viewport: desktop }],
  ] as const) {
    it(`is accessible and has large enough targets (${label})`, async () => {
      const page = await browser.newPage(options);
      await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
      expect(await axeViolations(page)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);
      await page.screenshot({ path: `test-results/sales-${label}.png` });
      await page.close();
    });
  }

  it('sends a signed-in visitor to /app, replacing the history entry', async () => {
    const page = await browser.newPage({ viewport: phone });
    await page.goto(`${baseURL}/api/health`);
    await page.evaluate(() => {
      localStorage.setItem('auth_token', 'sessao-de-teste');
    });
    await page.goto(`${baseURL}/`);
    await page.waitForURL(`${baseURL}/app`);
    // The app settles first: its read of the made-up session is refused and it shows the visitor's view (a
    // navigation inside /app). Going back while that was under way stayed on /app at load 10.
    await page.getByRole('heading', { name: 'Sua jornada de 21 dias continua aqui' }).waitFor();
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/api/health');
    await page.close();
  });

  it('slides in the sticky quiz bar at 360 px once the first call to action is passed, never on desktop', async () => {
    const page = await browser.newPage(phoneDevice);
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    const bar = page.locator('[data-sticky-quiz-bar]');
    await expect.poll(() => bar.isVisible()).toBe(false);
    await page.locator('#resultados').scrollIntoViewIfNeeded();
    await expect.poll(() => bar.getAttribute('data-shown')).toBe('');
    await expect.poll(() => bar.isVisible()).toBe(true);
    // The bar slides in with a CSS transition: wait until it has settled at the bottom edge.
    const bottomEdge = async () => {
      const box = await bar.boundingBox();
      return Math.round((box?.y ?? 0) + (box?.height ?? 0));
    };
    await expect.poll(bottomEdge).toBe(740);
    expect((await bar.boundingBox())?.width).toBe(360);
    await bar.getByRole('link', { name: 'Fazer Teste Rápido' }).click();
    await page.waitForURL(`${baseURL}/quiz`);
    await page.close();

    const wide = await browser.newPage({ viewport: desktop });
    await wide.goto(`${baseURL}/`);
    await wide.locator('#resultados').scrollIntoViewIfNeeded();
    await wide.waitForTimeout(400);
    expect(await wide.locator('[data-sticky-quiz-bar]').isVisible()).toBe(false);
    await wide.close();
  });

  it('plays and pauses the sales video; on a phone it starts muted and the first tap unmutes it', async () => {
    const page = await browser.newPage(phoneDevice);
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    const video = page.locator('[data-video] video').first();
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    expect(await videoState(page)).toBe('idle');

    await page.getByRole('button', { name: salesArticle.video.playOverlay }).tap();
    await expect.poll(() => videoState(page)).toBe('playing');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0.3);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);

    await page.getByRole('button', { name: 'Pausar' }).tap();
    await expect.poll(() => videoState(page)).toBe('paused');
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    const stoppedAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    await page.waitForTimeout(500);
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBe(stoppedAt);
    await page.close();
  });

  it('loads the app demo only near the viewport: an animation on a phone, a muted looping video on desktop', async () => {
    const page = await browser.newPage(phoneDevice);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    expect(requested).not.toContain('/media/app-demo.webp');
    await page.locator('[data-demo-clip]').scrollIntoViewIfNeeded();
    await page.locator('[data-demo-clip] img[src="/media/app-demo.webp"]').waitFor();
    expect(requested).not.toContain('/media/app-demo.mp4');
    await page.close();

    const wide = await browser.newPage({ viewport: desktop });
    await wide.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await wide.locator('[data-demo-clip]').scrollIntoViewIfNeeded();
    const clip = wide.locator('[data-demo-clip] video');
    await clip.waitFor();
    expect(
      await clip.evaluate((element: HTMLVideoElement) => [
        element.muted,
        element.loop,
        element.src.endsWith('/media/app-demo.mp4'),
      ]),
    ).toEqual([true, true, true]);
    await wide.close();
  });
});

describe('landing / video sales pages (/lp*, /landing*, /vsl*)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(['/lp', '/landing-abril', '/vsl3'])(
    '%s shows the video sales page without the shared top element',
    async (path) => {
      const page = await browser.newPage(phoneDevice);
      await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(landingPage.headline);
      expect(await page.getByRole('link', { name: 'Detox Digital 21 Dias' }).count()).toBe(0);
      expect(await page.getByText(landingPage.video.liveBadge, { exact: true }).count()).toBe(1);
      expect(await page.getByText(landingPage.video.lastSpotsBadge, { exact: true }).count()).toBe(1);
      const viewers = Number(await page.locator('[data-viewer-count]').textContent());
      expect(viewers).toBeGreaterThanOrEqual(150);
      expect(viewers).toBeLessThanOrEqual(199);
      for (const name of [landingPage.downloadNowButton, landingPage.alreadyHaveAccessButton]) {
        const links = await page.getByRole('link', { name }).all();
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) expect(await link.getAttribute('href')).toBe('/login');
      }
      for (const title of Object.values(landingPage.sections).map((section) => section.title)) {
        expect(await page.getByRole('heading', { name: title }).count()).toBe(1);
      }
      if (path === '/lp') {
        expect(await axeViolations(page)).toEqual([]);
        expect(await smallTargets(page)).toEqual([]);
        await page.screenshot({ path: 'test-results/landing-phone.png' });
      }
      await page.close();
    },
  );

  it('plays with its own control and fills the progress bar at twice the real ratio', async () => {
    const page = await browser.newPage({ viewport: desktop });
    await page.goto(`${baseURL}/lp`, { waitUntil: 'networkidle' });
    const control = page.locator('figure [data-video-toggle]').nth(1);
    expect(await control.textContent()).toBe(landingPage.video.playLabel);
    await control.click();
    await expect.poll(() => videoState(page)).toBe('playing');
    expect(await control.textContent()).toBe(landingPage.video.pauseLabel);
    // Paused once it has played a little of its own time (the clip is about a second long), not after a fixed
    // wait: at any position the bar shows twice the share played, up to full.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0))
      .toBeGreaterThan(0.1);
    await control.click();
    await expect.poll(() => videoState(page)).toBe('paused');
    const progress = () =>
      page.evaluate(() => {
        const video = document.querySelector('video');
        const bar = document.querySelector<HTMLElement>('[data-video-progress]');
        const scale = /scaleX\(([\d.]+)\)/.exec(bar?.style.transform ?? '')?.[1];
        return { ratio: video ? video.currentTime / video.duration : 0, shown: Number(scale) };
      });
    // The bar follows the paused position once the pause's last time update has landed.
    await expect
      .poll(async () => {
        const { ratio, shown } = await progress();
        return Math.abs(shown - Math.min(1, ratio * 2));
      })
      .toBeLessThan(0.005);
    const { ratio, shown } = await progress();
    expect(ratio).toBeGreaterThan(0);
    expect(shown).toBeCloseTo(Math.min(1, ratio * 2), 2);
    await page.screenshot({ path: 'test-results/landing-desktop-playing.png' });
    await page.close();
  });
});

describe('checkout and tracking, configured', () => {
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

  it.each(['/', '/lp'])(
    'every buy button of %s opens the checkout in a new tab, without a handle on the page',
    async (path) => {
      const context = await browser.newContext({ viewport: desktop });
      await routeThirdParties(context, server.url);
      const page = await context.newPage();
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const buyButtons = await page.locator('a[data-checkout="main"]').all();
      expect(buyButtons.length).toBeGreaterThanOrEqual(2);
      for (const button of buyButtons) {
        expect(await button.getAttribute('rel')).toBe('noopener');
        const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
        await popup.waitForLoadState();
        expect(popup.url()).toBe(configuredEnv.CHECKOUT_URL);
        expect(await popup.evaluate(() => window.opener === null)).toBe(true);
        await popup.close();
        expect(page.url()).toBe(`${server.url}${path}`);
      }
      await context.close();
    },
  );

  it('loads the ad pixel only after the page is interactive, and the CSP allows exactly it', async () => {
    const context = await browser.newContext({ viewport: phone });
    const thirdParties = await routeThirdParties(context, server.url);
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain('https://connect.facebook.net');
    expect(csp).toContain('https://upsell.exemplo.com.br');
    expect(csp).not.toContain('checkout.exemplo.com.br');
    expect(thirdParties.requests).toEqual([]);
    await page.waitForLoadState('load');
    await page.waitForFunction(
      () => (window as unknown as { __fakePixelLoaded?: boolean }).__fakePixelLoaded === true,
    );
    expect(thirdParties.requests.map((request) => new URL(request.url).hostname)).toEqual([
      'connect.facebook.net',
    ]);
    const queued = await page.evaluate(
      () => (window as unknown as { fbq?: { queue: unknown[][] } }).fbq?.queue,
    );
    expect(queued).toEqual([
      ['init', configuredEnv.META_PIXEL_ID],
      ['track', 'PageView'],
    ]);
    await context.close();
  });
});

describe('a misconfigured server', () => {
  it('still serves working pages and says what is wrong in one warning line at start', async () => {
    const server = await startServer({
      CHECKOUT_URL: 'pay.kirvano.com/sem-https',
      META_PIXEL_ID: 'abc',
      SEED_DEMO: 'false',
    });
    try {
      const response = await fetch(`${server.url}/`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<a href="/login"');
      expect(html).not.toContain('pay.kirvano.com');
      expect(response.headers.get('content-security-policy')).not.toContain('facebook');
      const warnings = server
        .output()
        .split('\n')
        .filter((line) => line.includes('Páginas de vendas'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('CHECKOUT_URL inválida');
      expect(warnings[0]).toContain('META_PIXEL_ID inválido');
    } finally {
      await server.stop();
    }
  });
});
