import type { ReflectionResponse } from '@detox/server/contracts/ai';
import { careReflectionAnalysis } from '@detox/providers/ai/safety/care';
import { describe, expect, it } from 'vitest';
import { renderMarkup, visibleText } from '../../testing/render-markup.tsx';
import { AnalysisResult } from './reflection-analysis.tsx';

const source = (safety: 'normal' | 'crisis') => ({
  provider: 'fake' as const,
  model: 'fake-mentor',
  promptVersion: 'v1',
  safety,
});

/** The report of issue 19: a self-harm reflection read as calm. */
const calmReading: ReflectionResponse = {
  dayNumber: 3,
  sentimentAnalysis: {
    tone: 'neutro',
    intensity: 'baixa',
    emotion: 'calma',
    daySpecificContext: 'No dia 3 você está atento às notificações.',
  },
  insights: ['Você percebe seus gatilhos.'],
  progressAssessment: 'Você avança bem.',
  validation: 'Faz sentido o que você sente.',
  guidance: 'Desligue as notificações por uma hora.',
  deepeningQuestions: ['O que mudou hoje?'],
  source: source('normal'),
};

describe('the reflection analysis', () => {
  it("for a crisis answer shows the care card and no tone or emotion, even a model's 'calma'", () => {
    const markup = renderMarkup(<AnalysisResult result={{ ...calmReading, source: source('crisis') }} />);
    const text = visibleText(markup);
    expect(markup).toMatch(/<h4 [^>]*>Você não está sozinho\(a\)<\/h4>/);
    expect(markup).toContain('href="tel:188"');
    expect(text).not.toContain('calma');
    expect(text).not.toContain('O que sua reflexão transmite');
    expect(text).not.toContain('você está atento às notificações');
    expect(text).toContain('Faz sentido o que você sente.');
  });

  it("the providers' care analysis is shown with the card, its safety questions kept", () => {
    const care = { ...careReflectionAnalysis(3), dayNumber: 3, source: source('crisis') };
    const text = visibleText(renderMarkup(<AnalysisResult result={care} />));
    expect(text).toContain('Você não está sozinho(a)');
    expect(text).toContain('Você está em um lugar seguro neste momento?');
    expect(text).not.toContain('O que sua reflexão transmite');
  });

  it('for someone else at risk, the guidance says what to do now, beside the card (decision 0019)', () => {
    const care = { ...careReflectionAnalysis(3, 'someone-else'), dayNumber: 3, source: source('crisis') };
    const text = visibleText(renderMarkup(<AnalysisResult result={care} />));
    expect(text).toContain('Você não está sozinho(a)');
    expect(text).toContain('O que você contou sobre essa pessoa é sério');
    expect(text).toContain('ligue 192 (SAMU) ou 190, não a deixe sozinha');
    expect(text).toContain('Essa pessoa está em segurança neste momento?');
  });

  it("for an ordinary answer (safety 'normal') shows the tone line and no card", () => {
    const markup = renderMarkup(<AnalysisResult result={calmReading} />);
    const text = visibleText(markup);
    expect(text).toContain('O que sua reflexão transmite: calma, com intensidade baixa.');
    expect(text).not.toMatch(/Tom:|Intensidade:|Emoção:/);
    expect(text).toContain('O que percebi');
    expect(markup).not.toContain('Você não está sozinho(a)');
    expect(markup).not.toContain('tel:188');
  });
});
