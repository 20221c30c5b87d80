// pt-BR texts of the Progresso screen (issue 23; the spec has none for it beyond its loading and error texts).
export const progressScreenStrings = {
  title: 'Progresso',
  heading: 'Seu progresso',
  intro: 'Veja como seus dias, seus números e sua sequência mudam ao longo dos 21 dias.',
  loading: 'Carregando seu progresso...',
  loadError: 'Erro ao carregar progresso',
  retry: 'Tentar novamente',
  back: 'Voltar ao painel',
  journal: 'Ver meu diário',
  figures: {
    heading: 'Resumo',
    // The label under its number: singular for 1 only (pt-BR says "0 dias").
    days: (count: number) => (count === 1 ? 'dia concluído' : 'dias concluídos'),
    streak: (count: number) => (count === 1 ? 'dia seguido' : 'dias seguidos'),
    tasks: (count: number) => (count === 1 ? 'tarefa feita' : 'tarefas feitas'),
    minutes: (count: number) => (count === 1 ? 'minuto de meditação' : 'minutos de meditação'),
  },
  calendar: {
    heading: 'Dias concluídos',
    week: (week: number) => `Semana ${String(week)}`,
    day: (day: number) => `Dia ${String(day)}`,
    completedOn: (date: string) => `concluído em ${date}`,
    completed: 'concluído',
    current: 'dia atual',
    inProgress: 'em andamento',
    locked: 'ainda não liberado',
    available: 'liberado',
    legend: 'Verde: concluído. Contorno: o dia de hoje no programa.',
  },
  feelings: {
    heading: 'Como você tem se sentido',
    scale: (lowest: string, highest: string) => `De 1 (“${lowest}”) a 5 (“${highest}”).`,
    askedOn: (days: string) => `Perguntado nos dias ${days}.`,
    none: 'Seus números aparecem aqui a cada questionário do dia que você responde.',
  },
  tasks: { heading: 'Tarefas feitas por dia', column: 'Tarefas feitas' },
  minutes: { heading: 'Minutos de meditação por dia', column: 'Minutos' },
  table: {
    show: 'Ver os números em tabela',
    day: 'Dia',
    value: 'Resposta',
    none: 'sem resposta',
  },
  summary: {
    noAnswers: (label: string) => `${label}: ainda sem respostas.`,
    measure: (label: string, count: number, first: string, last: string, average: string) =>
      `${label}: ${count === 1 ? '1 resposta' : `${String(count)} respostas`}. Primeira: ${first}. Última: ${last}. Média: ${average}.`,
    tasks: (done: string, total: string, lastDay: number) =>
      `${done} de ${total} tarefas feitas até o dia ${String(lastDay)}.`,
    minutes: (total: string, average: string) =>
      `${total} minutos de meditação no total, ${average} por dia em média.`,
  },
  reportIntro: 'Seu relatório mais recente:',
} as const;
