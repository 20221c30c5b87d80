import { randomUUID } from 'node:crypto';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAtBothSizes, launchBrowser, phone } from './browser.ts';
import { purchase, signIn } from './journey-steps.ts';

const baseURL = inject('baseURL');
const webhookToken = inject('webhookToken');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** spec §4: the app registers its service worker 5 s after the page's load. */
const REGISTRATION_DELAY_MS = 5_000;

/**
 * A context on Playwright's clock (time flows as usual), so a test moves past the app's 5 s registration timer
 * instead of sitting it out (issue 20 item 6: 25 s of this file were those waits); each page counts the app's
 * registrations that completed.
 */
async function newClockedContext(viewport = phone): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.clock.install();
  await context.addInitScript(() => {
    const page = window as unknown as { appRegistrations: number };
    page.appRegistrations = 0;
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = async (...args) => {
      const registration = await register(...args);
      page.appRegistrations += 1;
      return registration;
    };
  });
  return context;
}

/** Moves the clock of every page of the context past the registration timer; waits for this page's registration. */
async function registerNow(page: Page): Promise<void> {
  await page.clock.fastForward(REGISTRATION_DELAY_MS);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { appRegistrations: number }).appRegistrations))
    .toBeGreaterThan(0);
}

/** Waits for the registration and its activation; returns what it reports. */
function activeRegistration(page: Page): Promise<{ scope: string; script: string | undefined }> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL };
  });
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

const cachedPaths = (page: Page, cacheName: string) =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => decodeURIComponent(new URL(request.url).pathname)).sort();
  }, cacheName);

/** Opens a page with the network off: it must be the app's page, never the browser's offline error. */
async function openOffline(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${baseURL}${path}`, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), path).toBe(200);
  expect(page.url()).toBe(`${baseURL}${path}`);
  expect(await page.title(), path).not.toBe('');
}

/** PNG width and height from the IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function newSubscriberContext(
  email: string,
  ip: string,
): Promise<{ context: BrowserContext; page: Page }> {
  await purchase(baseURL, webhookToken, email, 'Olívia Offline');
  const context = await newClockedContext();
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  const page = await context.newPage();
  return { context, page };
}

/** A new subscriber signed in on a page the service worker controls (registered now, then the page reloaded). */
async function controlledSubscriber(
  email: string,
  ip: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newSubscriberContext(email, ip);
  await page.goto(`${baseURL}/login`);
  await signIn(page, baseURL, email);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await registerNow(page);
  await activeRegistration(page);
  await page.reload();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return { context, page };
}

/**
 * Another origin in front of the e2e server: everything passes through, except that after `deploy()` /sw.js
 * ends with one more comment, as a new build's service worker differs from the one installed.
 */
async function startDeployProxy(): Promise<{ url: string; deploy: () => void; close: () => Promise<void> }> {
  const upstream = new URL(baseURL);
  let version = 0;
  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    if (path === '/sw.js' && version > 0) {
      void fetch(`${baseURL}/sw.js`).then(async (response) => {
        outgoing.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-cache' });
        outgoing.end(`${await response.text()}\n// versão ${String(version)}\n`);
      });
      return;
    }
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path,
        method: incoming.method,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    deploy: () => {
      version += 1;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

describe('service worker and web manifest', () => {
  it('serves /sw.js and the manifest revalidated, never as immutable', async () => {
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control'), path).toBe('no-cache');
    }
    expect((await fetch(`${baseURL}/sw.js`)).headers.get('Content-Type')).toMatch(/javascript/);
  });

  it('links a valid pt-BR manifest whose 192, 512 and maskable icons load', async () => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await page.goto(`${baseURL}/login`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    await context.close();

    const manifest = (await (await fetch(`${baseURL}${href ?? ''}`)).json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Detox Digital 21 Dias',
      short_name: 'Detox 21',
      lang: 'pt-BR',
      start_url: '/app',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b5e57',
      background_color: '#faf7f2',
    });
    const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort();
    expect(purposes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const response = await fetch(`${baseURL}${icon.src}`);
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get('Content-Type'), icon.src).toBe('image/png');
      const size = pngSize(new Uint8Array(await response.arrayBuffer()));
      expect(`${size.width}x${size.height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('registers at /sw.js with root scope; a visitor opens the sales pages seen before with no network', async () => {
    const context = await newClockedContext();
    const page = await context.newPage();
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('E-mail da compra').waitFor();
    await registerNow(page);
    const registration = await activeRegistration(page);
    expect(registration).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });
    await page.reload();
    expect(await controlled(page)).toBe(true);
    // Each sales page is fetched at install, one copy for every /lp*, /landing*, /vsl* address.
    expect(await cachedPaths(page, 'sales-pages')).toEqual(['/', '/lp', '/quiz', '/upsell-onda-genial']);

    await context.setOffline(true);
    await openOffline(page, '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.screenshot({ path: '/tmp/shots/sw-offline-sales.png' });
    await openOffline(page, '/lp-instagram?utm_source=ig');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await openOffline(page, '/quiz');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await openOffline(page, '/login');
    await page.getByLabel('E-mail da compra').waitFor();
    await context.close();
  });

  it('a subscriber opens the app and plays and seeks today’s meditation with no network', async () => {
    // Its own subscriber: offline.e2e.ts signs in 'offline-e2e@…' at the same time, and a sign-in reads the newest
    // code the outbox holds for its e-mail.
    const email = `sw-offline-${randomUUID().slice(0, 8)}@exemplo.com.br`;
    const { context, page } = await controlledSubscriber(email, '198.18.8.1');
    expect(await controlled(page)).toBe(true);

    // The dashboard knows the current day (1): the SW keeps days 1 and 2 whole for offline listening, with
    // their cues (the text as it plays).
    await expect
      .poll(() => cachedPaths(page, 'daily-audio'), { timeout: 15_000 })
      .toEqual(['/Dia 1.MP3', '/api/audio/daily/1/cues', '/api/audio/daily/2/cues', '/dia 2.MP3']);
    // Nothing else of /api is cached by the SW: the cues are public, the same for everyone.
    for (const name of await page.evaluate(() => caches.keys())) {
      expect(
        (await cachedPaths(page, name)).filter(
          (path) => path.startsWith('/api') && !/^\/api\/audio\/daily\/\d+\/cues$/.test(path),
        ),
        name,
      ).toEqual([]);
    }

    // Day 1 opened once online: its progress is kept on the device (the cues are the SW's).
    await page.goto(`${baseURL}/daily-challenge?day=1`);
    await page.getByRole('region', { name: 'Texto da meditação' }).waitFor();

    await context.setOffline(true);
    await openOffline(page, '/app');
    await page.locator('#root > *').first().waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.locator('[data-boot-failure]').count()).toBe(0);
    await page.screenshot({ path: '/tmp/shots/sw-offline-app.png', fullPage: true });

    // The day's meditation answers byte ranges from the cache, so <audio> can seek offline.
    const range = await page.evaluate(async () => {
      const response = await fetch('/Dia%201.MP3', { headers: { Range: 'bytes=100-1099' } });
      return {
        status: response.status,
        length: (await response.arrayBuffer()).byteLength,
        contentRange: response.headers.get('Content-Range'),
      };
    });
    expect(range.status).toBe(206);
    expect(range.length).toBe(1000);
    expect(range.contentRange).toMatch(/^bytes 100-1099\/\d+$/);

    const seeked = await page.evaluate(
      () =>
        new Promise<{ duration: number; position: number }>((resolve, reject) => {
          const audio = new Audio('/dia%202.MP3');
          audio.preload = 'auto';
          audio.addEventListener('error', () => {
            reject(new Error(`audio error ${String(audio.error?.code)}`));
          });
          audio.addEventListener(
            'loadedmetadata',
            () => {
              audio.addEventListener('seeked', () => {
                resolve({ duration: audio.duration, position: audio.currentTime });
              });
              audio.currentTime = audio.duration / 2;
            },
            { once: true },
          );
        }),
    );
    expect(seeked.duration).toBeGreaterThan(10);
    expect(seeked.position).toBeCloseTo(seeked.duration / 2, 0);

    // The text as it plays, offline too.
    const cues = await page.evaluate(async () => {
      const response = await fetch('/api/audio/daily/1/cues');
      return { status: response.status, body: (await response.json()) as { cues: { text: string }[] } };
    });
    expect(cues.status).toBe(200);
    expect(cues.body.cues.length).toBeGreaterThan(5);
    await page.goto(`${baseURL}/daily-challenge?day=1`, { waitUntil: 'domcontentloaded' });
    // Before playing, the box shows the first phrase, read from the SW's copy of the cues.
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Texto da meditação' })
          .locator('p[aria-live="polite"]')
          .textContent(),
      )
      .toBe(cues.body.cues[0]?.text);
    await page.screenshot({ path: '/tmp/shots/sw-offline-day.png', fullPage: true });

    // A day not kept is not there offline: the SW does not pretend.
    const missing = await page.evaluate(async () => {
      try {
        return (await fetch('/dia%209.MP3', { headers: { Range: 'bytes=0-99' } })).status;
      } catch {
        return 'network error';
      }
    });
    expect(missing).toBe('network error');

    await context.setOffline(false);
    await context.close();
  });

  it('keeps each day once when asked several times at once (no second download replacing a file being played)', async () => {
    const email = `sw-keep-${randomUUID().slice(0, 8)}@exemplo.com.br`;
    const { context, page } = await controlledSubscriber(email, '198.18.8.2');
    const kept = ['/Dia 1.MP3', '/api/audio/daily/1/cues', '/api/audio/daily/2/cues', '/dia 2.MP3'];
    await expect.poll(() => cachedPaths(page, 'daily-audio'), { timeout: 15_000 }).toEqual(kept);

    // The same ask three times at once (a dashboard and a day screen mounting, two tabs, a reload), on an empty
    // cache: the service worker's own requests are counted.
    await page.evaluate(async () => {
      const cache = await caches.open('daily-audio');
      await Promise.all((await cache.keys()).map((request) => cache.delete(request)));
    });
    const downloads: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker() && /\/(Dia|dia)%20\d+\.MP3$/.test(request.url()))
        downloads.push(request.url());
    });
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      for (let i = 0; i < 3; i++)
        registration.active?.postMessage({ type: 'CACHE_DAILY_AUDIO', days: [1, 2] });
    });
    await expect.poll(() => cachedPaths(page, 'daily-audio'), { timeout: 15_000 }).toEqual(kept);
    await page.waitForTimeout(1_000);
    // Never twice (Playwright may report a service worker's request late on a busy machine, so a day may go
    // unseen): a second download would also replace the kept file under a player reading it (the player then
    // failed with "Áudio indisponível").
    const paths = downloads.map((url) => decodeURIComponent(new URL(url).pathname));
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.length).toBe(new Set(paths).size);
    await context.close();
  });

  it('offers a new version and applies it with "Atualizar"', async () => {
    // A new deployment, seen through a proxy of the app whose /sw.js changes byte for byte on demand (the
    // browser fetches the SW script itself, out of reach of context.route).
    const proxy = await startDeployProxy();
    const context = await newClockedContext();
    const page = await context.newPage();
    await page.goto(`${proxy.url}/login`);
    await page.getByLabel('E-mail da compra').waitFor();
    await registerNow(page);
    await activeRegistration(page);
    await page.reload();
    await page.getByLabel('E-mail da compra').waitFor();
    expect(await controlled(page)).toBe(true);
    // No prompt for the first install.
    expect(await page.getByRole('region', { name: 'Nova versão disponível' }).count()).toBe(0);

    // A second tab of the same old version.
    const other = await context.newPage();
    await other.goto(`${proxy.url}/login`);
    await other.getByLabel('E-mail da compra').waitFor();

    proxy.deploy();
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.ready).update();
    });
    const prompt = page.getByRole('region', { name: 'Nova versão disponível' });
    await prompt.waitFor();
    await checkAtBothSizes(page, 'service-worker', 'update-prompt');
    await page.screenshot({ path: '/tmp/shots/sw-update-prompt.png' });

    // 'Agora não' hides it for this page view; the next load offers it again.
    await prompt.getByRole('button', { name: 'Agora não' }).click();
    await prompt.waitFor({ state: 'detached' });
    await page.reload();
    await registerNow(page);
    await prompt.waitFor();

    // The other tab learns of it too (its own registration, 5 s after its load: the clock has passed it).
    await other.getByRole('region', { name: 'Nova versão disponível' }).waitFor();
    const reloaded = page.waitForEvent('load');
    const otherReloaded = other.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Atualizar' }).click();
    await reloaded;
    // Both tabs run the new version: the other one reloads as well, once.
    await otherReloaded;
    await other.getByLabel('E-mail da compra').waitFor();
    await page.getByLabel('E-mail da compra').waitFor();
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return {
        waiting: registration.waiting !== null,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(after).toEqual({ waiting: false, controlled: true });
    // The new version's own registration, 5 s after the load: nothing waits, so no prompt.
    await registerNow(page);
    expect(
      await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
    ).toBe(false);
    expect(await prompt.count()).toBe(0);
    await context.close();
    await proxy.close();
  });
});
