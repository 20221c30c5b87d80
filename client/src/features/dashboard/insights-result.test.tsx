import type { InsightsResponse } from '@detox/server/contracts/ai';
import { careInsights } from '@detox/providers/ai/safety/care';
import { describe, expect, it } from 'vitest';
import { renderMarkup, visibleText } from '../../testing/render-markup.tsx';
import { InsightsResult } from './insights-now-card.tsx';

const source = (safety: 'normal' | 'crisis') => ({
  provider: 'fake' as const,
  model: 'fake-mentor',
  promptVersion: 'v1',
  safety,
});

describe("the dashboard's 'Insights Agora'", () => {
  it("shows the care card above a crisis answer (safety 'crisis')", () => {
    const insights: InsightsResponse = { ...careInsights(), dayNumber: 1, source: source('crisis') };
    const markup = renderMarkup(<InsightsResult insights={insights} />);
    expect(markup).toMatch(/<h3 [^>]*>Você não está sozinho\(a\)<\/h3>/);
    expect(markup).toContain('href="tel:188"');
  });

  it("shows no card for an ordinary answer (safety 'normal')", () => {
    const insights: InsightsResponse = {
      severity: 'baixo',
      narrative: 'Seu dia foi equilibrado.',
      distractionSignals: [],
      recommendations: ['Continue assim.'],
      dayNumber: 1,
      source: source('normal'),
    };
    const markup = renderMarkup(<InsightsResult insights={insights} />);
    expect(visibleText(markup)).toContain('Seu dia foi equilibrado.');
    expect(markup).not.toContain('tel:188');
  });
});
