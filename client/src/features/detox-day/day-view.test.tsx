import type { DayContentResponse } from '@detox/server/contracts/ai';
import { describe, expect, it } from 'vitest';
import { dayProgress } from '../../testing/day-progress.ts';
import { renderMarkupWithStore, visibleText } from '../../testing/render-markup.tsx';
import { programmeWeek, weekOfDay } from '../../entities/day-programme/day-content.ts';
import { DayView } from './day-view.tsx';

const content = (safety: 'normal' | 'crisis' | 'check-in'): DayContentResponse => ({
  dayNumber: 3,
  personalizedTitle: 'Ana, hoje as notificações esperam por você',
  theme: 'Você decide quando o celular fala com você',
  audioContent: { script: 'Respire fundo.' },
  reflection: { content: 'O que te chamou hoje?' },
  progressAnalysis: { strengths: ['Você começou.'], recommendations: ['Silencie um app.'] },
  cards: [
    {
      id: 'card-3-0',
      title: 'Silenciar um grupo',
      description: 'Escolha um grupo e silencie por um dia.',
      type: 'task',
      priority: 'alta',
      estimatedTime: '5 minutos',
      difficulty: 'fácil',
      category: 'notificações',
      benefits: ['Menos interrupções'],
      instructions: ['Abra o grupo', 'Silencie'],
      adaptedReason: 'Você disse que os grupos interrompem.',
      progressTracking: { metric: 'grupos silenciados', target: '1' },
    },
  ],
  completedCards: [],
  isFromCache: true,
  cacheTimestamp: '2026-11-25T12:00:00.000Z',
  source: { provider: 'fake', model: 'fake-mentor', promptVersion: 'v1', safety },
});

describe("the day's content", () => {
  it("flagged as crisis (safety 'crisis') shows the care card under the day's header", () => {
    const markup = renderMarkupWithStore(<DayView day={dayProgress()} content={content('crisis')} />);
    expect(markup).toMatch(/<h2 [^>]*>Você não está sozinho\(a\)<\/h2>/);
    expect(markup).toContain('href="tel:188"');
    expect(markup.indexOf('Ana, hoje as notificações')).toBeLessThan(
      markup.indexOf('Você não está sozinho(a)'),
    );
  });

  it("under the mentor's check-in (safety 'check-in') shows the question and none of the content that came with it", () => {
    const markup = renderMarkupWithStore(<DayView day={dayProgress()} content={content('check-in')} />);
    const text = visibleText(markup);
    expect(text).toContain('Quero perguntar com cuidado: você está pensando em se machucar?');
    expect(markup).toMatch(/<h1 [^>]*>Dia 3 de 21<\/h1>/);
    for (const shown of [
      'Ana, hoje as notificações',
      'Você decide quando',
      'Silenciar um grupo',
      'Você começou.',
    ])
      expect(text).not.toContain(shown);
    expect(markup).not.toContain('tel:188');
  });

  it("an ordinary day (safety 'normal') shows no card", () => {
    const markup = renderMarkupWithStore(<DayView day={dayProgress()} content={content('normal')} />);
    expect(visibleText(markup)).toContain('Ana, hoje as notificações esperam por você');
    expect(markup).not.toContain('tel:188');
  });

  it('shows the same programme as /daily-challenge: one progress figure, the five tasks, one reflection', async () => {
    // The week's texts are loaded before the screen shows them (the app's entry asks for them first).
    await programmeWeek(weekOfDay(3));
    const day = dayProgress({
      done: 2,
      totals: { tasks: 40, dailyChallenge: 29, coaching: 0, questionnaire: 0, total: 20 },
    });
    const text = visibleText(renderMarkupWithStore(<DayView day={day} content={content('normal')} />));
    for (const heading of ['Meditação Guiada', 'Desafios do Dia', 'Reflexão Pessoal']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('2 de 5 concluídos');
    expect(text).toMatch(/Progresso do dia\s*20%/);
    // No second checklist or counter for the day, no second reflection.
    expect(text).not.toContain('itens');
    expect(text).not.toContain('Concluí esta atividade');
    expect(text).not.toContain('Suas Reflexões');
    expect(text).not.toContain('mais de 10 caracteres');
    // The personalised activities stay, as ideas.
    expect(text).toContain('Silenciar um grupo');
  });
});
