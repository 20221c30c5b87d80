import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, phone, smallTargets } from './browser.ts';
import { apiSignIn, purchase, signIn } from './journey-steps.ts';
import { type RunningServer, startServer } from './server.ts';

/**
 * Issue 24 item 4: a streak on the person's calendar (Tokyo here, while the server runs on UTC and defaults to
 * São Paulo), paused by a missed day instead of wiped, and hidden on request. Days are completed on chosen
 * dates by a server of its own whose clock this file moves forward (a module preloaded with --import shifts
 * Date; the client and the browser keep real time).
 */

const webhookToken = 'e2e-streak-webhook-token-0123456789';
const clockDir = mkdtempSync(join(tmpdir(), 'detox-clock-'));
const clockFile = join(clockDir, 'now');

// The server's Date, shifted: "target epoch, real epoch when set" in the file, re-read at most every 50 ms.
const shiftedDate = `
import { readFileSync } from 'node:fs';
const RealDate = Date;
const file = process.env.E2E_CLOCK_FILE;
let offset = 0;
let readAt = 0;
function currentOffset() {
  const real = RealDate.now();
  if (real - readAt > 50) {
    readAt = real;
    try {
      const [target, setAt] = readFileSync(file, 'utf8').trim().split(' ').map(Number);
      offset = target - setAt;
    } catch {
      offset = 0;
    }
  }
  return offset;
}
class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + currentOffset());
    else super(...args);
  }
  static now() {
    return RealDate.now() + currentOffset();
  }
}
globalThis.Date = ShiftedDate;
`;

/** Moves the server's clock to this instant (it runs on from there), once the server has read it. */
async function setServerClock(iso: string): Promise<void> {
  writeFileSync(clockFile, `${String(Date.parse(iso))} ${String(Date.now())}`);
  // The server reads the file at most every 50 ms.
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/** A date (YYYY-MM-DD) some days after today (UTC). */
function daysFromNow(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Until the server answers as ready (a start passes through a 503 gate while migrations and projections start). */
async function untilReady(url: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${url}/api/ready`).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('O servidor não ficou pronto a tempo');
}

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  writeFileSync(clockFile, `${String(Date.now())} ${String(Date.now())}`);
  server = await startServer({
    KIRVANO_WEBHOOK_TOKEN: webhookToken,
    TRUST_PROXY: 'true',
    E2E_CLOCK_FILE: clockFile,
    NODE_OPTIONS:
      `${process.env.NODE_OPTIONS ?? ''} --import=data:text/javascript,${encodeURIComponent(shiftedDate)}`.trim(),
    TZ: 'UTC',
  });
  await untilReady(server.url);
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser.close();
  await server.stop();
});

interface Streak {
  days: number;
  restDays: string[];
  paused: boolean;
  restDayAvailable: boolean;
  today: string;
  timeZone: string;
}

describe('a kind streak, on the person’s calendar (issue 24)', () => {
  it('pauses across a missed day in Tokyo, counts on, and hides on request', async () => {
    const baseURL = server.url;
    // D is two days ahead, so every completion is after the purchase. Tokyo is UTC+9, São Paulo UTC−3.
    const d0 = daysFromNow(2);
    const d2 = daysFromNow(4);
    const d3 = daysFromNow(5);
    const at = (date: string, utcTime: string) => `${date}T${utcTime}Z`;
    // 23:30 in Tokyo on D (11:30 in São Paulo on D).
    await setServerClock(at(d0, '14:30:00'));
    const email = `sequencia-${randomUUID().slice(0, 8)}@exemplo.com.br`;
    await purchase(baseURL, webhookToken, email, 'Sara Sequência');
    const token = await apiSignIn(baseURL, email, '198.18.24.101');
    const api = async (path: string, method = 'GET', body?: unknown) => {
      const response = await fetch(`${baseURL}/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': randomUUID(),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(200);
      return response.json() as Promise<unknown>;
    };
    const completeDay = async (day: number) => {
      await api(`/debug/day/${String(day)}/test-data`, 'POST', {});
      await api('/progress/complete-day', 'POST', { dayNumber: day });
    };
    const streak = async () => ((await api('/user/stats')) as { streak: Streak }).streak;

    await api('/me/consents/questionnaire_answers', 'PUT', { granted: true });
    await api('/notifications/preferences', 'PUT', { enabled: true, hour: 8, timeZone: 'Asia/Tokyo' });
    await completeDay(1);
    // 08:00 in Tokyo on D+1 (20:00 on D in São Paulo: the same São Paulo day as the first).
    await setServerClock(at(d0, '23:00:00'));
    await completeDay(2);
    // D+2 in Tokyo goes by with nothing done. 07:00 in Tokyo on D+3.
    await setServerClock(at(d2, '22:00:00'));
    expect(await streak()).toEqual({
      days: 2,
      restDays: [d2],
      paused: true,
      restDayAvailable: false,
      today: d3,
      timeZone: 'Asia/Tokyo',
    });

    const context = await browser.newContext({ viewport: phone });
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.18.24.102' });
    const page: Page = await context.newPage();
    await page.goto(`${baseURL}/login`);
    await signIn(page, baseURL, email);
    const card = page.getByRole('region', { name: 'Sua sequência' });
    await card.getByText('2 dias seguidos').waitFor();
    await card
      .getByText(
        'Ontem foi seu dia de descanso: a sequência está pausada e continua quando você concluir o dia de hoje.',
      )
      .waitFor();
    await card.scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/shots24/streak-paused-360.png' });

    // On the server's own calendar (UTC, like São Paulo here) the two completions are one day: not 2.
    await api('/notifications/preferences', 'PUT', { enabled: true, hour: 8, timeZone: 'America/Sao_Paulo' });
    expect(await streak()).toMatchObject({ days: 1, timeZone: 'America/Sao_Paulo', today: d2 });
    await api('/notifications/preferences', 'PUT', { enabled: true, hour: 8, timeZone: 'Asia/Tokyo' });

    // 08:00 in Tokyo on D+3: day 3 done, the streak carries on over the rest day.
    await setServerClock(at(d2, '23:00:00'));
    await completeDay(3);
    expect(await streak()).toMatchObject({ days: 3, restDays: [d2], paused: false, today: d3 });
    await page.reload();
    await card.getByText('3 dias seguidos').waitFor();
    await card.getByText('Você já usou o dia de descanso desta semana.').waitFor();

    // Hidden from the settings: the dashboard shows no streak (this device's choice).
    await card.getByRole('link', { name: 'Prefere não ver a sequência? Oculte em Configurações.' }).click();
    const toggle = page.getByRole('checkbox', { name: 'Mostrar minha sequência no painel' });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${baseURL}/app`);
    await page.getByRole('heading', { name: 'Sua Jornada de Detox Digital' }).waitFor();
    expect(await card.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Sua Jornada de Detox Digital' }).waitFor();
    expect(await card.count()).toBe(0);
    await context.close();
  });
});
