import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { e2eAdmins } from './admins.ts';
import { axeViolations, desktop, launchBrowser, phone, smallTargets } from './browser.ts';
import { lastCodeSentTo } from './journey-steps.ts';

const baseURL = inject('baseURL');
const webhookToken = inject('webhookToken');
/** This file's own admin: files run side by side, and each admin sign-in reads the newest code sent to it. */
const adminEmail = e2eAdmins.auth;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

let ipCounter = 0;
/** Each browser context its own client address (the e2e server trusts X-Forwarded-For), so limits do not collide. */
async function newContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.4.${++ipCounter}` });
  return context;
}

const kirvanoTime = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000 - 3 * 3_600_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');

/** What Kirvano posts when a sale is approved. */
async function purchase(email: string, extra: Record<string, unknown> = {}): Promise<void> {
  const response = await fetch(`${baseURL}/api/webhooks/kirvano`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Kirvano-Token': webhookToken },
    body: JSON.stringify({
      event: 'SALE_APPROVED',
      sale_id: `E2E-AUTH-${email}`,
      payment_method: 'PIX',
      total_price: 'R$ 97,00',
      type: 'ONE_TIME',
      status: 'APPROVED',
      created_at: kirvanoTime(0),
      customer: { name: 'Marina Teste', email },
      products: [{ id: 'detox21', offer_id: null }],
      ...extra,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function enterCode(page: Page, email: string): Promise<void> {
  const field = page.getByLabel('Código de 6 dígitos');
  await field.waitFor();
  await field.fill(await lastCodeSentTo(baseURL, email));
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Signs in by code; subscribers land on /app, support staff and admins on /support. */
async function signInDirectly(page: Page, email: string, landing = '/app'): Promise<void> {
  await page.goto(`${baseURL}/login`, { waitUntil: 'domcontentloaded' });
  await page.getByLabel('E-mail da compra').fill(email);
  await page.getByRole('button', { name: 'Entrar Direto' }).click();
  await enterCode(page, email);
  await page.waitForURL(`${baseURL}${landing}`, { waitUntil: 'commit' });
}

async function expectUsable(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page), name).toEqual([]);
  expect(await smallTargets(page), name).toEqual([]);
}

describe('sign-in', () => {
  it('purchase webhook → subscription check → code from the outbox → /app, with the welcome toast', async () => {
    const email = 'e2e-compra@example.com';
    await purchase(email);
    const context = await newContext(phone);
    const page = await context.newPage();
    await page.goto(`${baseURL}/login`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Entre no seu programa' }).waitFor();
    for (const label of ['Verificar Assinatura', 'Entrar Direto']) {
      expect(await page.getByRole('button', { name: label }).count()).toBe(1);
    }
    const buy = page.getByRole('link', { name: /Adquirir Acesso/ });
    expect(await buy.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: 'Voltar para a página inicial' }).getAttribute('href')).toBe(
      '/',
    );
    expect(await page.getByRole('button', { name: 'Mostrar Diagnóstico' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Verificar Assinatura' }).isDisabled()).toBe(true);
    await expectUsable(page, 'login');
    await page.screenshot({ path: 'test-results/login-phone.png', fullPage: true });

    // Keyboard only: the email field, then Enter submits the subscription check.
    await page.getByLabel('E-mail da compra').focus();
    await page.keyboard.type(`  ${email.toUpperCase()} `);
    await page.keyboard.press('Enter');
    await page.getByText('Assinatura válida! Você pode acessar o programa.').waitFor();
    await page.getByLabel('Código de 6 dígitos').waitFor();
    await expectUsable(page, 'code step');
    await page.screenshot({ path: 'test-results/login-code-phone.png', fullPage: true });
    await page.getByLabel('Código de 6 dígitos').fill(await lastCodeSentTo(baseURL, email));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseURL}/app`, { waitUntil: 'commit' });
    await page.getByText('Que alegria ter você aqui!').waitFor();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('auth_token'),
      user: JSON.parse(localStorage.getItem('user_data') ?? 'null') as { email: string; name: string } | null,
      subscription: JSON.parse(localStorage.getItem('subscription_data') ?? 'null') as {
        type: string;
      } | null,
    }));
    expect(stored.token?.length).toBeGreaterThanOrEqual(43);
    expect(stored.user).toMatchObject({ email, name: 'Marina Teste' });
    expect(stored.subscription).toMatchObject({ type: 'premium' });

    // A reload restores the session and verifies it; the premium page opens.
    await page.goto(`${baseURL}/daily-challenge?day=1`, { waitUntil: 'domcontentloaded' });
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Acesso Premium Necessário').count()).toBe(0);
    expect(await page.getByText('Acesso Restrito').count()).toBe(0);
    await context.close();
  });

  it('says an email without a purchase is not valid, then offers the diagnostics panel', async () => {
    const context = await newContext(desktop);
    const page = await context.newPage();
    await page.goto(`${baseURL}/login`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('E-mail da compra').fill('nunca-comprou@example.com');
    await page.getByRole('button', { name: 'Verificar Assinatura' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Email não encontrado ou assinatura inválida.' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Erro ao verificar assinatura');
    await page.getByRole('button', { name: 'Mostrar Diagnóstico' }).click();
    await page.getByText('Conectado').waitFor();
    for (const text of ['Diagnóstico da API', `${baseURL}/api`, 'Local', 'Último teste']) {
      expect(await page.getByText(text, { exact: false }).count(), text).toBeGreaterThan(0);
    }
    await expectUsable(page, 'login with diagnostics');
    await page.screenshot({ path: 'test-results/login-diagnostics-desktop.png', fullPage: true });
    await page.getByRole('button', { name: 'Ocultar Diagnóstico' }).click();
    expect(await page.getByText('Diagnóstico da API').count()).toBe(0);
    await context.close();
  });

  it('refuses a wrong code with the server message and the error toast', async () => {
    const context = await newContext(phone);
    const page = await context.newPage();
    await page.goto(`${baseURL}/login`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('E-mail da compra').fill('codigo-errado@example.com');
    await page.getByRole('button', { name: 'Entrar Direto' }).click();
    const field = page.getByLabel('Código de 6 dígitos');
    await field.waitFor();
    const right = await lastCodeSentTo(baseURL, 'codigo-errado@example.com');
    await field.fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Código inválido ou expirado' }).first().waitFor();
    expect(await page.getByText('Erro no login').count()).toBeGreaterThan(0);
    expect(page.url()).toBe(`${baseURL}/login`);
    await context.close();
  });
});

describe('the sign-in screen before the app has loaded (issue 23 item 7)', () => {
  it('shows its form from the HTML; what was typed and the focus carry into the app, which then signs in', async () => {
    const email = `tela-pronta-${Date.now()}@example.com`;
    await purchase(email);
    const context = await newContext(phone);
    const page = await context.newPage();
    // The framework (React, the router) held back, as on a slow phone: the screen must not wait for it.
    const gate: { open?: () => void } = {};
    const released = new Promise<undefined>((resolve) => {
      gate.open = () => {
        resolve(undefined);
      };
    });
    await page.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${baseURL}/login`, { waitUntil: 'domcontentloaded' });
    const prerendered = page.locator('#root > [data-app-shell]');
    await prerendered.waitFor();
    expect(await page.getByRole('heading', { name: 'Entre no seu programa' }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Entrar | Detox Digital 21 Dias');
    // Its buttons wait for the app; typing does not.
    expect(await page.getByRole('button', { name: 'Entrar Direto' }).isDisabled()).toBe(true);
    await page.getByLabel('E-mail da compra').fill(email);
    expect(await axeViolations(page), 'prerendered sign-in').toEqual([]);
    expect(await smallTargets(page), 'prerendered sign-in').toEqual([]);

    gate.open?.();
    await prerendered.waitFor({ state: 'detached' });
    const field = page.getByLabel('E-mail da compra');
    expect(await field.inputValue()).toBe(email);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    expect(await page.locator('style[data-app-shell]').count()).toBe(0);
    await page.getByRole('button', { name: 'Entrar Direto' }).click();
    await enterCode(page, email);
    await page.waitForURL(`${baseURL}/app`);
    await context.close();
  });
});

describe('access guard', () => {
  it('shows Acesso Restrito to a visitor, Acesso Premium Necessário without a purchase, and leads to /upgrade', async () => {
    const context = await newContext(phone);
    const page = await context.newPage();
    await page.goto(`${baseURL}/daily-challenge`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Acesso Restrito' }).waitFor();
    expect(await page.getByRole('link', { name: 'Voltar ao início' }).getAttribute('href')).toBe('/');
    await expectUsable(page, 'restricted');

    await signInDirectly(page, 'sem-compra@example.com');
    // /app too: a signed-in person without a purchase meets the same screen, not 'Erro ao carregar progresso'.
    await page.goto(`${baseURL}/app`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Acesso Premium Necessário' }).waitFor();
    expect(await page.getByText('Erro ao carregar progresso').count()).toBe(0);
    await page.goto(`${baseURL}/daily-challenge`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Acesso Premium Necessário' }).waitFor();
    expect(await page.getByText('Sem assinatura').count()).toBe(1);
    await expectUsable(page, 'premium required');
    await page.screenshot({ path: 'test-results/guard-premium-phone.png', fullPage: true });
    await page.getByRole('link', { name: 'Conhecer o plano' }).click();
    await page.waitForURL(`${baseURL}/upgrade`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Assinatura premium' }).waitFor();
    await expectUsable(page, 'upgrade');
    await context.close();
  });

  it('shows Assinatura Expirada with the name and email when the paid period ended', async () => {
    const email = 'expirou@example.com';
    await purchase(email, {
      type: 'RECURRING',
      created_at: kirvanoTime(-40),
      plan: { charge_frequency: 'MONTHLY', next_charge_date: kirvanoTime(-10) },
    });
    const context = await newContext(desktop);
    const page = await context.newPage();
    await signInDirectly(page, email);
    await page.goto(`${baseURL}/daily-challenge`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Assinatura Expirada' }).waitFor();
    expect(await page.getByText(email).count()).toBe(1);
    expect(await page.getByText('Marina Teste').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Renovar assinatura' }).getAttribute('href')).toBe('/renew');
    await expectUsable(page, 'expired');
    await page.screenshot({ path: 'test-results/guard-expired-desktop.png', fullPage: true });
    await context.close();
  });
});

describe('data rights and admin', () => {
  it('settings: a consent is given and revoked, the data downloads, and the account is deleted', async () => {
    const email = 'lgpd-e2e@example.com';
    await purchase(email);
    const context = await newContext(phone);
    const page = await context.newPage();
    await signInDirectly(page, email);
    await page.goto(`${baseURL}/settings`, { waitUntil: 'domcontentloaded' });
    // Each box shows the choice at once and settles (enabled again) when the server has recorded it.
    const toggle = async (label: string, expected: boolean) => {
      const box = page.getByLabel(label);
      await box.waitFor();
      await box.click();
      await expect.poll(() => box.isChecked()).toBe(expected);
      await expect.poll(() => box.isEnabled()).toBe(true);
      expect(await box.isChecked()).toBe(expected);
    };
    expect(await page.getByLabel('Reflexões analisadas pela IA').isChecked()).toBe(false);
    await toggle('Reflexões analisadas pela IA', true);
    await toggle('Respostas do questionário diário', true);
    await toggle('Respostas do questionário diário', false);
    await page
      .getByText(/Última alteração/)
      .first()
      .waitFor();
    await expectUsable(page, 'settings');
    await page.screenshot({ path: 'test-results/settings-phone.png', fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar meus dados' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('meus-dados-detox21.json');

    await page.getByLabel('Para confirmar, digite o e-mail da sua conta').fill(email);
    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    await page.waitForURL(`${baseURL}/`, { waitUntil: 'commit' });
    // Read in a quiet page of the same browser profile: `/` may still be loading the sales page's media.
    const probe = await context.newPage();
    await probe.goto(`${baseURL}/connection-test`, { waitUntil: 'domcontentloaded' });
    expect(await probe.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    const check = await fetch(`${baseURL}/api/auth/check-subscription/${email}`);
    expect(await check.json()).toEqual({ hasAccess: false });
    await context.close();
  });

  it('the webhook test page is for admins: a preset run grants access through the real pipeline', async () => {
    const context = await newContext(desktop);
    const page = await context.newPage();
    await signInDirectly(page, 'usuario-comum@example.com');
    await page.goto(`${baseURL}/admin/webhook-test`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Acesso Restrito' }).waitFor();
    await context.close();

    const adminContext = await newContext(desktop);
    const admin = await adminContext.newPage();
    await signInDirectly(admin, adminEmail, '/support');
    await admin.goto(`${baseURL}/admin/webhook-test`, { waitUntil: 'domcontentloaded' });
    await admin.getByRole('heading', { name: 'Teste de webhook de pagamento' }).waitFor();
    expect(await admin.getByLabel('ID do produto').inputValue()).toBe('detox_digital_premium');
    await admin.getByLabel('ID do produto').fill('detox21');
    await admin.getByLabel('E-mail do cliente').fill('simulado-e2e@example.com');
    await admin.getByLabel('Valor (R$)').fill('97,50');
    expect(await admin.getByLabel('Conteúdo enviado (JSON editável)').inputValue()).toContain(
      '"amount": 97.5',
    );
    await admin.getByRole('button', { name: 'Aprovado' }).click();
    await admin.getByRole('button', { name: 'Executar teste' }).click();
    await admin.getByText('Webhook processado').waitFor();
    expect(await admin.getByText('Acesso liberado').count()).toBe(1);
    await expectUsable(admin, 'webhook test');
    await admin.screenshot({ path: 'test-results/webhook-test-desktop.png', fullPage: true });
    const check = await fetch(`${baseURL}/api/auth/check-subscription/simulado-e2e@example.com`);
    expect(await check.json()).toEqual({ hasAccess: true });
    await adminContext.close();
  });
});
