import { salesArticle } from '@detox/fixtures/marketing';
import { needLevelById, personaById, personas, quizQuestions } from '@detox/fixtures/quiz';
import type { PersonaId } from '@detox/fixtures/schema';
import { scoreQuiz } from '@detox/fixtures/quiz-scoring';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, desktop, launchBrowser, phone, smallTargets } from './browser.ts';

const baseURL = inject('baseURL');

/** For each persona, the first single-pick answer set (in option order) that the fixtures' scoring maps to it. */
function answersReaching(persona: PersonaId): string[] {
  const choices = quizQuestions.map((question) => question.options.map((option) => option.id));
  const pick = (index: number, picked: string[]): string[] | undefined => {
    if (index === choices.length) {
      const answers = Object.fromEntries(
        quizQuestions.map((question, i) => [question.id, [picked[i] ?? '']]),
      );
      return scoreQuiz(answers).personaId === persona ? picked : undefined;
    }
    for (const option of choices[index] ?? []) {
      const found = pick(index + 1, [...picked, option]);
      if (found) return found;
    }
    return undefined;
  };
  const found = pick(0, []);
  if (found === undefined) throw new Error(`Nenhuma resposta leva ao perfil ${persona}`);
  return found;
}

const shownQuestion = (page: Page) =>
  page.locator('[data-question]:not([hidden])').getAttribute('data-question');

async function answer(page: Page, optionIds: readonly string[]): Promise<void> {
  for (const [index, optionId] of optionIds.entries()) {
    await expect.poll(() => shownQuestion(page)).toBe(quizQuestions[index]?.id);
    await page.locator(`[data-question]:not([hidden]) [data-option="${optionId}"]`).click();
  }
}

describe('quiz (/quiz)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const persona of personas) {
    it(`reaches the persona ${persona.name} with the fixtures' scoring (3 recommendations at 360 px)`, async () => {
      const answers = answersReaching(persona.id);
      const expected = scoreQuiz(Object.fromEntries(quizQuestions.map((q, i) => [q.id, [answers[i] ?? '']])));
      const page = await browser.newPage({ viewport: phone, isMobile: true, hasTouch: true });
      await page.goto(`${baseURL}/quiz`);
      await answer(page, answers);
      const result = page.locator('[data-quiz-result]');
      await result.waitFor();
      expect(await result.getByRole('heading', { level: 1 }).textContent()).toBe(
        personaById(persona.id).name,
      );
      expect(await result.getAttribute('data-persona')).toBe(persona.id);
      const pill = result.locator('[data-result-need]');
      expect(await pill.textContent()).toBe(needLevelById(expected.needLevel).label);
      expect(await pill.getAttribute('data-pill')).toBe(expected.pillColor);
      expect(await result.locator('[data-result-recommendations] li').allTextContents()).toEqual(
        personaById(persona.id).recommendations.slice(0, 3),
      );
      expect(await result.getByRole('link', { name: salesArticle.ctas.buy }).getAttribute('href')).toBe(
        '/login',
      );
      await page.close();
    });
  }

  it('shows every recommendation from 640 px up, and follows a resize', async () => {
    const answers = answersReaching('foco_roubado');
    const page = await browser.newPage({ viewport: desktop });
    await page.goto(`${baseURL}/quiz`);
    await answer(page, answers);
    const items = page.locator('[data-result-recommendations] li');
    await page.locator('[data-quiz-result]').waitFor();
    expect(await items.count()).toBe(personaById('foco_roubado').recommendations.length);
    await page.setViewportSize({ width: 639, height: 800 });
    await expect.poll(() => items.count()).toBe(3);
    await page.setViewportSize({ width: 640, height: 800 });
    await expect.poll(() => items.count()).toBe(personaById('foco_roubado').recommendations.length);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/quiz-result-desktop.png', fullPage: true });
    await page.close();
  });

  it('advances about 120 ms after a pick with a 180 ms transition; Back is disabled on the first question', async () => {
    const page = await browser.newPage({ viewport: phone });
    await page.goto(`${baseURL}/quiz`);
    const back = page.getByRole('button', { name: 'Voltar' });
    expect(await back.isDisabled()).toBe(true);
    expect(await page.getByText('Pergunta 1 de 6').count()).toBe(1);
    const first = quizQuestions[0];
    const second = quizQuestions[1];
    if (!first || !second) throw new Error('quiz sem perguntas');

    const timing = await page.evaluate(
      ({ optionId, nextId }) =>
        new Promise<number>((resolve) => {
          const next = document.querySelector(`[data-question="${nextId}"]`);
          const started = performance.now();
          new MutationObserver(() => {
            if (next && !next.hasAttribute('hidden')) resolve(performance.now() - started);
          }).observe(next ?? document.body, { attributes: true });
          document.querySelector<HTMLElement>(`[data-option="${optionId}"]`)?.click();
        }),
      { optionId: first.options[1]?.id ?? '', nextId: second.id },
    );
    expect(timing).toBeGreaterThanOrEqual(110);
    expect(timing).toBeLessThan(400);
    expect(
      await page
        .locator(`[data-question="${second.id}"]`)
        .evaluate((element) => getComputedStyle(element).animationDuration),
    ).toBe('0.18s');
    expect(await page.getByText('Pergunta 2 de 6').count()).toBe(1);
    expect(await back.isDisabled()).toBe(false);

    await back.click();
    expect(await shownQuestion(page)).toBe(first.id);
    expect(
      await page.locator(`[data-option="${first.options[1]?.id ?? ''}"]`).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await back.isDisabled()).toBe(true);
    await page.close();
  });

  it('works from the keyboard: Tab to an option, Enter picks it, focus moves to the next question', async () => {
    const page = await browser.newPage({ viewport: phone });
    await page.goto(`${baseURL}/quiz`);
    const firstOption = page.locator('[data-question]:not([hidden]) [data-option]').first();
    for (let tab = 0; tab < 8; tab += 1) {
      await page.keyboard.press('Tab');
      if (await firstOption.evaluate((element) => element === document.activeElement)) break;
    }
    expect(await firstOption.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => shownQuestion(page)).toBe(quizQuestions[1]?.id);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      `pergunta-${quizQuestions[1]?.id ?? ''}`,
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => shownQuestion(page)).toBe(quizQuestions[2]?.id);
    await page.close();
  });

  it('says so when the result cannot be downloaded at the last answer, and shows it on "Tentar novamente"', async () => {
    const page = await browser.newPage({ viewport: phone, isMobile: true, hasTouch: true });
    // The connection drops for the result's code (fetched while answering, then again at the last answer).
    let offline = true;
    await page.route(/\/assets\/quiz-result-[^/]*\.js/, (route) =>
      offline ? route.abort() : route.continue(),
    );
    await page.goto(`${baseURL}/quiz`);
    await answer(page, answersReaching('foco_roubado'));
    const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar o seu resultado' });
    await alert.waitFor();
    const retry = alert.getByRole('button', { name: 'Tentar novamente' });
    expect(await retry.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await page.locator('[data-quiz-result]').isHidden()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);

    offline = false;
    await retry.click();
    const result = page.locator('[data-quiz-result]');
    await result.waitFor();
    expect(await result.getAttribute('data-persona')).toBe('foco_roubado');
    expect(await alert.isHidden()).toBe(true);
    await page.close();
  });

  it('is accessible with large enough targets, question and result, on a phone', async () => {
    const page = await browser.newPage({ viewport: phone, isMobile: true, hasTouch: true });
    await page.goto(`${baseURL}/quiz`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('link', { name: 'Detox Digital 21 Dias' }).getAttribute('href')).toBe('/');
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/quiz-phone.png' });
    await answer(page, answersReaching('sono_fraturado'));
    await page.locator('[data-quiz-result]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/quiz-result-phone.png', fullPage: true });
    await page.getByRole('button', { name: 'Refazer o teste' }).click();
    expect(await shownQuestion(page)).toBe(quizQuestions[0]?.id);
    await page.close();
  });
});
