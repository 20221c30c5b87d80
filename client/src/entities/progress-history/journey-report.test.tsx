import type { ProgressHistoryDto } from '@detox/server/contracts/progress';
import { describe, expect, it } from 'vitest';
import { renderMarkupWithStore, visibleText } from '../../testing/render-markup.tsx';
import { JourneyReport } from './journey-report.tsx';

/** Seven completed days, mood rising from 1 to 4, one reflection. */
const history: ProgressHistoryDto = {
  currentDay: 8,
  daysCompleted: 7,
  isCompleted: false,
  days: Array.from({ length: 21 }, (_, index) => {
    const day = index + 1;
    const done = day <= 7;
    return {
      dayNumber: day,
      title: `Título ${String(day)}`,
      status: done ? ('completed' as const) : day === 8 ? ('available' as const) : ('locked' as const),
      completed: done,
      completedAt: done ? '2026-11-01T12:00:00.000Z' : null,
      tasksDone: done ? 5 : 0,
      tasksTotal: 5,
      minutesMeditated: done ? 3 : 0,
      measures: {
        mood_today: done ? Math.min(4, Math.ceil(day / 2)) : null,
        screen_time_feeling: null,
        motivation_level: null,
        sleep_quality: null,
        stress_level: null,
      },
      reflection: day === 2 ? 'Guardei o celular na gaveta. Funcionou!' : '',
      updatedAt: null,
    };
  }),
};

describe('the journey report', () => {
  it('tells what was done, compares the stretches and offers sentences, print and share', () => {
    const text = visibleText(renderMarkupWithStore(<JourneyReport history={history} throughDay={7} />));
    expect(text).toContain('Relatório da semana 1');
    expect(text).toContain('7 dias concluídos 35 tarefas feitas 21 minutos de meditação');
    expect(text).toContain('Início: dias 1 a 3. Fim: dias 5 a 7.');
    // Mood on days 1-3: 1, 1, 2; on days 5-7: 3, 3, 4.
    expect(text).toContain('Humor 1,3 3,3 melhorou (+2)');
    expect(text).toContain('Tempo de tela sem resposta sem resposta sem comparação');
    expect(text).toContain('Escolher frases para o relatório (2)');
    expect(text).toContain('Dia 2: Funcionou!');
    expect(text).toContain('Compartilhar imagem');
    expect(text).toContain('Imprimir ou salvar PDF');
  });

  it('in short, beside the weekly challenge, links to the full report instead', () => {
    const markup = renderMarkupWithStore(<JourneyReport history={history} throughDay={7} short />);
    const text = visibleText(markup);
    expect(text).toContain('Humor 1,3 3,3 melhorou (+2)');
    expect(markup).toContain('href="/progress"');
    expect(text).toContain('Ver o relatório completo');
    expect(text).not.toContain('Suas palavras');
    expect(text).not.toContain('Compartilhar imagem');
  });
});
