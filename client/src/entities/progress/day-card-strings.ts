// pt-BR texts of a day's card (the dashboard's list, the support timeline) and the days-left line. Texts quoted in
// the spec (§2 Dashboard) are verbatim; the rest are ours.
export const dayCardStrings = {
  overall: {
    remaining: '{n} dias restantes para completar sua jornada',
    // The spec's text in the singular, for the last day.
    remainingOne: '1 dia restante para completar sua jornada',
    complete: 'Parabéns! Jornada completa!',
  },
  days: {
    heading: 'Seus 21 dias',
    dayLabel: 'Dia {n}',
    status: {
      locked: 'Bloqueado',
      available: 'Disponível',
      in_progress: 'Em andamento',
      completed: 'Concluído',
    },
    // spec §2, verbatim
    locked: 'Dia Bloqueado',
    lockedHint: 'Complete o Dia {n}',
    bars: {
      dailyChallenge: 'Desafio diário',
      coaching: 'Orientação IA',
      questionnaire: 'Questionário',
      total: 'Progresso total',
    },
    prompt: {
      available: 'Começar o dia',
      in_progress: 'Continuar o dia',
      completed: 'Rever o dia',
    },
  },
} as const;
