import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { addToFailure } from '../server/src/testing/failure-note.ts';
import { axeViolations, holdOnce, launchBrowser, phone, smallTargets } from './browser.ts';
import {
  apiWrite,
  answerQuestionnaire,
  apiGet,
  apiSignIn,
  dayState,
  finishListeningPastHalf,
  listenedPercent,
  listenPastHalf,
  purchase,
  signIn,
  startListening,
  tickAllTasks,
  writeReflection,
} from './journey-steps.ts';

const baseURL = inject('baseURL');
const webhookToken = inject('webhookToken');
/** The e2e server trusts X-Forwarded-For: this file's own client address keeps its sign-ins off others' limits. */
const clientIp = '198.18.5.21';

/** Accessibility and tap-target checks of the screen as it is now, with a screenshot to look at. */
async function checkScreen(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page), name).toEqual([]);
  expect(await smallTargets(page), name).toEqual([]);
  await page.screenshot({ path: `test-results/journey-${name}.png`, fullPage: true });
}

/**
 * The days whose meditation is heard in this browser (at 16×, every second of it played): the first, the weekly
 * challenges' and the last. On the other days it was heard on another device (the phone at bedtime, say), reported
 * through the API before the day opens: the screen shows it as heard. Listening in the page costs about 12 s a
 * day; the other 16 days would add some 200 s to `npm test` (issue 20 item 6) to test the same player again.
 */
const listenedHere = new Set([1, 7, 14, 21]);

/** The meditation heard past half on another device, as the phone's player reports it. */
async function listenedElsewhere(page: Page, day: number): Promise<void> {
  const token = (await page.evaluate(() => localStorage.getItem('auth_token'))) ?? '';
  await apiWrite(baseURL, { token, clientIp }, 'progress/audio', {
    dayNumber: day,
    audioPlayed: true,
    listenedFraction: 0.55,
  });
}

/**
 * The page's progress calls as they went, for a failure's message: when a tick does not show, which reads and writes
 * of the day were out and what each answered (its ticks and the day's `updatedAt`).
 */
function recordProgressCalls(page: Page): string[] {
  const calls: string[] = [];
  const started = Date.now();
  const at = () => `${((Date.now() - started) / 1000).toFixed(2)} s`;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/progress'))
      calls.push(`${at()} -> ${request.method()} ${path} ${request.postData() ?? ''}`);
  });
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/api/progress')) return;
    response
      .json()
      .then((body: { data?: { day?: DayLike } & DayLike }) => {
        const day = body.data?.day ?? body.data;
        const ticks = day?.tasks?.map((task) => (task.completed ? 'x' : '.')).join('') ?? '';
        calls.push(`${at()} <- ${String(response.status())} ${path} ${ticks} ${day?.updatedAt ?? ''}`);
      })
      .catch(() => calls.push(`${at()} <- ${String(response.status())} ${path}`));
  });
  return calls;
}

interface DayLike {
  tasks?: { completed: boolean }[];
  updatedAt?: string | null;
}

/** Everything of one day in the UI, from its screen to the celebration. */
async function completeDay(page: Page, day: number): Promise<void> {
  await page.getByText(`Dia ${day} de 21`).waitFor();
  const meditation = page.getByLabel('Ouvi a meditação de hoje');
  if (listenedHere.has(day)) {
    // The meditation plays while the tasks are ticked and the reflection written.
    await startListening(page);
    await tickAllTasks(page);
    await writeReflection(page, day);
    await finishListeningPastHalf(page);
    await meditation.check();
  } else {
    await tickAllTasks(page);
    await writeReflection(page, day);
  }
  await expect.poll(() => meditation.isChecked(), { timeout: 10_000 }).toBe(true);
  await answerQuestionnaire(page);
  await page.getByRole('button', { name: `Concluir Dia ${day}` }).click();
  await page.getByRole('dialog').waitFor();
}

describe("a subscriber's 21 days", () => {
  const email = `jornada-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let progressCalls: string[] = [];

  beforeAll(async () => {
    await purchase(baseURL, webhookToken, email, 'Marina Alves');
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: phone });
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': clientIp });
    page = await context.newPage();
    progressCalls = recordProgressCalls(page);
  });
  afterEach(({ task }) => {
    if (task.result?.state === 'fail')
      addToFailure(task, `progress calls, the last 40:\n${progressCalls.slice(-40).join('\n')}`);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a visitor at /app sees the landing view and signs in with the emailed code', async () => {
    await page.goto(`${baseURL}/app`);
    await page.getByRole('heading', { name: 'Sua jornada de 21 dias continua aqui' }).waitFor();
    await checkScreen(page, 'landing');
    await page.getByRole('link', { name: 'Entrar' }).click();
    await page.waitForURL(`${baseURL}/login`);
    // The shell says it is preparing the journey while the first progress load is on its way.
    const release = await holdOnce(page, '**/api/progress');
    await signIn(page, baseURL, email);
    await page.getByText('Preparando sua jornada de transformação...').first().waitFor();
    release();
    await page.getByRole('heading', { name: 'Sua Jornada de Detox Digital' }).waitFor();
  });

  it('the dashboard: 0 / 21, the days left, how it works, day 1 open and the rest locked', async () => {
    await page.getByText('21 dias restantes para completar sua jornada').waitFor();
    expect(await page.getByText('0 / 21').count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Como funciona' }).waitFor();
    expect(await page.getByText('Dia Bloqueado').count()).toBe(20);
    // The locked days are compact rows folded under one line (issue 23: the dashboard fits a phone).
    await page.getByText('Ver os próximos 20 dias').click();
    await page.getByText('Complete o Dia 1', { exact: true }).waitFor();
    await page.getByText('Complete o Dia 20', { exact: true }).waitFor();
    await page.getByText('O desafio da semana 1 é liberado no Dia 7.').waitFor();
    expect(await page.getByRole('link', { name: 'Conclusão' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Dia 2:/ }).count()).toBe(0);
    await checkScreen(page, 'dashboard-start');
  });

  it('the day screen states: unknown day, locked day, load error and retry', async () => {
    await page.goto(`${baseURL}/daily-challenge?day=abc`);
    await page.getByRole('heading', { name: 'Dia não encontrado' }).waitFor();
    await page.getByRole('link', { name: 'Voltar' }).waitFor();

    await page.goto(`${baseURL}/daily-challenge?day=3`);
    await page.getByRole('heading', { name: 'Dia Bloqueado' }).waitFor();
    await page.getByText('Complete o Dia 2').waitFor();

    await page.route('**/api/progress/day/1', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Não encontrado"}' }),
    );
    await page.goto(`${baseURL}/daily-challenge?day=1`);
    await page.getByRole('heading', { name: 'Erro ao carregar progresso' }).waitFor();
    await checkScreen(page, 'day-error');
    await page.unroute('**/api/progress/day/1');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByText('Dia 1 de 21').waitFor();
  });

  it('day 1 in full: guide dialog, the 50 % audio rule, tasks, autosave, questionnaire, a failed completion retried', async () => {
    await page.getByText('Carregando seu progresso...').waitFor({ state: 'hidden' });
    for (const heading of ['Meditação Guiada', 'Desafios do Dia', 'Reflexão Pessoal']) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }

    // The guide of a task, from the content fixtures, in a dialog that the keyboard closes.
    await page
      .getByRole('button', { name: /^Como fazer: / })
      .first()
      .click();
    const guide = page.getByRole('dialog', { name: 'Como Fazer Esta Tarefa' });
    await guide.getByRole('heading', { name: 'Passo a passo' }).waitFor();
    expect(await guide.locator('ol li').count()).toBe(6);
    await checkScreen(page, 'task-guide');
    await page.keyboard.press('Escape');
    await guide.waitFor({ state: 'hidden' });

    // Not listened yet: the checkbox refuses with the spec's notice. Seeking ahead does not count as listening.
    await page.getByLabel('Ouvi a meditação de hoje').click();
    await page
      .getByText('É necessário ouvir pelo menos 50% do áudio antes de marcar como concluído.')
      .waitFor();
    expect(await page.getByLabel('Ouvi a meditação de hoje').isChecked()).toBe(false);
    await page.getByRole('slider', { name: 'Posição do áudio' }).waitFor();
    // The first request of a day's audio has the TTS provider generate it.
    await expect
      .poll(() => page.getByRole('slider', { name: 'Posição do áudio' }).isEnabled(), { timeout: 60_000 })
      .toBe(true);
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Avançar 10 segundos' }).click();
    expect(await listenedPercent(page)).toBe(0);
    await page.getByRole('button', { name: 'Recomeçar do início' }).click();
    await listenPastHalf(page);
    expect(await listenedPercent(page)).toBeGreaterThanOrEqual(51);
    await page.getByLabel('Ouvi a meditação de hoje').check();

    // The not-ready checklist follows what is done.
    await page.getByText('Para concluir o dia, falta pouco:').waitFor();
    await page.getByText('Tarefas concluídas: 0/5').waitFor();
    await tickAllTasks(page);
    await page.getByText('Tarefas concluídas: 5/5').waitFor();

    const reflection = page.getByLabel('Sua reflexão sobre o dia');
    await reflection.fill('Curta demais');
    await page.getByText('12 de 5.000 caracteres').waitFor();
    await writeReflection(page, 1);

    // /detox-day is the same day: the same ticks, reflection and progress figure, and the same next step.
    const onProgramme = await dayState(page);
    await page.goto(`${baseURL}/detox-day`);
    await page.getByRole('button', { name: 'Atualizar Conteúdo' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Responder Questionário' }).waitFor();
    expect(await dayState(page)).toEqual(onProgramme);
    await page.goto(`${baseURL}/daily-challenge?day=1`);

    // The questionnaire: one question at a time, next only after a pick, back keeps the answer.
    await page.getByRole('button', { name: 'Responder Questionário' }).click();
    const dialog = page.getByRole('dialog');
    // The answers are sensitive data: the first time, the dialog asks for consent before the questions.
    await dialog.getByRole('heading', { name: 'Antes de começar' }).waitFor();
    await checkScreen(page, 'questionnaire-consent');
    await dialog.getByRole('button', { name: 'Autorizar e continuar' }).click();
    await dialog.getByText('Pergunta 1 de 5').waitFor();
    const next = dialog.getByRole('button', { name: 'Próxima' });
    expect(await next.isDisabled()).toBe(true);
    // Single choice: a second pick replaces the first.
    await dialog.locator('fieldset label').nth(1).click();
    await dialog.locator('fieldset label').nth(3).click();
    expect(await dialog.getByRole('radio', { checked: true }).count()).toBe(1);
    await next.click();
    await dialog.getByText('Pergunta 2 de 5').waitFor();
    // Back keeps the answer given.
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    expect(await dialog.getByRole('radio', { checked: true }).count()).toBe(1);
    await next.click();
    // By keyboard: Space picks the focused option, Tab reaches 'Próxima', Enter goes on.
    await dialog.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await dialog.getByText('Pergunta 3 de 5').waitFor();
    await dialog.locator('fieldset label').first().click();
    await next.click();
    await dialog.getByText('Pergunta 4 de 5').waitFor();
    await dialog.locator('fieldset label').first().click();
    await next.click();
    // Multiple choice: picks toggle, and the last question offers 'Finalizar'.
    await dialog.getByText('Pergunta 5 de 5').waitFor();
    await dialog.locator('fieldset label').nth(0).click();
    await dialog.locator('fieldset label').nth(1).click();
    await dialog.locator('fieldset label').nth(0).click();
    expect(await dialog.getByRole('checkbox', { checked: true }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Finalizar' }).waitFor();
    await checkScreen(page, 'questionnaire');
    await dialog.getByRole('button', { name: 'Finalizar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A failed completion shows the spec's alert; trying again completes the day.
    await page.route('**/api/progress/complete-day', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Indisponível"}' }),
    );
    await page.getByRole('button', { name: 'Concluir Dia 1' }).click();
    await page.getByText('Erro ao completar o dia. Tente novamente.').waitFor();
    await page.unroute('**/api/progress/complete-day');
    await page.getByRole('button', { name: 'Concluir Dia 1' }).click();
    const celebration = page.getByRole('dialog', { name: 'Parabéns! Você concluiu o Dia 1' });
    await celebration.waitFor();
    await checkScreen(page, 'celebration');
    await celebration.getByRole('button', { name: 'Fechar' }).last().click();
    await page.getByText('Dia concluído! Parabéns!').waitFor();
    expect(
      await page.getByRole('region', { name: 'Desafios do Dia' }).getByRole('checkbox').first().isDisabled(),
    ).toBe(true);
    await page.getByRole('link', { name: 'Ir para o Dashboard' }).click();
    await page.getByText('20 dias restantes para completar sua jornada').waitFor();
  });

  it('days 2 to 21, meeting the weekly challenges on days 7, 14 and 21', async () => {
    for (let day = 2; day <= 21; day++) {
      if (!listenedHere.has(day)) await listenedElsewhere(page, day);
      await page.getByRole('link', { name: `Ir para o Dia ${day}` }).click();
      await completeDay(page, day);
      const celebration = page.getByRole('dialog');
      if (day < 21) {
        await celebration.getByRole('heading', { name: `Parabéns! Você concluiu o Dia ${day}` }).waitFor();
        await celebration.getByRole('button', { name: 'Ir para o Dashboard' }).click();
        await page.getByRole('heading', { name: 'Sua Jornada de Detox Digital' }).waitFor();
      }
      if (day === 6 || day === 13 || day === 20) {
        const week = (day + 1) / 7;
        await page.getByRole('button', { name: `Gerar desafio da semana ${week}` }).click();
        const challenge = page.getByRole('listitem').filter({ hasText: `Desafio da Semana ${week}` });
        await challenge.getByText('Ver as 7 tarefas').click();
        // click(), then the count: check() insists the box is ticked the very moment after the click.
        await challenge.getByRole('checkbox').first().click();
        await challenge.getByText('1 de 7').waitFor();
        expect(await challenge.getByRole('checkbox').first().isChecked()).toBe(true);
        if (week === 1) await checkScreen(page, 'weekly-challenge');
      }
    }
    await page.getByRole('heading', { name: 'Você concluiu os 21 dias!' }).waitFor();
  }, 600_000);

  it('the completion screen, the dashboard at 100 % and a restart that signs out', async () => {
    await page.getByRole('button', { name: 'Ver minhas conquistas' }).click();
    await page.getByRole('heading', { name: 'Parabéns, Marina Alves!' }).waitFor();
    await page.getByText('Jornada concluída!').waitFor();
    await page.getByText('dias de transformação').waitFor();
    await page.getByRole('heading', { name: 'Suas conquistas' }).waitFor();
    await page.getByText('Detox semanal').waitFor();
    await checkScreen(page, 'completion');

    await page.getByRole('link', { name: 'Ver Dashboard' }).click();
    await page.getByText('Parabéns! Jornada completa!').waitFor();
    expect(await page.getByText('21 / 21').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Conclusão' }).click();
    await page.getByRole('heading', { name: 'Parabéns, Marina Alves!' }).waitFor();

    await page.getByRole('button', { name: 'Reiniciar Jornada' }).click();
    await page.getByRole('dialog', { name: 'Reiniciar a jornada?' }).waitFor();
    await page.getByRole('button', { name: 'Sim, reiniciar' }).click();
    await page.getByRole('heading', { name: 'Sua jornada de 21 dias continua aqui' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    // The journey starts again from day 1 at the next sign-in.
    const token = await apiSignIn(baseURL, email, clientIp);
    const progress = (await (await apiGet(baseURL, token, '/api/progress')).json()) as unknown;
    expect(progress).toMatchObject({ daysCompleted: 0, currentDay: 1, isCompleted: false });
  });
});
