import type { DayProgressDto } from '@detox/server/contracts/progress';

/** A day as GET /api/progress/day/3 answers it, for tests: five tasks (`done` of them ticked), nothing else done. */
export function dayProgress(overrides: Partial<DayProgressDto> & { done?: number } = {}): DayProgressDto {
  const { done = 0, ...rest } = overrides;
  return {
    dayNumber: 3,
    title: 'Notificações sob controle',
    theme: 'Você decide quando o celular fala com você',
    status: 'in_progress',
    tasks: [1, 2, 3, 4, 5].map((n) => ({
      id: `day3-${String(n)}`,
      title: `Tarefa ${String(n)}`,
      completed: n <= done,
    })),
    reflection: '',
    audioPlayed: false,
    audioListened: 0,
    questionnaireAnswered: false,
    completed: false,
    mood: 'neutro',
    totals: { tasks: 0, dailyChallenge: 0, coaching: 0, questionnaire: 0, total: 0 },
    completedAt: null,
    updatedAt: null,
    ...rest,
  };
}
