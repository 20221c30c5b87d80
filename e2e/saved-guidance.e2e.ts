import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAtBothSizes, launchBrowser, phone } from './browser.ts';
import { purchase, signIn } from './journey-steps.ts';

const baseURL = inject('baseURL');
const webhookToken = inject('webhookToken');
/** This file's own client address keeps its sign-ins off other files' rate limits. */
const clientIp = '198.18.6.42';

/** No axe-core violation and no target under 24 px, at the phone and the desktop size; a screenshot of each. */
const checkScreen = (page: Page, name: string) => checkAtBothSizes(page, 'saved-guidance', name);

const coachingTitle = 'Sua Orientação Espiritual - Dia 1';

describe('saved guidance /saved-guidance', () => {
  const email = `orientacoes-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  let browser: Browser;
  let page: Page;
  /** Idempotency-Key of every write the list sent, by method. */
  const writes: { method: string; url: string; key: string | undefined }[] = [];

  beforeAll(async () => {
    await purchase(baseURL, webhookToken, email, 'Rafael Costa');
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: phone });
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': clientIp });
    page = await context.newPage();
    page.on('request', (request) => {
      if (request.url().includes('/api/ai/save') && request.method() !== 'GET') {
        writes.push({
          method: request.method(),
          url: request.url(),
          key: request.headers()['idempotency-key'],
        });
      }
    });
    await page.goto(`${baseURL}/login`);
    await signIn(page, baseURL, email);
  });
  afterAll(async () => {
    await browser.close();
  });

  it("starts empty: 'Nenhuma orientação salva'", async () => {
    await page.goto(`${baseURL}/saved-guidance`);
    await page.getByRole('heading', { name: 'Orientações Salvas', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Nenhuma orientação salva' }).waitFor();
    await checkScreen(page, 'empty');
  });

  it('a guidance saved on the day screen shows in the list, and in the list of its day', async () => {
    await page.getByRole('link', { name: 'Ir para o meu dia' }).click();
    await page.getByRole('heading', { name: coachingTitle }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Salvar orientação' }).click();
    await page.getByRole('button', { name: 'Orientação salva' }).waitFor();

    await page.getByRole('link', { name: 'Ver orientações salvas' }).click();
    const item = page.getByRole('article', { name: coachingTitle });
    await item.waitFor();
    await item.getByText('Dia 1 · Orientação espiritual').waitFor();
    await item.getByRole('heading', { name: 'Próximos passos' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);

    await page.goto(`${baseURL}/saved-guidance?day=1`);
    await page.getByRole('heading', { name: 'Orientações - Dia 1', level: 1 }).waitFor();
    await item.waitFor();
    await page.goto(`${baseURL}/saved-guidance?day=2`);
    await page.getByRole('heading', { name: 'Orientações - Dia 2', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Nenhuma orientação salva' }).waitFor();
    await page.getByRole('link', { name: 'Ver todas as orientações' }).click();
    await item.waitFor();
  });

  it('favourite and personal notes are saved, and stay after a reload', async () => {
    const item = page.getByRole('article', { name: coachingTitle });
    const star = item.getByRole('button', { name: `Favoritar: ${coachingTitle}` });
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');

    const notes = item.getByLabel(/Notas pessoais/);
    await notes.fill('Repetir a sugestão 1 na segunda-feira.');
    await item.getByRole('button', { name: 'Salvar notas' }).click();
    await item.getByText('Notas salvas').waitFor();

    await page.reload();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    expect(await notes.inputValue()).toBe('Repetir a sugestão 1 na segunda-feira.');
    await checkScreen(page, 'list');
  });

  it('a failed write says so in pt-BR', async () => {
    await page.route('**/api/ai/saved-guidance/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 404,
            contentType: 'application/json',
            body: '{"error":"Orientação não encontrada."}',
          })
        : route.continue(),
    );
    const item = page.getByRole('article', { name: coachingTitle });
    await item.getByRole('button', { name: `Favoritar: ${coachingTitle}` }).click();
    await item.getByText('Orientação não encontrada.').waitFor();
    await page.unroute('**/api/ai/saved-guidance/*');
  });

  it('delete asks first; cancelling keeps it, confirming removes it', async () => {
    const item = page.getByRole('article', { name: coachingTitle });
    await item.getByRole('button', { name: `Deletar: ${coachingTitle}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Deletar orientação' });
    await dialog.getByText('Tem certeza que deseja deletar esta orientação?').waitFor();
    await checkScreen(page, 'confirm');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('article').count()).toBe(1);

    await item.getByRole('button', { name: `Deletar: ${coachingTitle}` }).click();
    await dialog.getByRole('button', { name: 'Sim, deletar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Nenhuma orientação salva' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Nenhuma orientação salva' }).waitFor();
  });

  it('every write carried its own Idempotency-Key', () => {
    const methods = writes.map((write) => write.method).sort();
    expect(methods).toEqual(expect.arrayContaining(['DELETE', 'POST', 'PUT', 'PUT']));
    for (const write of writes) expect(write.key, `${write.method} ${write.url}`).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(writes.map((write) => write.key)).size).toBe(writes.length);
  });
});
