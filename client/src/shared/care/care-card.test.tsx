import { describe, expect, it, vi } from 'vitest';
import { renderMarkup, visibleText } from '../../testing/render-markup.tsx';
import { CareCard } from './care-card.tsx';
import { focusCareCard, isCheckInAnswer, isCrisisAnswer, storedAnswerIsCrisis } from './care-rules.ts';
import { careStrings } from './care-strings.ts';

const source = (safety: 'normal' | 'crisis' | 'check-in') => ({
  source: { provider: 'fake' as const, model: 'fake-mentor', promptVersion: 'v1', safety },
});

describe('CareCard', () => {
  const markup = renderMarkup(<CareCard />);
  const text = visibleText(markup);

  it('is a region named by its heading, focusable from script', () => {
    const section = /<section([^>]*)>/.exec(markup)?.[1] ?? '';
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(section)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(section).toContain('tabindex="-1"');
    expect(markup).toMatch(new RegExp(`<h3 id="${labelledBy ?? ''}"[^>]*>Você não está sozinho\\(a\\)</h3>`));
  });

  it('follows the heading level of the surface it is in', () => {
    expect(renderMarkup(<CareCard headingLevel={4} />)).toMatch(/<h4 [^>]*>Você não está sozinho\(a\)<\/h4>/);
  });

  it('says, with "você", that they are not alone and where to find help now', () => {
    for (const words of [
      'Você não está sozinho(a)',
      'Você não precisa passar por isso sem apoio',
      'Ligar para o CVV: 188',
      'Gratuito, 24 horas',
      'chat do CVV (cvv.org.br)',
      'Ligar para o SAMU: 192',
      'Emergência: 190',
      'UPA',
      'CAPS (Centro de Atenção Psicossocial) da sua cidade',
      'Se a preocupação é com outra pessoa',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('links: tel:188, the CVV chat in a new tab (rel noopener, announced), tel:192 and tel:190', () => {
    const links = [...markup.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)].map(
      ([, attributes = '', body = '']) => ({
        attributes,
        text: visibleText(body),
      }),
    );
    expect(links.map((link) => /href="([^"]+)"/.exec(link.attributes)?.[1])).toEqual([
      'tel:188',
      'https://cvv.org.br',
      'tel:192',
      'tel:190',
    ]);
    const chat = links[1];
    expect(chat?.attributes).toContain('target="_blank"');
    expect(chat?.attributes).toMatch(/rel="[^"]*\bnoopener\b/);
    expect(chat?.text).toBe(`${careStrings.cvvChat}${careStrings.newTab}`);
  });

  it('takes the focus when it appears, without a jump, and comes into view', () => {
    const element = { focus: vi.fn(), scrollIntoView: vi.fn() };
    focusCareCard(element);
    expect(element.focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(element.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    expect(() => {
      focusCareCard(null);
    }).not.toThrow();
  });
});

describe('crisis answers', () => {
  it("an answer is a crisis answer only when its source's safety says so", () => {
    expect(isCrisisAnswer(source('crisis'))).toBe(true);
    expect(isCrisisAnswer(source('normal'))).toBe(false);
    expect(isCrisisAnswer(undefined)).toBe(false);
    expect(isCrisisAnswer(source('check-in'))).toBe(false);
  });

  it("an answer is a check-in (issue 31) only when its source's safety says so: never a card by itself", () => {
    expect(isCheckInAnswer(source('check-in'))).toBe(true);
    expect(isCheckInAnswer(source('crisis'))).toBe(false);
    expect(isCheckInAnswer(source('normal'))).toBe(false);
    expect(isCheckInAnswer(undefined)).toBe(false);
  });

  it('a saved copy of an answer keeps its source', () => {
    expect(storedAnswerIsCrisis({ guidance: 'x', ...source('crisis') })).toBe(true);
    expect(storedAnswerIsCrisis({ guidance: 'x', ...source('normal') })).toBe(false);
    expect(storedAnswerIsCrisis({ source: 'crisis' })).toBe(false);
    expect(storedAnswerIsCrisis(null)).toBe(false);
  });
});
