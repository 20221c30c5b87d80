import type { DayProgressDto } from '@detox/server/contracts/progress';
import { describe, expect, it } from 'vitest';
import { dayCardModel, remainingText } from './day-card-model.ts';

function day(
  dayNumber: number,
  status: DayProgressDto['status'],
  totals: Partial<DayProgressDto['totals']> = {},
): DayProgressDto {
  return {
    dayNumber,
    title: 'Título',
    theme: 'Tema',
    status,
    tasks: [],
    reflection: '',
    audioPlayed: false,
    audioListened: 0,
    questionnaireAnswered: false,
    completed: false,
    mood: 'neutro',
    totals: { tasks: 0, dailyChallenge: 0, coaching: 0, questionnaire: 0, total: 0, ...totals },
    completedAt: null,
    updatedAt: null,
  };
}

describe('dayCardModel', () => {
  it('a locked day says which day to finish first and links nowhere', () => {
    expect(dayCardModel(day(5, 'locked'))).toEqual({
      kind: 'locked',
      day: 5,
      badge: 'Bloqueado',
      lockedHint: 'Complete o Dia 4',
    });
  });

  it.each<[DayProgressDto['status'], string, string]>([
    ['available', 'Disponível', 'Começar o dia'],
    ['in_progress', 'Em andamento', 'Continuar o dia'],
    ['completed', 'Concluído', 'Rever o dia'],
  ])('an open day (%s) has its badge, prompt and link', (status, badge, prompt) => {
    const model = dayCardModel(day(3, status));
    expect(model).toMatchObject({ kind: 'open', badge, prompt, href: '/daily-challenge?day=3' });
  });

  it.each([
    [0, ['Desafio diário', 'Questionário', 'Progresso total']],
    [40, ['Desafio diário', 'Orientação IA', 'Questionário', 'Progresso total']],
  ])('AI guidance at %i%% → bars %j', (coaching, labels) => {
    const model = dayCardModel(day(2, 'in_progress', { coaching, dailyChallenge: 57, total: 51 }));
    expect(model.kind === 'open' ? model.bars.map((bar) => bar.label) : []).toEqual(labels);
  });

  it('bars carry the server totals', () => {
    const model = dayCardModel(day(2, 'in_progress', { dailyChallenge: 57, questionnaire: 100, total: 80 }));
    expect(model.kind === 'open' ? model.bars.map((bar) => bar.value) : []).toEqual([57, 100, 80]);
  });
});

describe('remainingText', () => {
  it.each([
    [0, '21 dias restantes para completar sua jornada'],
    [19, '2 dias restantes para completar sua jornada'],
    [20, '1 dia restante para completar sua jornada'],
    [21, 'Parabéns! Jornada completa!'],
  ])('%i days completed → %s', (completed, shown) => {
    expect(remainingText(completed, 21)).toBe(shown);
  });
});
