import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchBrowser, phone, smallTargets } from './browser.ts';
import { purchase, signIn } from './journey-steps.ts';

const baseURL = inject('baseURL');
const webhookToken = inject('webhookToken');
const clientIp = '198.18.5.61';

interface Cue {
  start: number;
  end: number;
  text: string;
}

/** The live caption under the player. */
const caption = (page: Page) =>
  page.getByRole('region', { name: 'Texto da meditação' }).locator('p[aria-live="polite"]');

async function seek(page: Page, seconds: number): Promise<void> {
  await page.evaluate((to) => {
    const audio = document.querySelector('audio');
    if (audio) audio.currentTime = to;
  }, seconds);
}

describe("the meditation's text follows the audio (issue 19)", () => {
  const email = `texto-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  let browser: Browser;
  let page: Page;
  let cues: Cue[];

  beforeAll(async () => {
    await purchase(baseURL, webhookToken, email, 'Lia Souza');
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: phone });
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': clientIp });
    page = await context.newPage();
    await page.goto(`${baseURL}/login`);
    await signIn(page, baseURL, email);
    const answer = (await (await fetch(`${baseURL}/api/audio/daily/1/cues`)).json()) as { cues: Cue[] };
    cues = answer.cues;
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the phrase being said, after a seek and as playback moves on', async () => {
    expect(cues.length).toBeGreaterThan(20);
    await page.goto(`${baseURL}/daily-challenge?day=1`);
    await page.getByText('Dia 1 de 21').waitFor();
    await page.waitForFunction(() => Number.isFinite(document.querySelector('audio')?.duration));

    const [, third, , , , tenth] = cues;
    if (!third || !tenth) throw new Error('poucas frases');
    await seek(page, third.start + 0.05);
    await expect.poll(() => caption(page).textContent()).toBe(third.text);
    await seek(page, (tenth.start + tenth.end) / 2);
    await expect.poll(() => caption(page).textContent()).toBe(tenth.text);

    // Playing, the caption keeps up with the element's own clock.
    await page.getByRole('button', { name: 'Reproduzir' }).click();
    await page.evaluate(() => {
      const audio = document.querySelector('audio');
      if (audio) audio.playbackRate = 4;
    });
    await page.waitForFunction(
      (after) => (document.querySelector('audio')?.currentTime ?? 0) > after + 8,
      tenth.end,
    );
    await page.getByRole('button', { name: 'Pausar' }).click();
    const at = await page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0);
    const expected = [...cues].reverse().find((cue) => cue.start <= at);
    await expect.poll(() => caption(page).textContent()).toBe(expected?.text);
    expect(expected).not.toEqual(tenth);
  });

  it('opens the full text with the current phrase marked, by keyboard, axe-clean at 360 px', async () => {
    const toggle = page.getByRole('button', { name: 'Mostrar texto completo' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const hide = page.getByRole('button', { name: 'Ocultar texto completo' });
    await expect.poll(() => hide.getAttribute('aria-expanded')).toBe('true');
    const list = page.getByRole('list', { name: 'Texto completo da meditação' });
    expect(await list.getByRole('listitem').count()).toBe(cues.length);
    const current = await list.locator('li[aria-current="true"]').textContent();
    expect(current).toBe(await caption(page).textContent());
    await page.getByRole('region', { name: 'Texto da meditação' }).scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/meditation-transcript-phone.png' });
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
