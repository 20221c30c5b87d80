import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { addToFailure } from '../server/src/testing/failure-note.ts';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

export const phone = { width: 360, height: 740 };
export const desktop = { width: 1280, height: 800 };

/** The browsers this test file launched: a failing test describes their open pages. */
const launched = new Set<Browser>();

/** A page's address and the start of what it shows, for a failure message (at most 2 s). */
async function describePage(page: Page): Promise<string> {
  const shown = await Promise.race([
    page
      .evaluate(() => (document.querySelector('main') ?? document.body).innerText)
      .catch(() => '(sem texto)'),
    new Promise<string>((resolve) =>
      setTimeout(() => {
        resolve('(a página não respondeu em 2 s)');
      }, 2_000),
    ),
  ]);
  const text = shown.replace(/\s+/g, ' ').trim().slice(0, 300);
  return `--- página ${page.url()} (${String(page.viewportSize()?.width ?? '?')} px) ---\n${text}`;
}

/**
 * When a test fails, its failure message (what CI's summary shows) starts with each open page's address and
 * the start of its text: a locator that timed out then says where the page was and what it showed instead.
 */
try {
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    const pages = [...launched].flatMap((browser) =>
      browser.contexts().flatMap((context) => context.pages()),
    );
    if (pages.length === 0) return;
    addToFailure(task, (await Promise.all(pages.map(describePage))).join('\n'));
  });
} catch {
  // Imported outside a test run (the web benchmark, e2e/bench-web): nothing to describe.
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
  });
  launched.add(browser);
  browser.on('disconnected', () => launched.delete(browser));
  return browser;
}

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page; returns the violations, described in one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') would block an injected <script>.
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Interactive elements smaller than 24 × 24 CSS pixels. */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"]')]
      .filter((element) => element.offsetParent !== null)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const inlineLink = element.tagName === 'A' && getComputedStyle(element).display === 'inline';
        return !inlineLink && (box.width < 24 || box.height < 24);
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent.trim()}"`),
  );
}

/**
 * No axe-core violation and no target under 24 px, at the phone and at the desktop size, with a screenshot of each
 * (`test-results/<file>-<name>-<size>.png`); the page is left at the phone size.
 */
export async function checkAtBothSizes(page: Page, file: string, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${name} ${size}`).toEqual([]);
    expect(await smallTargets(page), `${name} ${size}`).toEqual([]);
    await page.screenshot({ path: `test-results/${file}-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(phone);
}

/**
 * Holds the next request matching `url` until the returned function is called, then lets it through: a test sees
 * the waiting state for as long as it needs to, not for a fixed time that a busy machine could outlast.
 */
export async function holdOnce(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    url,
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}
