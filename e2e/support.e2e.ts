import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, desktop, launchBrowser, phone, smallTargets } from './browser.ts';
import { lastCodeSentTo } from './journey-steps.ts';

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const webhookToken = inject('webhookToken');
/** Screenshots a person looks at (issue 22): the timeline at 1280 px and at 360 px. */
const shots = '/tmp/shots22';
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

/** Signs in by code; a subscriber lands on /app, support staff and admins on /support. */
async function signInDirectly(
  page: Page,
  email: string,
  landing: '/app' | '/support' = '/app',
): Promise<void> {
  await page.goto(`${baseURL}/login`, { waitUntil: 'domcontentloaded' });
  await page.getByLabel('E-mail da compra').fill(email);
  await page.getByRole('button', { name: 'Entrar Direto' }).click();
  const field = page.getByLabel('Código de 6 dígitos');
  await field.waitFor();
  await field.fill(await lastCodeSentTo(baseURL, email));
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(`${baseURL}${landing}`, { waitUntil: 'commit' });
}

/** A buyer who paid (Kirvano's webhook) and never opened the app: no account, only a purchase. */
async function buyerWhoNeverSignedIn(email: string, saleId: string): Promise<void> {
  const kirvanoNow = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  const response = await fetch(`${baseURL}/api/webhooks/kirvano`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Kirvano-Token': webhookToken },
    body: JSON.stringify({
      event: 'SALE_APPROVED',
      sale_id: saleId,
      payment_method: 'CREDIT_CARD',
      total_price: 'R$ 97,00',
      type: 'ONE_TIME',
      status: 'APPROVED',
      created_at: kirvanoNow,
      customer: { name: 'Beatriz Nunca Entrou', email, phone_number: '5531988887777' },
      products: [{ id: 'detox21', offer_id: null }],
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Text that reads like a code instead of pt-BR: an event type (TaskCompletionSet), a CODE_NAME, a uuid. */
const codeLike = /\b[A-Z][a-z]+[A-Z]\w+\b|\b[A-Z]+_[A-Z_]+\b|[0-9a-f]{8}-[0-9a-f]{4}-/;

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

  it('an admin lands on /support, finds a never-signed-in buyer by a fragment of the e-mail and reads a pt-BR timeline', async () => {
    const buyer = `beatriz.nunca.${Date.now()}@example.com`;
    await buyerWhoNeverSignedIn(buyer, `E2E-SUP-${Date.now()}`);
    mkdirSync(shots, { recursive: true });
    const context = await newContext(desktop);
    const page = await context.newPage();
    await signInDirectly(page, adminEmail, '/support');
    await page.getByRole('heading', { name: 'Suporte', level: 1 }).waitFor();

    // Search from the keyboard by a fragment of the e-mail.
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Digite um trecho do e-mail, nome, telefone, código da venda ou id.').waitFor();
    const box = page.getByLabel('E-mail, nome, telefone, código da venda ou id');
    await box.fill('ninguem-mesmo@example.com');
    await page.keyboard.press('Enter');
    await page.getByText('Nenhum assinante ou comprador encontrado com essa busca.').waitFor();
    await box.fill(buyer.slice(0, 'beatriz.nunca.'.length + 6));
    await page.keyboard.press('Enter');
    const results = page.getByRole('region', { name: 'Resultados da busca' });
    await results.getByText('Beatriz Nunca Entrou').waitFor();
    expect(await results.innerText()).toContain('comprou e ainda não entrou no app');
    await page.getByRole('link', { name: 'Abrir linha do tempo de Beatriz Nunca Entrou' }).click();

    // Her timeline: the purchase from Kirvano's webhook and support's look-ups, in pt-BR only.
    const timeline = page.getByRole('list', { name: 'Linha do tempo' });
    await timeline.getByText(/^Compra aprovada \(cartão de crédito\)/).waitFor();
    expect(await page.getByText('não: comprou e nunca entrou').count()).toBe(1);
    const rows = await timeline.getByRole('listitem').allInnerTexts();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(row).not.toMatch(codeLike);
    const typeOptions = await page.getByLabel('Tipo de evento').locator('option').allInnerTexts();
    expect(typeOptions).toEqual(expect.arrayContaining(['Compra aprovada', 'Consulta do suporte']));
    for (const option of typeOptions) expect(option).not.toMatch(codeLike);
    // Why and from where: the webhook's arrival, in a disclosure a keyboard opens.
    await page.getByLabel(/^Por quê e de onde: Compra aprovada/).focus();
    await page.keyboard.press('Enter');
    await timeline.getByText('Aviso da Kirvano recebido').waitFor();
    expect(await timeline.innerText()).toContain('Kirvano (webhook)');
    await expectUsable(page, 'support buyer timeline');
    // The sign-in's welcome notice would cover part of the screenshots.
    for (const close of await page.getByRole('button', { name: 'Fechar aviso' }).all()) await close.click();
    await page.screenshot({ path: `${shots}/timeline-1280.png`, fullPage: true });
    await page.setViewportSize(phone);
    await expectUsable(page, 'support buyer timeline phone');
    await page.screenshot({ path: `${shots}/timeline-360.png`, fullPage: true });
    await page.setViewportSize(desktop);

    // One access record per view: the search and the timeline, once each.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar JSON' }).click(),
    ]);
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as ExportedTimeline;
    expect(exported.subscriber.email).toBe(buyer);
    const accesses = exported.events.filter((event) => event.type === 'SupportAccessRecorded');
    expect(accesses.map((event) => event.summary)).toEqual([
      `Suporte: ${adminEmail} buscou o assinante`,
      `Suporte: ${adminEmail} abriu a linha do tempo`,
      `Suporte: ${adminEmail} exportou a linha do tempo`,
    ]);
    await context.close();
  });

  it('an admin filters the demo timeline, replays a point, asks what changed a task and exports it', async () => {
    const context = await newContext(desktop);
    const page = await context.newPage();
    await signInDirectly(page, adminEmail, '/support');
    const box = page.getByLabel('E-mail, nome, telefone, código da venda ou id');
    await box.fill('demo@detox21');
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Abrir linha do tempo de Ana Souza' }).click();
    await page.getByRole('heading', { name: 'Linha do tempo' }).waitFor();
    const timeline = page.getByRole('list', { name: 'Linha do tempo' });
    await timeline.getByRole('listitem').first().waitFor();
    const total = await timeline.getByRole('listitem').count();
    expect(total).toBeGreaterThan(50);
    for (const row of await timeline.getByRole('listitem').allInnerTexts()) expect(row).not.toMatch(codeLike);
    await expectUsable(page, 'support timeline');

    // Filter by day and type (the type by its pt-BR label).
    await page.getByLabel('Dia do programa').selectOption('5');
    await page.getByLabel('Tipo de evento').selectOption({ label: 'Dia concluído' });
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

    // What changed this? The events of the day's first task.
    await page
      .getByRole('link', { name: /^O que mudou isto\? a tarefa/ })
      .first()
      .click();
    await page.getByRole('heading', { name: /^O que mudou a tarefa “.+” do dia 3$/ }).waitFor();
    const changes = await page.getByTestId('change').allInnerTexts();
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) expect(change).toMatch(/^Dia 3: tarefa “.+” (concluída|desmarcada)/);
    expect(page.url()).toContain('what=task');
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
    await context.close();
  });

  it('keeps both filters when they change faster than the screen redraws (a busy phone)', async () => {
    // CI under load: the day changed, then the type before React had drawn the new URL, and the type's change
    // was built from the old URL, so the day filter was lost (the list showed every "Dia concluído").
    const context = await newContext(desktop);
    const page = await context.newPage();
    await signInDirectly(page, adminEmail, '/support');
    await page.goto(`${baseURL}/support?q=${encodeURIComponent('Ana Souza')}`, {
      waitUntil: 'domcontentloaded',
    });
    await page.getByRole('link', { name: 'Abrir linha do tempo de Ana Souza' }).click();
    const timeline = page.getByRole('list', { name: 'Linha do tempo' });
    await timeline.getByRole('listitem').first().waitFor();
    // A cheap phone: the page's work runs six times slower, so React draws well after the URL changes.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.evaluate(() => {
      const choose = (label: string, value: string) => {
        const labelled = [...document.querySelectorAll('label')].find((l) => l.textContent === label);
        const select = document.getElementById(labelled?.htmlFor ?? '');
        if (!(select instanceof HTMLSelectElement)) throw new Error(`no select labelled ${label}`);
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      };
      // Both in one task: nothing is drawn between them.
      choose('Dia do programa', '5');
      choose('Tipo de evento', 'DayCompleted');
    });
    await page.waitForURL(/ftype=DayCompleted/);
    expect(new URL(page.url()).searchParams.get('fday')).toBe('5');
    // The URL changes before React draws it: wait until the type filter is on screen (no other kind of event
    // left), then the day filter must be there too (only day 5's, not every "Dia concluído").
    await timeline
      .getByRole('listitem')
      .filter({ hasNotText: 'concluído' })
      .first()
      .waitFor({ state: 'detached' });
    expect(await timeline.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Dia 5 concluído'),
    ]);
    await context.close();
  });

  it('works on a phone', async () => {
    const context = await newContext(phone);
    const page = await context.newPage();
    await signInDirectly(page, adminEmail, '/support');
    await page.goto(`${baseURL}/support?q=${encodeURIComponent('Ana Souza')}`, {
      waitUntil: 'domcontentloaded',
    });
    await page.getByRole('link', { name: 'Abrir linha do tempo de Ana Souza' }).click();
    await page.getByRole('heading', { name: 'Linha do tempo' }).waitFor();
    await page.getByLabel('Tipo de evento').selectOption({ label: 'Dia concluído' });
    await page.getByRole('link', { name: 'Rever neste ponto: Dia 10 concluído' }).click();
    await page.getByText('Dia atual: 11').waitFor();
    await expectUsable(page, 'support phone');
    await page.screenshot({ path: 'test-results/support-phone.png', fullPage: true });
    await context.close();
  });

  it('staff on /app see a way to /support', async () => {
    const context = await newContext(phone);
    const page = await context.newPage();
    await signInDirectly(page, adminEmail, '/support');
    await page.goto(`${baseURL}/app`, { waitUntil: 'domcontentloaded' });
    await page
      .getByRole('link', { name: /^(Suporte|Ir para o suporte)$/ })
      .first()
      .click();
    await page.waitForURL(/\/support/);
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
