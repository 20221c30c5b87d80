/** pt-BR texts the journey rules answer with. Texts quoted in the spec are verbatim. */
export const journeyMessages = {
  locked: (day: number) => `Dia bloqueado. Complete o Dia ${day - 1} para desbloquear.`,
  alreadyCompleted: (day: number) => `O Dia ${day} já foi concluído e não pode mais ser alterado.`,
  taskNotInDay: (taskId: string, day: number) => `A tarefa ${taskId} não pertence ao Dia ${day}.`,
  audioBelowThreshold: 'É necessário ouvir pelo menos 50% do áudio antes de marcar como concluído.',
  questionnaireMissing: 'Por favor, complete o questionário antes de finalizar o dia.',
  notReady: (day: number, missing: string[]) => `Para concluir o Dia ${day}, falta: ${missing.join(', ')}.`,
  missingParts: {
    tasks: 'concluir as 5 tarefas',
    audio: 'ouvir pelo menos metade da meditação',
    reflection: 'escrever uma reflexão com mais de 20 caracteres',
  },
  weekLocked: (week: number, day: number) => `O desafio da semana ${week} é liberado no Dia ${day}.`,
  weekNotGenerated: (week: number) => `O desafio da semana ${week} ainda não foi gerado.`,
  weeklyTaskUnknown: (taskId: string, week: number) =>
    `A tarefa ${taskId} não faz parte do desafio da semana ${week}.`,
} as const;
