import type { WellbeingResponse } from '@detox/server/contracts/ai';
import { describe, expect, it } from 'vitest';
import { renderMarkup, visibleText } from '../../testing/render-markup.tsx';
import { WellbeingResult } from './wellbeing-panel.tsx';

const result = (safety: 'normal' | 'crisis'): WellbeingResponse => ({
  dayNumber: 2,
  overallScore: 64,
  riskLevel: 'médio',
  summary: 'Seu dia teve altos e baixos.',
  strengths: ['Sono razoável'],
  concerns: ['Estresse alto'],
  recommendations: ['Uma pausa sem tela à tarde'],
  trends: [],
  analysis: { concernAreas: ['stressLevel'] },
  source: { provider: 'fake', model: 'fake-mentor', promptVersion: 'v1', safety },
});

describe('the wellbeing analysis', () => {
  it("shows the care card above a crisis answer (safety 'crisis')", () => {
    const markup = renderMarkup(<WellbeingResult result={result('crisis')} />);
    expect(markup).toMatch(/<h4 [^>]*>Você não está sozinho\(a\)<\/h4>/);
    expect(markup).toContain('href="tel:188"');
  });

  it("shows no card for an ordinary answer (safety 'normal')", () => {
    const markup = renderMarkup(<WellbeingResult result={result('normal')} />);
    expect(visibleText(markup)).toContain('Seu dia teve altos e baixos.');
    expect(markup).not.toContain('tel:188');
  });
});
