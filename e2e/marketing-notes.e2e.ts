import {
  marketingNotes,
  marketingStatistics,
  resultsTimeline,
  salesArticle,
  trustBadges,
} from '@detox/fixtures/marketing';
import { needLevels, personas, quizQuestions } from '@detox/fixtures/quiz';
import { UPSELL_PATH } from '@detox/server/contracts/sales-pages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, desktop, launchBrowser, phone } from './browser.ts';
import { figurePatterns, figuresIn, testimonialsIn } from './marketing-figures.ts';

const baseURL = inject('baseURL');
const { figures, testimonials } = marketingNotes;

/** Every page a visitor can reach without signing in that may carry marketing copy. */
const publicRoutes = ['/', '/lp', '/landing', '/vsl', '/quiz', UPSELL_PATH, '/login'];

/** All text of the page, closed <details> and hidden parts included (scripts and styles left out). */
function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('script, style, noscript, template'))
        parts.push(node.textContent ?? '');
    }
    return parts.join(' ').replace(/\s+/g, ' ');
  });
}

/** The notes a page owes: the figures note where a results claim shows, the testimonials note where one does. */
async function expectNotes(page: Page, where: string): Promise<void> {
  const text = await pageText(page);
  const shownFigures = figuresIn(text);
  const videosWithFigures = await page.locator('[data-video][data-shows-figures]').count();
  if (shownFigures.length > 0 || videosWithFigures > 0) {
    expect(text, `${where} mostra ${shownFigures.join(', ') || 'um vídeo com números'}`).toContain(
      figures.text,
    );
    const note = page.locator(`#${figures.anchorId}`);
    expect(await note.isVisible(), `${where}: nota visível`).toBe(true);
    expect(await note.textContent()).toContain(figures.text);
  }
  // A pointer to the note never leads nowhere.
  if ((await page.locator(`a[href="#${figures.anchorId}"]`).count()) > 0) {
    expect(await page.locator(`#${figures.anchorId}`).count(), `${where}: alvo do link`).toBe(1);
  }
  const shownTestimonials = testimonialsIn(text);
  if (shownTestimonials.length > 0) {
    expect(text, `${where} mostra ${shownTestimonials.join(', ')}`).toContain(testimonials.text);
    expect(await page.getByText(testimonials.text).isVisible()).toBe(true);
    const labelled = text.split('Depoimento ilustrativo').length - 1;
    expect(labelled, `${where}: cada depoimento com a sua etiqueta`).toBeGreaterThanOrEqual(
      shownTestimonials.length,
    );
  }
}

describe('marketing figures and testimonials carry their notes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('recognises every figure the fixtures put on the pages', () => {
    for (const shown of [...marketingStatistics, ...resultsTimeline]) {
      expect(figuresIn(`${shown.value} ${shown.label}`), shown.value).not.toEqual([]);
    }
    expect(trustBadges.some((badge) => figuresIn(badge).length > 0)).toBe(true);
    const participants = salesArticle.sections.map((section) => section.paragraphs.join(' ')).join(' ');
    expect(figuresIn(participants).sort()).toEqual(
      figurePatterns()
        .map(({ claim }) => claim)
        .filter((claim) => claim !== 'resultsWithinDays')
        .sort(),
    );
  });

  for (const route of publicRoutes) {
    it(`${route}: the notes are on the page, readable at 360 px and on desktop`, async () => {
      const page = await browser.newPage({ viewport: phone });
      await page.goto(`${baseURL}${route}`, { waitUntil: 'load' });
      await page.locator('main').first().waitFor();
      for (const viewport of [phone, desktop]) {
        await page.setViewportSize(viewport);
        await expectNotes(page, `${route} ${viewport.width}px`);
      }
      await page.close();
    });
  }

  it('the check fails on a page whose notes are taken away', async () => {
    const page = await browser.newPage({ viewport: phone });
    await page.goto(`${baseURL}/vsl`, { waitUntil: 'load' });
    await page.getByText(testimonials.text).evaluate((note) => {
      note.remove();
    });
    await expect(expectNotes(page, '/vsl sem nota dos depoimentos')).rejects.toThrow(/camila/);
    await page.reload();
    await page.locator(`#${figures.anchorId}`).evaluate((note) => {
      note.remove();
    });
    await expect(expectNotes(page, '/vsl sem nota dos números')).rejects.toThrow(/anxietyReductionPercent/);
    await page.close();
  });

  it('the quiz result shows no figure without its note (every persona and need level)', async () => {
    const copy = [...personas, ...needLevels].map((entry) => JSON.stringify(entry)).join(' ');
    expect(figuresIn(copy)).toEqual([]);
    const page = await browser.newPage({ viewport: phone, isMobile: true, hasTouch: true });
    await page.goto(`${baseURL}/quiz`);
    for (const question of quizQuestions) {
      const option = question.options[0]?.id ?? '';
      await page.locator(`[data-question="${question.id}"]:not([hidden]) [data-option="${option}"]`).click();
    }
    await page.locator('[data-quiz-result]:not([hidden])').waitFor();
    await expectNotes(page, '/quiz resultado');
    await page.close();
  });

  for (const [route, name] of [
    ['/vsl', 'video-page'],
    [UPSELL_PATH, 'upsell'],
    ['/', 'sales'],
  ] as const) {
    it(`${route}: axe clean with the notes; screenshots at 360×740 and 1280×800`, async () => {
      for (const [size, viewport] of [
        ['phone', phone],
        ['desktop', desktop],
      ] as const) {
        const page = await browser.newPage({ viewport });
        await page.goto(`${baseURL}${route}`, { waitUntil: 'networkidle' });
        expect(await axeViolations(page), `${route} ${size}`).toEqual([]);
        await page.screenshot({ path: `test-results/marketing-notes-${name}-${size}.png`, fullPage: true });
        for (const [part, element, above] of [
          ['video', page.locator('[data-video]').first(), 0],
          ['figures', page.locator(`#${figures.anchorId}`), 420],
          ['testimonials', page.getByText(testimonials.text), 320],
          ['pointer', page.getByRole('link', { name: figures.link }).last(), 260],
        ] as const) {
          if ((await element.count()) === 0) continue;
          await element.scrollIntoViewIfNeeded();
          const box = await page.evaluate(
            (target) => {
              const rect = target.getBoundingClientRect();
              return { y: rect.top + window.scrollY, height: rect.height };
            },
            await element.elementHandle(),
          );
          const y = Math.max(0, box.y - above - 16);
          await page.screenshot({
            path: `test-results/marketing-notes-${name}-${part}-${size}.png`,
            fullPage: true,
            clip: { x: 0, y, width: viewport.width, height: box.y + box.height + 16 - y },
          });
        }
        await page.close();
      }
    });
  }
});
