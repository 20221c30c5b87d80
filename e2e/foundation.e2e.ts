import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openEmbeddedDatabase } from '../server/src/event-store/pglite/open-pglite.ts';
import { axeViolations, desktop, launchBrowser, phone, smallTargets } from './browser.ts';
import { startServer } from './server.ts';

const baseURL = inject('baseURL');

describe('the one-process app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the finished not-found page on an unknown path, usable and accessible at phone width', async () => {
    const page = await browser.newPage({ viewport: phone });
    await page.goto(`${baseURL}/caminho/que-nao-existe`);
    await page.getByText('Oops! Page not found').waitFor();
    expect(await page.getByRole('heading', { name: '404' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/not-found-phone.png' });
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(focused).toBe('/');
    // / is the prerendered sales page: the SPA reloads into the server's document. Wait for that document (not for
    // its media), so the page is not closed halfway through the reload.
    const served = page.waitForEvent('domcontentloaded');
    await page.keyboard.press('Enter');
    await served;
    expect(page.url()).toBe(`${baseURL}/`);
    await page.close();
  });

  it('serves the PWA for every route of the spec (SPA fallback) and the API beside it', async () => {
    const page = await browser.newPage({ viewport: desktop });
    for (const path of [
      '/',
      '/login',
      '/app',
      '/daily-challenge?day=3',
      '/lp',
      '/vsl-2',
      '/upsell-onda-genial',
    ]) {
      const response = await page.goto(`${baseURL}${path}`);
      expect(response?.status()).toBe(200);
      await page.locator('#root > *').first().waitFor();
      expect(await page.getByText('Oops! Page not found').count()).toBe(0);
    }
    const health = await page.goto(`${baseURL}/api/health`);
    expect(health?.headers()['content-type']).toContain('application/json');
    await page.close();
  });

  it('caches hashed assets for a year and revalidates index.html', async () => {
    const index = await fetch(`${baseURL}/`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const html = await index.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const script = await fetch(`${baseURL}${asset}`);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('refuses a second process on the same data directory with a clear message', async () => {
    const dataDir = inject('dataDir');
    const second = await startServer({ DATA_DIR: dataDir }).then(
      () => 'started',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    expect(second).toContain('já está em uso pelo processo');
  });

  it('seeds the demo subscriber once, and a restart reuses the data', async () => {
    const first = await startServer();
    expect(first.output()).toContain('demo@detox21.com.br');
    expect(await first.stop()).toBe(0);
    expect(existsSync(join(first.dataDir, 'detox.lock'))).toBe(false);
    const again = await startServer({ DATA_DIR: first.dataDir });
    expect(await again.stop()).toBe(0);
    const db = await openEmbeddedDatabase(first.dataDir);
    try {
      const users = await db.sql<{ email: string }[]>`select email from rm_users`;
      expect(users.map((user) => user.email)).toEqual(['demo@detox21.com.br']);
      const purchases = await db.sql<
        { n: number }[]
      >`select count(*)::int as n from es_events where type = 'PurchaseApproved'`;
      expect(purchases[0]?.n).toBe(1);
    } finally {
      await db.close();
    }
  });
});
