import { describe, expect, it, vi } from 'vitest';
import { dayProgress } from '../../testing/day-progress.ts';
import { renderMarkupWithStore, visibleText } from '../../testing/render-markup.tsx';
import { programmeWeek, weekOfDay } from './day-content.ts';
import { DayPartsSection } from './day-parts-section.tsx';
import { DayProgramme } from './day-programme.tsx';

// The recipe "Add a new kind of day task" (docs/architecture.md), on the screen: the test registry
// (fixtures/src/testing/day-parts.ts) in place of the product's. The parts come from the day's answer.
vi.mock('@detox/fixtures/day-parts', () => import('@detox/fixtures/testing/day-parts'));

const withParts = dayProgress({
  dayNumber: 1,
  parts: [
    { id: 'respiracao', label: 'Respiração guiada', value: true, done: true, required: true },
    { id: 'gratidao', label: 'Diário de gratidão', value: 'O café com calma.', done: true, required: false },
  ],
});

describe('the day parts section', () => {
  it('answers each registered part as its input says, with the count', () => {
    const markup = renderMarkupWithStore(<DayPartsSection day={withParts} />);
    const text = visibleText(markup);
    expect(text).toContain('Mais para hoje');
    expect(text).toContain('2 de 2 feitas');
    expect(markup).toMatch(/<input type="checkbox"[^>]*checked=""[^>]*\/><span>Respiração guiada<\/span>/);
    expect(text).toContain('Diário de gratidão (opcional)');
    expect(markup).toMatch(/<textarea[^>]*maxLength="500"[^>]*>O café com calma.<\/textarea>/);
  });

  it('is not there on a day without parts, the only kind of day today', () => {
    expect(renderMarkupWithStore(<DayPartsSection day={dayProgress()} />)).toBe('');
  });

  it('sits in the day programme, after the reflection', async () => {
    await programmeWeek(weekOfDay(withParts.dayNumber));
    const text = visibleText(renderMarkupWithStore(<DayProgramme day={withParts} />));
    expect(text.indexOf('Reflexão Pessoal')).toBeGreaterThan(-1);
    expect(text.indexOf('Mais para hoje')).toBeGreaterThan(text.indexOf('Reflexão Pessoal'));
  });
});
