import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, desktop, launchBrowser, phone, smallTargets } from './browser.ts';
import { lastCodeSentTo } from './journey-steps.ts';

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
/** The demo subscriber the e2e server seeds (fixtures 'halfway': days 1–10 done, day 11 under way). */
const demoEmail = 'demo@detox21.com.br';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

let ipCounter = 0;
async function newContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.9.${++ipCounter}` });
  return context;
}

async function signInDirectly(page: Page, email: string): Promise<void> {
  await page.goto(`${baseURL}/login`, { waitUntil: 'domcontentloaded' });
  await page.getByLabel('E-mail da compra').fill(email);
  await page.getByRole('button', { name: 'Entrar Direto' }).click();
  const field = page.getByLabel('Código de 6 dígitos');
  await field.waitFor();
  await field.fill(await lastCodeSentTo(baseURL, email));
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(`${baseURL}/app`, { waitUntil: 'commit' });
}

async function expectUsable(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page), name).toEqual([]);
  expect(await smallTargets(page), name).toEqual([]);
}

interface ExportedTimeline {
  exportedBy: string;
  subscriber: { email: string };
  events: { index: number; type: string; summary: string; data: unknown }[];
}

describe('support', () => {
  it('a subscriber gets the access-denied screen', async () => {
    const context = await newContext(phone);
    const page = await context.newPage();
    await signInDirectly(page, demoEmail);
    await page.goto(`${baseURL}/support`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Acesso Restrito' }).waitFor();
    expect(await page.getByLabel('E-mail do assinante').count()).toBe(0);
    await context.close();
  });

  it('an admin searches, filters the timeline, replays a point and exports it', async () => {
    const context = await newContext(desktop);
    const page = await context.newPage();
    await signInDirectly(page, adminEmail);
    await page.goto(`${baseURL}/support`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Suporte', level: 1 }).waitFor();

    // Search, from the keyboard.
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Informe um e-mail.').waitFor();
    await page.getByLabel('E-mail do assinante').fill('ninguem@example.com');
    await page.keyboard.press('Enter');
    await page.getByText('Nenhum assinante encontrado com este e-mail.').waitFor();
    await page.getByLabel('E-mail do assinante').fill(demoEmail);
    await page.keyboard.press('Enter');
    await page.getByText('Ana Souza', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Linha do tempo' }).waitFor();
    const timeline = page.getByRole('list', { name: 'Linha do tempo' });
    const total = await timeline.getByRole('listitem').count();
    expect(total).toBeGreaterThan(50);
    await expectUsable(page, 'support timeline');

    // Filter by day and type.
    await page.getByLabel('Dia do programa').selectOption('5');
    await page.getByLabel('Tipo de evento').selectOption('DayCompleted');
    await page.getByText(`1 de ${total} eventos`).waitFor();
    expect(await timeline.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Dia 5 concluído'),
    ]);
    await page.getByLabel('Tipo de evento').selectOption('');
    await page.getByText(`1 de ${total} eventos`).waitFor({ state: 'detached' });
    const dayFive = await timeline.getByRole('listitem').count();
    expect(dayFive).toBeGreaterThan(5);
    expect(dayFive).toBeLessThan(total);

    // Replay the journey right after day 5 was completed.
    await page.getByRole('link', { name: 'Rever neste ponto: Dia 5 concluído' }).click();
    await page.getByRole('heading', { name: 'A jornada neste ponto' }).waitFor();
    await page.getByText('Dia atual: 6').waitFor();
    expect(await page.getByTestId('replay-at').innerText()).toContain('Dia 5 concluído');
    expect(
      await page.getByRole('progressbar', { name: 'Dias concluídos' }).getAttribute('aria-valuenow'),
    ).toBe(String(Math.round((5 / 21) * 100)));
    const cards = page.getByRole('list', { name: 'Seus 21 dias' }).getByRole('listitem');
    expect(await cards.count()).toBe(21);
    expect(await cards.nth(6).innerText()).toContain('Dia Bloqueado');
    await page.getByRole('link', { name: /^Dia 3:/ }).click();
    await page.getByRole('heading', { name: /^Dia 3 neste ponto: / }).waitFor();
    expect(page.url()).toContain('day=3');
    await expectUsable(page, 'support replay');
    await page.screenshot({ path: 'test-results/support-desktop.png', fullPage: true });

    // Export.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^linha-do-tempo-.+\.json$/);
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as ExportedTimeline;
    expect(exported.exportedBy).toBe(adminEmail);
    expect(exported.subscriber.email).toBe(demoEmail);
    expect(exported.events.length).toBeGreaterThan(total - 1);
    const accesses = exported.events.filter((event) => event.type === 'SupportAccessRecorded');
    expect(accesses.map((event) => event.summary)).toEqual(
      expect.arrayContaining([
        `Suporte: ${adminEmail} buscou o assinante`,
        `Suporte: ${adminEmail} abriu a linha do tempo`,
        `Suporte: ${adminEmail} reproduziu a jornada`,
        `Suporte: ${adminEmail} exportou a linha do tempo`,
      ]),
    );
    await context.close();
  });

  it('works on a phone', async () => {
    const context = await newContext(phone);
    const page = await context.newPage();
    await signInDirectly(page, adminEmail);
    await page.goto(`${baseURL}/support?email=${encodeURIComponent(demoEmail)}`, {
      waitUntil: 'domcontentloaded',
    });
    await page.getByRole('heading', { name: 'Linha do tempo' }).waitFor();
    await page.getByLabel('Tipo de evento').selectOption('DayCompleted');
    await page.getByRole('link', { name: 'Rever neste ponto: Dia 10 concluído' }).click();
    await page.getByText('Dia atual: 11').waitFor();
    await expectUsable(page, 'support phone');
    await page.screenshot({ path: 'test-results/support-phone.png', fullPage: true });
    await context.close();
  });

  it('debug pages (outside production): day conditions refresh, complete-day test with its log', async () => {
    const context = await newContext(phone);
    const page = await context.newPage();
    await signInDirectly(page, demoEmail);
    await page.goto(`${baseURL}/debug-button-conditions`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Condições do dia 1' }).waitFor();
    await page.getByText('Este dia já foi concluído.').waitFor();
    await page.getByLabel('Dia', { exact: true }).selectOption('11');
    await page.getByRole('heading', { name: 'Condições do dia 11' }).waitFor();
    await page.getByText('Tarefas feitas: 3 de 5').waitFor();
    await page.getByText('O botão "Concluir dia" ainda não está liberado.').waitFor();
    await expectUsable(page, 'debug conditions');
    await page.screenshot({ path: 'test-results/debug-conditions-phone.png', fullPage: true });
    await page.getByRole('button', { name: 'Corrigir tarefas' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').innerText()).toBe('Feito.');
    await page.getByText('Tarefas feitas: 5 de 5').waitFor();

    await page.goto(`${baseURL}/test-complete-day`, { waitUntil: 'domcontentloaded' });
    await page.getByText('Nenhum registro ainda.').waitFor();
    await page.getByRole('button', { name: 'Concluir pelo serviço' }).click();
    await page.getByText(/Sucesso \(200\): dia 1 concluído; dia atual 11\./).waitFor();
    await page.getByRole('button', { name: 'Chamada direta (token + complete-day)' }).click();
    await page
      .getByRole('log')
      .getByText(/Sucesso \(200\)/)
      .nth(1)
      .waitFor();
    await expectUsable(page, 'complete-day test');
    await page.getByRole('button', { name: 'Limpar logs' }).click();
    await page.getByText('Nenhum registro ainda.').waitFor();
    await context.close();
  });
});
