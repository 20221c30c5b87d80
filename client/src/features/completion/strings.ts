// pt-BR texts of the completion screen that are not in the content fixtures (fixtures/src/marketing/completion.ts).
export const completionStrings = {
  confirmTitle: 'Reiniciar a jornada?',
  confirmBody: 'Seu progresso dos 21 dias volta para o começo: tarefas, reflexões e questionários.',
  confirmRestart: 'Sim, reiniciar',
  cancel: 'Cancelar',
  close: 'Fechar',
  restarting: 'Reiniciando...',
  restartError: 'Não foi possível reiniciar a jornada. Tente novamente.',
} as const;
