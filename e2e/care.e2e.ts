import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, desktop, launchBrowser, phone, smallTargets } from './browser.ts';
import { apiSignIn, purchase, signedInPhone } from './journey-steps.ts';

const baseURL = inject('baseURL');
const webhookToken = inject('webhookToken');
/** This file's own client address keeps its sign-ins off other files' rate limits. */
const clientIp = '198.18.6.43';

/** Phrasings the server's crisis detector catches today: the fake provider answers them with care. */
const crisisMessage = 'quero morrer, não aguento mais viver';
const crisisReflection = 'Hoje foi pesado de novo. Não aguento mais viver assim, quero morrer.';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
/** Passes the server's answer on with its `source.safety` set to 'crisis', as the server flags a crisis answer. */
async function flaggedAsCrisis(route: Route): Promise<void> {
  const response = await route.fetch();
  const body = (await response.json()) as { source: Record<string, unknown> };
  await route.fulfill({ response, json: { ...body, source: { ...body.source, safety: 'crisis' } } });
}

const careCard = (scope: Page | Locator) => scope.getByRole('region', { name: 'Você não está sozinho(a)' });

/** The card as issue 19 asks: its heading, the CVV's phone and chat, SAMU and 190; focused when it appears. */
async function expectCareCard(page: Page, card: Locator): Promise<void> {
  await card.waitFor();
  await card.getByRole('heading', { name: 'Você não está sozinho(a)' }).waitFor();
  expect(await card.getByRole('link', { name: 'Ligar para o CVV: 188' }).getAttribute('href')).toBe(
    'tel:188',
  );
  const chat = card.getByRole('link', { name: /chat do CVV/ });
  expect(await chat.getAttribute('href')).toBe('https://cvv.org.br');
  expect(await chat.getAttribute('target')).toBe('_blank');
  expect(await chat.getAttribute('rel')).toMatch(/\bnoopener\b/);
  expect(await card.getByRole('link', { name: 'Ligar para o SAMU: 192' }).getAttribute('href')).toBe(
    'tel:192',
  );
  expect(await card.getByRole('link', { name: 'Emergência: 190' }).getAttribute('href')).toBe('tel:190');
  await card.getByText(/CAPS/).waitFor();
  // Focus moved to the card, so a screen reader announces it; Tab goes on to its first action.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-care-card') ?? false))
    .toBe(true);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('tel:188');
}

/** No axe-core violation and no target under 24 px at the phone and desktop sizes; screenshots under /tmp. */
async function checkBothSizes(page: Page, name: string, shot: Locator): Promise<void> {
  // The welcome toast would cover the card in the screenshots.
  const closeToast = page.getByRole('button', { name: 'Fechar aviso' });
  if (await closeToast.isVisible()) await closeToast.click();
  for (const [size, viewport] of [
    ['360', phone],
    ['1280', desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${name} ${size}`).toEqual([]);
    expect(await smallTargets(page), `${name} ${size}`).toEqual([]);
    // The card must fit the width: nothing of it sticks out sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${name} ${size}: no sideways scroll`,
    ).toBe(true);
    await shot.evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
    });
    await page.screenshot({ path: `/tmp/care-${name}-${size}.png` });
    await shot.screenshot({ path: `/tmp/care-${name}-${size}-card.png` });
    await page.screenshot({ path: `/tmp/care-${name}-${size}-full.png`, fullPage: true });
  }
  await page.setViewportSize(phone);
}

describe('issue 19: a crisis answer shows the care card (fake AI provider)', () => {
  const email = `cuidado-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    await purchase(baseURL, webhookToken, email, 'Marina Lopes');
    const token = await apiSignIn(baseURL, email, clientIp);
    const consent = await fetch(`${baseURL}/api/me/consents/ai_reflections`, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': randomUUID(),
        'X-Forwarded-For': clientIp,
      },
      body: JSON.stringify({ granted: true }),
    });
    expect(consent.status, await consent.clone().text()).toBe(200);
    browser = await launchBrowser();
    ({ page } = await signedInPhone(browser, baseURL, email, clientIp));
    await page.getByRole('link', { name: 'Abrir meu dia personalizado' }).click();
    await page.getByRole('button', { name: 'Atualizar Conteúdo' }).waitFor({ timeout: 30_000 });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('the mentor chat: a crisis message is answered with the care card in the conversation', async () => {
    await tab(page, 'Conversa').click();
    const box = page.getByLabel('Sua mensagem');
    await box.waitFor({ timeout: 20_000 });
    const log = page.getByRole('log', { name: 'Conversa com o mentor' });
    await box.fill(crisisMessage);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/ai/chat'));
    await box.press('Enter');
    const reply = (await (await answered).json()) as { source: { safety: string } };
    expect(reply.source.safety).toBe('crisis');
    await expectCareCard(page, careCard(log));

    // The mentor never repeats what was written: the words appear once, in the person's own bubble.
    const mentorTexts = await log
      .locator('li')
      .evaluateAll((items) =>
        items.map((item) => item.textContent).filter((text) => text.trim().startsWith('Mentor')),
      );
    expect(mentorTexts.length).toBe(2);
    for (const text of mentorTexts) {
      expect(text).not.toContain('quero morrer');
      expect(text).not.toContain('não aguento mais viver');
    }
    expect(await page.getByText(crisisMessage).count()).toBe(1);

    await checkBothSizes(page, 'chat', careCard(log));
  });

  it('the mentor chat: someone else at risk is answered with the words for a helper, and the card', async () => {
    // A new conversation: the one above holds the writer's own crisis, which rightly decides for the whole chat.
    await page.reload();
    await page.getByRole('button', { name: 'Atualizar Conteúdo' }).waitFor({ timeout: 30_000 });
    await tab(page, 'Conversa').click();
    const box = page.getByLabel('Sua mensagem');
    await box.waitFor({ timeout: 20_000 });
    const log = page.getByRole('log', { name: 'Conversa com o mentor' });
    const worried = 'minha irmã disse hoje que quer se matar, o que eu faço?';
    await box.fill(worried);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/ai/chat'));
    await box.press('Enter');
    const reply = (await (await answered).json()) as { response: string; source: { safety: string } };
    expect(reply.source.safety).toBe('crisis');
    expect(reply.response).toContain('O que você contou sobre essa pessoa é sério');
    expect(reply.response).toContain('192');
    expect(reply.response).not.toContain('minha irmã');
    await log.getByText('O que você contou sobre essa pessoa é sério').waitFor();
    await careCard(log).getByText('Se a preocupação é com outra pessoa').waitFor();
    await log.locator(':scope > ol > li').last().screenshot({ path: '/tmp/care-someone-else-360.png' });
    expect(await page.getByText(worried).count()).toBe(1);
  });

  it('the reflection: a crisis analysis shows the card instead of the tone and emotion', async () => {
    await tab(page, 'Insights').click();
    await page.getByLabel('O que está no seu coração hoje?').fill(crisisReflection);
    const analysed = page.waitForResponse((response) => response.url().endsWith('/api/ai/reflection'));
    await page.getByRole('button', { name: 'Analisar Reflexão' }).click();
    const analysis = (await (await analysed).json()) as { source: { safety: string } };
    expect(analysis.source.safety).toBe('crisis');
    const panel = page.getByRole('region', { name: 'Insights da Alma - Dia 1' });
    await expectCareCard(page, careCard(panel));
    expect(await panel.getByText(/O que sua reflexão transmite|Emoção:|Tom:/).count()).toBe(0);
    expect(await panel.getByText(/calma/i).count()).toBe(0);

    await checkBothSizes(page, 'reflexao', careCard(panel));
  });

  it('the other surfaces: an answer flagged as crisis shows the card above it (wellbeing, coaching)', async () => {
    // These answers come from sliders and the day's records: the fake provider never flags them, so the flag is
    // set on the way, as the server would send it.
    await page.route('**/api/ai/wellbeing', flaggedAsCrisis);
    await tab(page, 'Bem-estar').click();
    const wellbeing = page.getByRole('region', { name: 'Equilíbrio Interior - Dia 1' });
    await expectCareCard(page, careCard(wellbeing));
    await wellbeing.getByText('Pontuação geral').waitFor();
    await page.unroute('**/api/ai/wellbeing');
    expect(await axeViolations(page), 'bem-estar').toEqual([]);

    await page.route('**/api/ai/coaching', flaggedAsCrisis);
    await tab(page, 'Mentoria').click();
    const coaching = page.getByRole('region', { name: 'Sua Orientação Espiritual - Dia 1' });
    expect(await careCard(coaching).count()).toBe(0);
    await coaching.getByRole('button', { name: 'Novas Orientações' }).click();
    await expectCareCard(page, careCard(coaching));
    await coaching.getByText('Sugestões para hoje').waitFor();
    await page.unroute('**/api/ai/coaching');
    expect(await axeViolations(page), 'mentoria').toEqual([]);
    expect(await smallTargets(page), 'mentoria').toEqual([]);
  });

  it("a saved crisis analysis, the day's content and 'Insights Agora' flagged as crisis show the card too", async () => {
    // The crisis analysis of the reflection test, saved: its stored answer keeps the flag.
    await tab(page, 'Insights').click();
    await page.getByRole('button', { name: 'Salvar Análise' }).click();
    await page.getByRole('button', { name: 'Análise salva' }).waitFor();
    await page.goto(`${baseURL}/saved-guidance`);
    const saved = page.getByRole('article', { name: 'Insights da Alma - Dia 1' });
    await careCard(saved).getByRole('link', { name: 'Ligar para o CVV: 188' }).waitFor();
    // In a list of what was kept nothing has just appeared: the card does not take the focus there.
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-care-card') ?? false)).toBe(
      false,
    );
    expect(await axeViolations(page), 'orientações salvas').toEqual([]);
    await careCard(saved).screenshot({ path: '/tmp/care-saved-360-card.png' });

    await page.route('**/api/ai/day-content', flaggedAsCrisis);
    await page.goto(`${baseURL}/detox-day`);
    await expectCareCard(page, careCard(page));
    await page.getByRole('button', { name: 'Atualizar Conteúdo' }).waitFor();
    await page.unroute('**/api/ai/day-content');
    expect(await axeViolations(page), 'dia').toEqual([]);
    await page.screenshot({ path: '/tmp/care-day-360.png' });

    await page.route('**/api/ai/insights-now', flaggedAsCrisis);
    await page.goto(`${baseURL}/app`);
    const insights = page.getByRole('region', { name: 'Insights Agora' });
    await insights.getByRole('button', { name: 'Gerar Insights' }).click();
    await expectCareCard(page, careCard(insights));
    await page.unroute('**/api/ai/insights-now');
    expect(await axeViolations(page), 'insights agora').toEqual([]);
    await insights.screenshot({ path: '/tmp/care-insights-360.png' });
    expect(await smallTargets(page), 'insights agora').toEqual([]);
  });
});
