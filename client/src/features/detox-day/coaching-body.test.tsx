import type { CoachingResponse } from '@detox/server/contracts/ai';
import { careCoaching } from '@detox/providers/ai/safety/care';
import { describe, expect, it } from 'vitest';
import { renderMarkupWithStore, visibleText } from '../../testing/render-markup.tsx';
import { CoachingBody } from './coaching-card.tsx';

const coaching = (safety: 'normal' | 'crisis'): CoachingResponse => ({
  ...careCoaching('Ana', 2),
  ...(safety === 'normal' && { analysis: 'Você está indo bem no dia 2.' }),
  dayNumber: 2,
  completedTasksCount: 0,
  totalTasksCount: 5,
  completionPercentage: 0,
  isFromCache: false,
  cacheTimestamp: '2026-11-25T12:00:00.000Z',
  source: { provider: 'fake', model: 'fake-mentor', promptVersion: 'v1', safety },
});

describe('the coaching card', () => {
  it("shows the care card above a crisis answer (safety 'crisis')", () => {
    const markup = renderMarkupWithStore(<CoachingBody coaching={coaching('crisis')} dayNumber={2} />);
    expect(markup).toMatch(/<h4 [^>]*>Você não está sozinho\(a\)<\/h4>/);
    expect(markup).toContain('href="tel:188"');
    expect(markup.indexOf('Você não está sozinho(a)')).toBeLessThan(markup.indexOf('Como você está'));
  });

  it("shows no card for an ordinary answer (safety 'normal')", () => {
    const markup = renderMarkupWithStore(<CoachingBody coaching={coaching('normal')} dayNumber={2} />);
    expect(visibleText(markup)).toContain('Você está indo bem no dia 2.');
    expect(markup).not.toContain('tel:188');
  });
});
