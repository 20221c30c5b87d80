import { dayCardStrings } from '../../entities/progress/day-card-strings.ts';

// pt-BR texts of the dashboard. Texts quoted in the spec (§2 Dashboard, §8) are verbatim; the rest are ours.
export const dashboardStrings = {
  title: 'Sua Jornada de Detox Digital',
  overall: {
    ...dayCardStrings.overall,
    label: 'Dias concluídos',
    value: '{n} / 21',
    continueDay: 'Ir para o Dia {n}',
  },
  insights: {
    // spec §2, verbatim
    title: 'Insights Agora',
    intro: 'Um olhar do mentor sobre seus sinais de distração de hoje, com o que fazer a seguir.',
    generate: 'Gerar Insights',
    again: 'Gerar novamente',
    generating: 'Gerando insights...',
    // spec §8 Screens, verbatim
    error: 'Falha ao gerar insights',
    severity: { alto: 'Atenção alta', moderado: 'Atenção moderada', baixo: 'Atenção baixa' },
    signals: 'Sinais de distração',
    risk: 'risco {level}',
    recommendations: 'Recomendações',
    openDay: 'Abrir meu dia personalizado',
  },
  howItWorks: {
    title: 'Como funciona',
    items: [
      {
        title: 'Desbloqueio sequencial',
        text: 'Cada dia é liberado quando você conclui o anterior. Um passo de cada vez, no seu ritmo.',
      },
      {
        title: 'Conteúdo personalizado',
        text: 'Meditação guiada, desafios práticos e perguntas de reflexão pensados para cada etapa da jornada.',
      },
      {
        title: 'Progresso salvo automaticamente',
        text: 'Cada tarefa marcada e cada reflexão escrita ficam guardadas. Pare quando precisar e continue depois.',
      },
    ],
  },
  days: {
    ...dayCardStrings.days,
    // Ours (issue 23: the dashboard fits a phone): the current day's card, then the other days in compact rows.
    current: 'Seu dia atual',
    rowTotal: 'Progresso total do Dia {n}',
    showLocked: 'Ver os próximos {n} dias',
    showLockedOne: 'Ver o próximo dia',
  },
} as const;
