// pt-BR texts of the weekly challenge cards. Texts quoted in the spec (§8 Screens) are verbatim; the rest are ours.
export const weeklyChallengeStrings = {
  heading: 'Desafios Semanais',
  weekLabel: 'Desafio da Semana {n}',
  unlockedOn: 'Liberado no Dia {day}',
  nextWeek: 'O desafio da semana {n} é liberado no Dia {day}.',
  generateIntro: 'Um conjunto de tarefas para praticar ao longo da semana. Gere o seu quando estiver pronto.',
  // A no-break space keeps the number with its word when the button wraps.
  generate: 'Gerar desafio da semana\u00a0{n}',
  generating: 'Gerando...',
  generateError: 'Não foi possível gerar o desafio. Tente novamente.',
  progress: 'Tarefas feitas',
  progressValue: '{done} de {total}',
  showTasks: 'Ver as {n} tarefas',
  // spec §8 Screens
  updateError: 'Erro ao atualizar progresso',
  loadError: 'Erro ao carregar desafios do usuário',
  retry: 'Tentar novamente',
} as const;
