import type { SavedGuidanceDto } from '@detox/server/contracts/saved-guidance';
import { describe, expect, it } from 'vitest';
import { renderMarkupWithStore, visibleText } from '../../testing/render-markup.tsx';
import { GuidanceItem } from './guidance-item.tsx';

const saved = (safety: 'normal' | 'crisis'): SavedGuidanceDto => ({
  id: '6f1c1d1e-0000-4000-8000-000000000001',
  dayNumber: 2,
  guidanceType: 'reflection_analysis',
  title: 'Insights da Alma - Dia 2',
  content: {
    reflectionText: 'texto',
    guidance: 'Uma orientação.',
    source: { provider: 'fake', model: 'fake-mentor', promptVersion: 'v1', safety },
  },
  analysis: 'Uma orientação.',
  suggestions: [],
  motivation: null,
  nextSteps: [],
  notes: '',
  isFavorite: false,
  createdAt: '2026-11-25T12:00:00.000Z',
  updatedAt: '2026-11-25T12:00:00.000Z',
});

const ignore = () => undefined;

describe('a saved guidance', () => {
  it("kept from a crisis answer shows the care card (its stored source says 'crisis')", () => {
    const markup = renderMarkupWithStore(<GuidanceItem guidance={saved('crisis')} onDelete={ignore} />);
    expect(markup).toMatch(/<h3 [^>]*>Você não está sozinho\(a\)<\/h3>/);
    expect(markup).toContain('href="tel:188"');
  });

  it('kept from an ordinary answer shows no card', () => {
    const markup = renderMarkupWithStore(<GuidanceItem guidance={saved('normal')} onDelete={ignore} />);
    expect(visibleText(markup)).toContain('Uma orientação.');
    expect(markup).not.toContain('tel:188');
  });
});
