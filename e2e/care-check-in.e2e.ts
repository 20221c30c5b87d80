import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { e2eAdmins } from './admins.ts';
import { axeViolations, desktop, launchBrowser, phone, smallTargets } from './browser.ts';
import { apiSignIn, apiWrite, lastCodeSentTo, purchase, signedInPhone } from './journey-steps.ts';

const baseURL = inject('baseURL');
const webhookToken = inject('webhookToken');
/** This file's own client addresses keep its sign-ins off other files' rate limits. */
const clientIp = '198.18.6.44';
const adminIp = '198.18.6.45';
/** Screenshots a person looks at: the check-in in the chat and in the reflection, at 360 and 1280 px. */
const shots = '/tmp/shots31';

/**
 * Texts the crisis policy is unsure about (issue 31): the mentor asks before answering. The reflection's is written
 * without the accent, as people type on a phone. ("não aguento mais", used until session 22, now gets the card;
 * "acho que não aguento", used until session 24, gets nothing from session 25's model: decision 0025, "Session 25";
 * "tô no meu limite", used until session 41, gets the card from session 42's 9d.)
 */
const uncertainChat = 'tô no limite';
const uncertainReflection = 'to no limite';
const question = 'Quero perguntar com cuidado: você está pensando em se machucar?';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const checkIn = (scope: Page | Locator) => scope.getByRole('region', { name: question });
const careCard = (scope: Page | Locator) => scope.getByRole('region', { name: 'Você não está sozinho(a)' });
const focusedIs = (page: Page, attribute: string) =>
  page.evaluate((name) => document.activeElement?.hasAttribute(name) ?? false, attribute);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

const aiAnswer = (path: string) => (response: Response) =>
  response.url().endsWith(path) && response.request().method() === 'POST';

/**
 * The page's AI and audio calls as they were answered, and each answer a stub gave (`askOnce`), newest last: a
 * check-in that does not show says which request went out, whether a stub or the server answered it, and how.
 */
const calls: string[] = [];
function recordCalls(page: Page): void {
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!/^\/api\/(ai|audio)\//.test(path)) return;
    const request = response.request();
    const checkInHeader = request.headers()['x-care-check-in'] ?? '-';
    const via = response.fromServiceWorker() ? ' (service worker)' : '';
    calls.push(`${request.method()} ${path} ${String(response.status())} check-in:${checkInHeader}${via}`);
  });
}

/** The check-in as issue 31 asks: the one question, two real buttons, focused when it appears, axe-clean. */
async function expectCheckIn(page: Page, region: Locator, name: string): Promise<void> {
  await region.waitFor().catch((error: unknown) => {
    throw new Error(
      `${name}: no check-in shown; the page's last AI and audio calls:\n${calls.slice(-12).join('\n')}`,
      {
        cause: error,
      },
    );
  });
  await region.getByText(question, { exact: true }).waitFor();
  await region.getByRole('button', { name: 'Sim', exact: true }).waitFor();
  await region.getByRole('button', { name: 'Não, estou bem', exact: true }).waitFor();
  // Nothing of the care text that came with the answer is shown: only the question.
  expect(await region.getByText(/188|CVV/).count()).toBe(0);
  await expect.poll(() => focusedIs(page, 'data-care-check-in')).toBe(true);
  expect(await axeViolations(page), name).toEqual([]);
  expect(await smallTargets(page), name).toEqual([]);
}

/** From the focused question, the keyboard alone: Tab to the answer, Enter; returns the recorded answer. */
async function answerByKeyboard(page: Page, answer: 'Sim' | 'Não, estou bem'): Promise<unknown> {
  await page.keyboard.press('Tab');
  if (answer === 'Não, estou bem') await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe(answer);
  const recorded = page.waitForResponse(aiAnswer('/api/ai/care-check-in'));
  await page.keyboard.press('Enter');
  const response = await recorded;
  expect(response.status()).toBe(200);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  return response.request().postDataJSON();
}

/** The check-in at the phone and desktop widths, looked at in screenshots; the page is left at the phone size. */
async function screenshots(page: Page, region: Locator, name: string): Promise<void> {
  const closeToast = page.getByRole('button', { name: 'Fechar aviso' });
  if (await closeToast.isVisible()) await closeToast.click();
  for (const [size, viewport] of [
    ['360', phone],
    ['1280', desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${name} ${size}`).toEqual([]);
    expect(await smallTargets(page), `${name} ${size}`).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${name} ${size}: no sideways scroll`,
    ).toBe(true);
    await region.evaluate((element) => {
      element.scrollIntoView({ block: 'center' });
    });
    await page.screenshot({ path: `${shots}/check-in-${name}-${size}.png` });
  }
  await page.setViewportSize(phone);
  await region.focus();
}

/** The server's answer for a surface without a text shape (audio), as the server sends it when unsure. */
const audioCheckIn = {
  care: true,
  message: 'texto de cuidado',
  source: { provider: 'local', model: 'safety-template', promptVersion: 'v1', safety: 'check-in' },
};

/**
 * The next request to `url` is answered as a check-in: the server's own answer with its safety set to 'check-in'
 * (or, for audio, the server's check-in answer); the requests after it pass through, so the one sent again after
 * "Não, estou bem" gets the server's real answer. These surfaces read the day's records, sliders or a generated
 * text, which the fake provider never flags: the flag is set on the way, as the server would send it.
 */
async function askOnce(page: Page, url: string, audio = false): Promise<void> {
  let asked = false;
  await page.route(url, async (route) => {
    if (asked) {
      await route.fallback();
      return;
    }
    asked = true;
    calls.push(`stub: the next ${route.request().method()} ${url} answered as a check-in`);
    if (audio) {
      await route.fulfill({ json: audioCheckIn });
      return;
    }
    const response = await route.fetch();
    const body = (await response.json()) as { source: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, source: { ...body.source, safety: 'check-in' } } });
  });
}

/** "Não, estou bem" by click: the request sent again carries X-Care-Check-In: ok; returns it. */
async function answerWell(page: Page, region: Locator, url: string): Promise<Request> {
  const again = page.waitForRequest(
    (request) => request.url().endsWith(url) && request.headers()['x-care-check-in'] === 'ok',
  );
  await region.getByRole('button', { name: 'Não, estou bem', exact: true }).click();
  return again;
}

describe('issue 31: an uncertain text gets a gentle check-in from the mentor (fake AI provider)', () => {
  const email = `pergunta-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  const name = 'Clara Pergunta';
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    await purchase(baseURL, webhookToken, email, name);
    // The reflection goes to the mentor only with the consent 'ai_reflections'.
    const token = await apiSignIn(baseURL, email, clientIp);
    await apiWrite(baseURL, { token, clientIp }, 'me/consents/ai_reflections', { granted: true }, 'PUT');
    browser = await launchBrowser();
    // No service worker: page.route must see every request (Playwright: a request a service worker takes is not
    // routed), and nothing here is about being offline.
    ({ page } = await signedInPhone(browser, baseURL, email, clientIp, { serviceWorkers: 'block' }));
    recordCalls(page);
    await page.getByRole('link', { name: 'Abrir meu dia personalizado' }).click();
    await page.getByRole('button', { name: 'Atualizar Conteúdo' }).waitFor({ timeout: 30_000 });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('the chat: "Não, estou bem" goes on to the normal answer; "Sim" opens the care card', async () => {
    await tab(page, 'Conversa').click();
    const box = page.getByLabel('Sua mensagem');
    await box.waitFor({ timeout: 20_000 });
    const log = page.getByRole('log', { name: 'Conversa com o mentor' });

    await box.fill(uncertainChat);
    const asked = page.waitForResponse(aiAnswer('/api/ai/chat'));
    await box.press('Enter');
    const first = await asked;
    expect(((await first.json()) as { source: { safety: string } }).source.safety).toBe('check-in');
    await expectCheckIn(page, checkIn(log), 'chat check-in');
    await screenshots(page, checkIn(log), 'chat');

    // "Não, estou bem": recorded, then the same message again with the header, answered as usual.
    const again = page.waitForResponse(aiAnswer('/api/ai/chat'));
    expect(await answerByKeyboard(page, 'Não, estou bem')).toEqual({ day: 1, surface: 'chat', answer: 'no' });
    const second = await again;
    expect(second.request().headers()['x-care-check-in']).toBe('ok');
    expect(second.request().postDataJSON()).toEqual(first.request().postDataJSON());
    const reply = (await second.json()) as { response: string; source: { safety: string } };
    expect(reply.source.safety).toBe('normal');
    await log.getByText(reply.response.slice(0, 40)).waitFor();
    expect(await checkIn(log).count()).toBe(0);
    expect(await careCard(log).count()).toBe(0);

    // Again, and "Sim": the care card in the question's place, focused.
    await box.fill(uncertainChat);
    const askedAgain = page.waitForResponse(aiAnswer('/api/ai/chat'));
    await box.press('Enter');
    await askedAgain;
    await expectCheckIn(page, checkIn(log), 'chat check-in 2');
    expect(await answerByKeyboard(page, 'Sim')).toEqual({ day: 1, surface: 'chat', answer: 'yes' });
    await careCard(log).getByRole('link', { name: 'Ligar para o CVV: 188' }).waitFor();
    await expect.poll(() => focusedIs(page, 'data-care-card')).toBe(true);
    expect(await checkIn(log).count()).toBe(0);
    expect(await axeViolations(page), 'chat card').toEqual([]);
    // The person's words stay in their own bubbles only.
    expect(await log.getByText(uncertainChat).count()).toBe(2);
  });

  it('the reflection: "Não, estou bem" shows the analysis; "Sim" opens the care card', async () => {
    await tab(page, 'Insights').click();
    const panel = page.getByRole('region', { name: 'Insights da Alma - Dia 1' });
    const field = page.getByLabel('O que está no seu coração hoje?');

    await field.fill(uncertainReflection);
    const asked = page.waitForResponse(aiAnswer('/api/ai/reflection'));
    await page.getByRole('button', { name: 'Analisar Reflexão' }).click();
    const first = await asked;
    expect(((await first.json()) as { source: { safety: string } }).source.safety).toBe('check-in');
    await expectCheckIn(page, checkIn(panel), 'reflection check-in');
    // No analysis and no save button under a question.
    expect(await panel.getByRole('button', { name: 'Salvar Análise' }).count()).toBe(0);
    await screenshots(page, checkIn(panel), 'reflexao');

    const again = page.waitForResponse(aiAnswer('/api/ai/reflection'));
    expect(await answerByKeyboard(page, 'Não, estou bem')).toEqual({
      day: 1,
      surface: 'reflection',
      answer: 'no',
    });
    const second = await again;
    expect(second.request().headers()['x-care-check-in']).toBe('ok');
    expect(second.request().postDataJSON()).toEqual(first.request().postDataJSON());
    expect(((await second.json()) as { source: { safety: string } }).source.safety).toBe('normal');
    await panel.getByRole('button', { name: 'Salvar Análise' }).waitFor();
    expect(await checkIn(panel).count()).toBe(0);
    expect(await careCard(panel).count()).toBe(0);

    await panel.getByRole('button', { name: 'Nova Reflexão' }).click();
    await field.fill(uncertainReflection);
    const askedAgain = page.waitForResponse(aiAnswer('/api/ai/reflection'));
    await page.getByRole('button', { name: 'Analisar Reflexão' }).click();
    await askedAgain;
    await expectCheckIn(page, checkIn(panel), 'reflection check-in 2');
    expect(await answerByKeyboard(page, 'Sim')).toEqual({ day: 1, surface: 'reflection', answer: 'yes' });
    await careCard(panel).getByRole('link', { name: 'Ligar para o CVV: 188' }).waitFor();
    await expect.poll(() => focusedIs(page, 'data-care-card')).toBe(true);
    expect(await axeViolations(page), 'reflection card').toEqual([]);
  });

  it("support's timeline shows each check-in and its answer, without the words", async () => {
    const context = await browser.newContext({ viewport: desktop });
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': adminIp });
    const admin = await context.newPage();
    const adminEmail = e2eAdmins.careCheckIn;
    await admin.goto(`${baseURL}/login`, { waitUntil: 'domcontentloaded' });
    await admin.getByLabel('E-mail da compra').fill(adminEmail);
    await admin.getByRole('button', { name: 'Entrar Direto' }).click();
    await admin.getByLabel('Código de 6 dígitos').fill(await lastCodeSentTo(baseURL, adminEmail));
    await admin.getByRole('button', { name: 'Entrar', exact: true }).click();
    await admin.waitForURL(`${baseURL}/support`, { waitUntil: 'commit' });
    await admin.goto(`${baseURL}/support?q=${encodeURIComponent(email)}`, { waitUntil: 'domcontentloaded' });
    await admin.getByRole('link', { name: `Abrir linha do tempo de ${name}` }).click();
    const timeline = admin.getByRole('list', { name: 'Linha do tempo' });
    await timeline
      .getByText(/^Mentor perguntou com cuidado/)
      .first()
      .waitFor();
    const rows = await timeline.getByRole('listitem').allInnerTexts();
    const asked = (where: string) =>
      rows.filter((row) =>
        row.includes(`Mentor perguntou com cuidado se a pessoa pensa em se machucar ${where}`),
      );
    const answered = (where: string, answer: string) =>
      rows.filter((row) => row.includes(`Resposta à pergunta de cuidado ${where} do dia 1: ${answer}`));
    expect(asked('no chat')).toHaveLength(2);
    expect(asked('na análise da reflexão')).toHaveLength(2);
    for (const where of ['no chat', 'na análise da reflexão']) {
      expect(answered(where, '"Não, estou bem"'), where).toHaveLength(1);
      expect(answered(where, '"Sim" (apoio de crise aberto)'), where).toHaveLength(1);
    }
    // The words the person wrote are nowhere in support's view.
    for (const row of rows) expect(row.toLowerCase()).not.toMatch(/limite/);
    expect(await axeViolations(admin), 'support timeline').toEqual([]);
    await timeline
      .getByText(/^Resposta à pergunta de cuidado/)
      .first()
      .evaluate((element) => {
        element.scrollIntoView({ block: 'center' });
      });
    await admin.screenshot({ path: `${shots}/support-timeline-1280.png` });
    await context.close();
  });

  it('the other surfaces ask too, and go on after "Não, estou bem" (wellbeing, audio, coaching, day, insights)', async () => {
    await page.goto(`${baseURL}/detox-day`);
    await page.getByRole('button', { name: 'Atualizar Conteúdo' }).waitFor({ timeout: 30_000 });

    await askOnce(page, '**/api/ai/wellbeing');
    await tab(page, 'Bem-estar').click();
    const wellbeing = page.getByRole('region', { name: 'Equilíbrio Interior - Dia 1' });
    await expectCheckIn(page, checkIn(wellbeing), 'wellbeing check-in');
    await answerWell(page, checkIn(wellbeing), '/api/ai/wellbeing');
    await wellbeing.getByText('Pontuação geral').waitFor();
    expect(await checkIn(wellbeing).count()).toBe(0);

    await tab(page, 'Mentoria').click();
    const coaching = page.getByRole('region', { name: 'Sua Orientação Espiritual - Dia 1' });
    await askOnce(page, '**/api/audio/coaching', true);
    await coaching.getByRole('button', { name: 'Ouvir Orientações' }).click();
    await expectCheckIn(page, checkIn(coaching), 'speech check-in');
    const spoken = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/audio/coaching') &&
        response.request().headers()['x-care-check-in'] === 'ok',
    );
    await answerWell(page, checkIn(coaching), '/api/audio/coaching');
    expect((await spoken).headers()['content-type']).toMatch(/^audio\//);
    await expect.poll(() => checkIn(coaching).count()).toBe(0);

    await askOnce(page, '**/api/ai/coaching');
    await coaching.getByRole('button', { name: 'Novas Orientações' }).click();
    await expectCheckIn(page, checkIn(coaching), 'coaching check-in');
    await answerWell(page, checkIn(coaching), '/api/ai/coaching');
    await coaching.getByRole('button', { name: 'Novas Orientações' }).waitFor();
    expect(await checkIn(coaching).count()).toBe(0);

    const audio = page.getByRole('region', { name: 'Áudio Personalizado' });
    await askOnce(page, '**/api/audio/personalized-session', true);
    await audio.getByRole('button', { name: 'Gerar Áudio Personalizado' }).click();
    await expectCheckIn(page, checkIn(audio), 'audio session check-in');
    const session = await answerWell(page, checkIn(audio), '/api/audio/personalized-session');
    expect(session.postDataJSON()).toMatchObject({ dayNumber: 1, sessionType: 'meditation' });
    await expect.poll(() => checkIn(audio).count()).toBe(0);

    // The day's content: under a check-in none of it shows, only the question, the progress and the programme.
    await askOnce(page, '**/api/ai/day-content');
    await page.goto(`${baseURL}/detox-day`);
    await expectCheckIn(page, checkIn(page), 'day check-in');
    await page.getByRole('heading', { name: 'Dia 1 de 21', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Atualizar Conteúdo' }).count()).toBe(0);
    await page.screenshot({ path: `${shots}/day-check-in-360.png` });
    await answerWell(page, checkIn(page), '/api/ai/day-content');
    await page.getByRole('button', { name: 'Atualizar Conteúdo' }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${shots}/day-after-check-in-360.png` });

    // 'Insights Agora' on the dashboard, answered "Sim": the card in its place.
    await askOnce(page, '**/api/ai/insights-now');
    await page.goto(`${baseURL}/app`);
    const insights = page.getByRole('region', { name: 'Insights Agora' });
    await insights.getByRole('button', { name: 'Gerar Insights' }).click();
    await expectCheckIn(page, checkIn(insights), 'insights check-in');
    await insights.getByRole('button', { name: 'Sim', exact: true }).click();
    await careCard(insights).getByRole('link', { name: 'Ligar para o CVV: 188' }).waitFor();
    await expect.poll(() => focusedIs(page, 'data-care-card')).toBe(true);
    await insights.screenshot({ path: `${shots}/insights-sim-360.png` });
  });
});
