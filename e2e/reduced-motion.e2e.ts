import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { apiSignIn, apiWrite, purchase, signedInPhone } from './journey-steps.ts';

/**
 * Issue 23 item 6, reduced motion respected: with the system's "reduce motion" on, nothing on /app, /progress or
 * /daily-challenge moves — every element's (and pseudo-element's) transitions and animations last under 1 ms and
 * scrolling is not smooth. The same screens without the setting do have moving parts, so the check has something
 * to find.
 */

const baseURL = inject('baseURL');
const webhookToken = inject('webhookToken');
const clientIp = '198.18.23.9';
const email = `movimento-${randomUUID().slice(0, 8)}@exemplo.com.br`;

let browser: Browser;
let page: Page;

interface Motion {
  /** Elements whose transitions or animations last 1 ms or more, "tag.class (property duration)". */
  moving: string[];
  scrollBehavior: string;
}

/** The longest of a comma-separated list of CSS times, in ms. */
function longest(list: string): number {
  return Math.max(
    0,
    ...list.split(',').map((time) => {
      const value = parseFloat(time);
      return time.trim().endsWith('ms') ? value : value * 1000;
    }),
  );
}

async function motion(): Promise<Motion> {
  const raw = await page.evaluate(() => {
    const found: { what: string; transition: string; animation: string; animationName: string }[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (pseudo !== null && style.content === 'none') continue;
        const className = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
        found.push({
          what: `${element.tagName.toLowerCase()}${className ? `.${className}` : ''}${pseudo ?? ''}`,
          transition: style.transitionDuration,
          animation: style.animationDuration,
          animationName: style.animationName,
        });
      }
    }
    return { found, scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior };
  });
  const moving = raw.found.flatMap(({ what, transition, animation, animationName }) => {
    const parts: string[] = [];
    if (longest(transition) >= 1) parts.push(`transition ${transition}`);
    if (animationName !== 'none' && longest(animation) >= 1) parts.push(`animation ${animation}`);
    return parts.length > 0 ? [`${what} (${parts.join(', ')})`] : [];
  });
  return { moving, scrollBehavior: raw.scrollBehavior };
}

/** Each screen and what shows once it has loaded. */
const screens: { path: string; ready: () => Locator }[] = [
  {
    path: '/app',
    ready: () => page.getByRole('heading', { name: 'Sua Jornada de Detox Digital', level: 1 }),
  },
  { path: '/progress', ready: () => page.getByRole('heading', { name: 'Seu progresso', level: 1 }) },
  { path: '/daily-challenge?day=1', ready: () => page.getByRole('region', { name: 'Desafios do Dia' }) },
];

beforeAll(async () => {
  await purchase(baseURL, webhookToken, email, 'Mara Movimento');
  const token = await apiSignIn(baseURL, email, clientIp);
  // One task done: the day's progress bar has a width to animate to.
  await apiWrite(baseURL, { token, clientIp }, 'progress/task', {
    dayNumber: 1,
    taskId: 'day1-1',
    completed: true,
  });
  browser = await launchBrowser();
  ({ page } = await signedInPhone(browser, baseURL, email, clientIp));
});

afterAll(async () => {
  // Undefined when the setup failed before launching it.
  await (browser as Browser | undefined)?.close();
});

describe('reduced motion (issue 23 item 6)', () => {
  for (const screen of screens) {
    it(`${screen.path}: moving parts without the setting, none with "reduce"`, async () => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto(`${baseURL}${screen.path}`);
      await screen.ready().waitFor({ timeout: 30_000 });
      // What loads after the heading (the charts, the prompts, the day's content) has its moment to appear.
      await page.waitForLoadState('networkidle');
      const normal = await motion();
      console.log(
        `reduced-motion e2e: ${screen.path} moves ${String(normal.moving.length)} element(s) without the setting, e.g. ${normal.moving.slice(0, 3).join('; ')}`,
      );
      expect(normal.moving.length, `${screen.path}: nothing moves even without the setting`).toBeGreaterThan(
        0,
      );

      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
      const reduced = await motion();
      expect(reduced.moving, screen.path).toEqual([]);
      expect(reduced.scrollBehavior).toBe('auto');

      // And on a fresh load with the setting already on (the first paint included).
      await page.reload();
      await screen.ready().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      expect((await motion()).moving, `${screen.path}, reloaded`).toEqual([]);
    });
  }
});
