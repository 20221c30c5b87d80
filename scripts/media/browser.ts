import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../e2e/browser.ts';

let browser: Browser | undefined;

export async function mediaBrowser(): Promise<Browser> {
  browser ??= await launchBrowser();
  return browser;
}

export async function closeMediaBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

/** Renders a self-contained HTML document to a PNG of exactly width × height CSS pixels. */
export async function renderHtml(
  html: string,
  output: string,
  width: number,
  height: number,
  scale = 1,
): Promise<void> {
  const context = await (
    await mediaBrowser()
  ).newContext({ viewport: { width, height }, deviceScaleFactor: scale });
  const page = await context.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  await page.screenshot({ path: output, omitBackground: false });
  await context.close();
}
