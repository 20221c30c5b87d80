// pt-BR texts of the day's actions as the outbox names them in a refusal ('Não foi possível enviar …'); {n} is
// the day (issue 8; the spec has none for them).
export const progressStrings = {
  outbox: {
    task: 'a tarefa do dia {n}',
    reflection: 'a reflexão do dia {n}',
    audio: 'o áudio do dia {n}',
    completeDay: 'a conclusão do dia {n}',
    questionnaire: 'o questionário do dia {n}',
  },
};

// The streak card and its setting (issue 24). Ours: the spec has no streak screen.
export const streakStrings = {
  heading: 'Sua sequência',
  days: (days: number) => (days === 1 ? '1 dia seguido' : `${String(days)} dias seguidos`),
  none: 'Conclua o dia de hoje para começar uma sequência.',
  paused:
    'Ontem foi seu dia de descanso: a sequência está pausada e continua quando você concluir o dia de hoje.',
  restAvailable: 'Se precisar, você tem um dia de descanso nesta semana: faltar um dia não zera a sequência.',
  restUsed: 'Você já usou o dia de descanso desta semana.',
  hideHint: 'Prefere não ver a sequência? Oculte em Configurações.',
  setting: {
    heading: 'Sequência de dias',
    text: 'A sequência conta os dias em que você concluiu o programa, pelo seu fuso horário. Um dia sem concluir por semana é um dia de descanso: pausa a sequência, não zera.',
    show: 'Mostrar minha sequência no painel',
    note: 'Vale para este aparelho.',
  },
} as const;
