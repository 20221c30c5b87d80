import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAtBothSizes, holdOnce, launchBrowser } from './browser.ts';
import {
  apiWrite,
  answerQuestionnaire,
  apiGet,
  apiSignIn,
  dayProgress,
  dayState,
  purchase,
  signedInPhone,
} from './journey-steps.ts';

const baseURL = inject('baseURL');
const webhookToken = inject('webhookToken');
/** This file's own client address keeps its sign-ins off other files' rate limits. */
const clientIp = '198.18.6.41';

/** No axe-core violation and no target under 24 px, at the phone and the desktop size; a screenshot of each. */
const checkScreen = (page: Page, name: string) => checkAtBothSizes(page, 'detox-day', name);

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

describe('the day screen /detox-day with the fake AI provider', () => {
  const email = `dia-ia-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  let browser: Browser;
  let page: Page;
  let token = '';
  /** A write through the API, as another device of the same subscriber makes it. */
  const write = async (path: string, body: unknown, method = 'POST') => {
    token ||= await apiSignIn(baseURL, email, clientIp);
    await apiWrite(baseURL, { token, clientIp }, path, body, method);
  };

  beforeAll(async () => {
    await purchase(baseURL, webhookToken, email, 'Helena Prado');
    browser = await launchBrowser();
    ({ page } = await signedInPhone(browser, baseURL, email, clientIp));
  });
  afterAll(async () => {
    await browser.close();
  });

  it("the dashboard's 'Insights Agora' card generates today's insights", async () => {
    const card = page.getByRole('region', { name: 'Insights Agora' });
    await card.getByRole('button', { name: 'Gerar Insights' }).click();
    await card.getByRole('heading', { name: 'Sinais de distração' }).waitFor();
    expect(await card.locator('li').count()).toBeGreaterThan(2);
    await card.getByRole('button', { name: 'Gerar novamente' }).waitFor();
    await checkScreen(page, 'dashboard-insights');
  });

  it('opens on the loading page, then the personalised day with its header and sections', async () => {
    // The content is held back until the loading page has been seen rotating its message (every 2 s), not for a
    // fixed time that a busy machine could outlast.
    const release = await holdOnce(page, '**/api/ai/day-content');
    await page.getByRole('link', { name: 'Abrir meu dia personalizado' }).click();
    await page.getByRole('heading', { name: 'Preparando seu dia personalizado' }).waitFor();
    const rotating = page
      .getByRole('status')
      .filter({ has: page.getByRole('heading', { name: 'Preparando seu dia personalizado' }) })
      .locator('p');
    const firstMessage = await rotating.textContent();
    await expect.poll(() => rotating.textContent(), { timeout: 5000 }).not.toBe(firstMessage);
    release();
    await page.getByRole('button', { name: 'Atualizar Conteúdo' }).waitFor();
    await page.getByText('Dia 1 de 21').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe('');
    await page.getByText(/(Preparado|Atualizado) para você · \d{2}\/\d{2}\/\d{4}/).waitFor();
    for (const heading of [
      'Experiência Personalizada',
      'Áudio Personalizado',
      'Meditação Guiada',
      'Desafios do Dia',
      'Reflexão Pessoal',
      'Reconhecendo meus padrões digitais',
    ]) {
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    }
    await dayProgress(page).waitFor();
    // One checklist for the day: the programme's tasks. The mentor's activities are ideas, not boxes to tick.
    expect(await page.getByText('Concluí esta atividade').count()).toBe(0);
    expect(await page.getByText(/de \d+ itens/).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Suas Reflexões' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Sua Orientação Espiritual - Dia 1' }).waitFor();
    await page.getByText('Sugestões para hoje').waitFor();
    await checkScreen(page, 'mentoria');
  });

  it("'Atualizar Conteúdo' generates again and the badge says the content is new", async () => {
    await page.reload();
    await page.getByText(/Preparado para você · \d{2}\/\d{2}\/\d{4}/).waitFor();
    await page.getByRole('button', { name: 'Atualizar Conteúdo' }).click();
    await page.getByText(/Atualizado para você · \d{2}\/\d{2}\/\d{4}/).waitFor();
  });

  it('ticks a suggestion at once and keeps it; a failed save takes the tick back with the alert', async () => {
    const suggestions = page.getByRole('group', { name: /Sugestões para hoje/ }).getByRole('checkbox');
    expect(await suggestions.count()).toBe(3);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/ai/save-content'));
    await suggestions.nth(0).check();
    expect(await suggestions.nth(0).isChecked()).toBe(true);
    expect((await saved).status()).toBe(200);
    await page.getByText('1 de 3 feitas').waitFor();

    // Stored: a reload shows the tick, from the server.
    await page.reload();
    await page.getByText('1 de 3 feitas').waitFor();
    expect(await suggestions.nth(0).isChecked()).toBe(true);

    await page.route('**/api/ai/saved-guidance/*/progress', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"falhou"}' }),
    );
    await suggestions.nth(1).check();
    await page.getByText('Erro ao salvar progresso. Tente novamente.').waitFor();
    await expect.poll(() => suggestions.nth(1).isChecked()).toBe(false);
    await page.getByText('1 de 3 feitas').waitFor();
    await page.unroute('**/api/ai/saved-guidance/*/progress');
  });

  it("'Ouvir Orientações' plays the guidance read aloud; 'Novas Orientações' writes new ones", async () => {
    await page.getByRole('button', { name: 'Ouvir Orientações' }).click();
    const coaching = page.getByRole('region', { name: 'Sua Orientação Espiritual - Dia 1' });
    await coaching.getByRole('button', { name: 'Reproduzir' }).waitFor();
    await expect
      .poll(() => coaching.locator('audio').evaluate((audio: HTMLAudioElement) => audio.duration), {
        timeout: 10_000,
      })
      .toBeGreaterThan(1);

    const before = await coaching.locator('p').first().textContent();
    await page.getByRole('button', { name: 'Novas Orientações' }).click();
    await page.getByRole('button', { name: 'Novas Orientações' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Novas Orientações' }).isEnabled()).toBe(true);
    expect(await coaching.getByRole('button', { name: 'Reproduzir' }).count()).toBe(0);
    expect(typeof before).toBe('string');
  });

  it('the tabs move with the arrow keys; Insights da Alma asks for a text, then for consent, then analyses', async () => {
    await tab(page, 'Mentoria').focus();
    await page.keyboard.press('ArrowRight');
    expect(await tab(page, 'Insights').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    expect(await tab(page, 'Conversa').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await tab(page, 'Mentoria').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    expect(await tab(page, 'Insights').getAttribute('aria-selected')).toBe('true');

    await page.getByRole('heading', { name: 'Insights da Alma - Dia 1' }).waitFor();
    await page.getByRole('button', { name: 'Analisar Reflexão' }).click();
    await page
      .getByText('Que tal compartilhar seus pensamentos primeiro? Estou aqui para compreender você melhor!')
      .waitFor();
    await page
      .getByLabel('O que está no seu coração hoje?')
      .fill('Hoje percebi que pego o celular quando fico ansiosa no trabalho.');
    await page.getByRole('button', { name: 'Analisar Reflexão' }).click();
    // The text goes to the mentor only with the consent 'ai_reflections': asked here when missing.
    const allow = page.getByRole('button', { name: 'Autorizar e analisar' });
    const result = page.getByRole('heading', { name: 'O que percebi' });
    await allow.or(result).waitFor();
    if (await allow.isVisible()) await allow.click();
    await result.waitFor();
    await page.getByRole('heading', { name: 'Perguntas para aprofundar' }).waitFor();
    await checkScreen(page, 'insights');
    await page.getByRole('button', { name: 'Salvar Análise' }).click();
    await page.getByRole('button', { name: 'Análise salva' }).waitFor();
    await page.getByRole('button', { name: 'Nova Reflexão' }).click();
    expect(await page.getByLabel('O que está no seu coração hoje?').inputValue()).toBe('');
    expect(await page.getByRole('heading', { name: 'O que percebi' }).count()).toBe(0);
  });

  it('Equilíbrio Interior analyses the spec defaults on open; a moved slider offers a new analysis', async () => {
    await tab(page, 'Bem-estar').click();
    await page.getByRole('heading', { name: 'Equilíbrio Interior - Dia 1' }).waitFor();
    const defaults: [string, string][] = [
      ['Tempo de tela (horas)', '4'],
      ['Qualidade do sono', '7'],
      ['Nível de estresse', '5'],
      ['Nível de foco', '6'],
      ['Interação social', '6'],
      ['Atividade física', '5'],
      ['Humor', '7'],
    ];
    for (const [label, value] of defaults) {
      expect(await page.getByRole('slider', { name: label }).inputValue(), label).toBe(value);
    }
    await page.getByText('Pontuação geral').waitFor();
    expect(await page.getByRole('button', { name: 'Analisar Bem-estar' }).count()).toBe(0);
    const first = await page.getByText(/^\d+ de 100$/).textContent();

    const screen = page.getByRole('slider', { name: 'Tempo de tela (horas)' });
    await screen.focus();
    for (let step = 0; step < 16; step++) await page.keyboard.press('ArrowRight');
    expect(await screen.inputValue()).toBe('12');
    await page.getByRole('slider', { name: 'Nível de estresse' }).fill('10');
    await page.getByRole('button', { name: 'Analisar Bem-estar' }).click();
    await page.getByRole('button', { name: 'Analisar Bem-estar' }).waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByText(/^\d+ de 100$/).textContent(), { timeout: 10_000 })
      .not.toBe(first);
    await checkScreen(page, 'bem-estar');
  });

  it('the chat: Shift+Enter adds a line, Enter sends, a placeholder waits for the mentor', async () => {
    await tab(page, 'Conversa').click();
    const box = page.getByLabel('Sua mensagem');
    await box.waitFor();
    await box.fill('Estou com vontade de abrir as redes sociais');
    await box.press('Shift+Enter');
    await box.pressSequentially('o tempo todo.');
    expect(await box.inputValue()).toBe('Estou com vontade de abrir as redes sociais\no tempo todo.');
    const log = page.getByRole('log', { name: 'Conversa com o mentor' });
    expect(await log.locator('li').count()).toBe(1);

    const release = await holdOnce(page, '**/api/ai/chat');
    await box.press('Enter');
    await log.getByText('O mentor está escrevendo...').first().waitFor();
    expect(await box.inputValue()).toBe('');
    release();
    await log.getByText('O mentor está escrevendo...').first().waitFor({ state: 'hidden', timeout: 15_000 });
    expect(await log.locator('li').count()).toBe(3);
    const reply = (await log.locator('li').nth(2).textContent()) ?? '';
    expect(reply.length).toBeGreaterThan(40);
    expect(reply).not.toContain('Ops! Algo não saiu como esperado...');

    // Blank messages are ignored.
    await box.fill('   ');
    await box.press('Enter');
    expect(await log.locator('li').count()).toBe(3);
    await checkScreen(page, 'conversa');
  });

  it('a failed chat answer says so; a failed connection test shows the unavailable card', async () => {
    await page.route('**/api/ai/chat', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Você usou todas as orientações de hoje. Volte amanhã.' }),
      }),
    );
    await page.getByLabel('Sua mensagem').fill('Mais uma pergunta');
    await page.getByLabel('Sua mensagem').press('Enter');
    await page
      .getByText('Ops! Algo não saiu como esperado... Você usou todas as orientações de hoje. Volte amanhã.')
      .waitFor();
    await page.unroute('**/api/ai/chat');

    await page.route('**/api/ai/test', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Falha ao testar conexão com OpenAI' }),
      }),
    );
    await page.reload();
    await tab(page, 'Conversa').click();
    await page.getByText('Mentor indisponível no momento').waitFor({ timeout: 20_000 });
    await checkScreen(page, 'chat-indisponivel');
    await page.unroute('**/api/ai/test');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByLabel('Sua mensagem').waitFor();
  });

  it("'Áudio Personalizado' generates a session that plays", async () => {
    await page.getByRole('button', { name: 'Gerar Áudio Personalizado' }).click();
    await page.getByText('Seu áudio está pronto').waitFor({ timeout: 20_000 });
    const card = page.getByRole('region', { name: 'Áudio Personalizado' });
    await expect
      .poll(() => card.locator('audio').evaluate((audio: HTMLAudioElement) => audio.duration), {
        timeout: 10_000,
      })
      .toBeGreaterThan(1);
    await checkScreen(page, 'audio');
  });

  it('shows the same day as /daily-challenge: the same tasks, reflection and progress figure', async () => {
    const tasks = page.getByRole('region', { name: 'Desafios do Dia' }).getByRole('checkbox');
    await tasks.first().waitFor();
    expect(await tasks.count()).toBe(5);
    await tasks.nth(0).click();
    await page.getByText('1 de 5 concluídos').waitFor();
    await page.getByLabel('Sua reflexão sobre o dia').fill('Hoje respirei antes de pegar o celular.');
    await page.getByText('Reflexão salva').waitFor({ timeout: 10_000 });
    // The one rule: over 20 characters, all tasks, audio, then the questionnaire.
    await page.getByText('Para concluir o dia, falta pouco:').waitFor();
    const onDetoxDay = await dayState(page);

    await page.goto(`${baseURL}/daily-challenge?day=1`);
    await page.getByRole('heading', { name: 'Desafios do Dia' }).waitFor();
    await page.getByText('1 de 5 concluídos').waitFor();
    expect(await dayState(page)).toEqual(onDetoxDay);
    expect(onDetoxDay.tasks).toEqual([true, false, false, false, false]);
    expect(onDetoxDay.reflection).toBe('Hoje respirei antes de pegar o celular.');
    expect(Number(onDetoxDay.progress)).toBeGreaterThan(0);
  });

  it('the meditation heard on another device shows as heard, with the share the log keeps', async () => {
    // The other device: the API, as its player reports.
    await write('progress/audio', { dayNumber: 1, audioPlayed: true, listenedFraction: 0.6 });
    for (const path of ['/detox-day', '/daily-challenge?day=1']) {
      await page.goto(`${baseURL}${path}`);
      const meditation = page.getByRole('region', { name: 'Meditação Guiada' });
      const box = meditation.getByRole('checkbox', { name: 'Ouvi a meditação de hoje' });
      await expect.poll(() => box.isChecked(), { timeout: 15_000 }).toBe(true);
      expect(await box.isDisabled()).toBe(true);
      await meditation.getByText('Você ouviu 60% do áudio. Meditação registrada como ouvida.').waitFor();
      expect(await meditation.getByText(/Você ouviu 0%/).count()).toBe(0);
    }
    await page.getByText('Tarefas concluídas: 1/5').waitFor();
  });

  it("completing from /detox-day is the one flow: questionnaire, then 'Concluir Dia 1', then the celebration", async () => {
    for (const task of [2, 3, 4, 5]) {
      await write('progress/task', { dayNumber: 1, taskId: `day1-${String(task)}`, completed: true });
    }
    await write('me/consents/questionnaire_answers', { granted: true }, 'PUT');
    await page.goto(`${baseURL}/detox-day`);
    await page.getByText('5 de 5 concluídos').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: /^Concluir Dia/ }).count()).toBe(0);
    await checkScreen(page, 'programa-pronto');
    await answerQuestionnaire(page);
    await page.getByRole('button', { name: 'Concluir Dia 1' }).click();
    const celebration = page.getByRole('dialog', { name: 'Parabéns! Você concluiu o Dia 1' });
    await celebration.waitFor();
    await celebration.getByRole('button', { name: 'Fechar' }).first().click();
    // The screen stays on the day just completed (the programme moved on to day 2).
    await page.getByText('Dia concluído! Parabéns!').waitFor();
    await page.getByText('Dia 1 de 21').waitFor();
    const day = (await (await apiGet(baseURL, token, '/api/progress/day/1')).json()) as {
      completed: boolean;
      questionnaireAnswered: boolean;
    };
    expect(day).toMatchObject({ completed: true, questionnaireAnswered: true });
    expect(await dayProgress(page).getAttribute('aria-valuenow')).toBe('100');
  });
});
