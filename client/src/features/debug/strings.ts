export const debugStrings = {
  completeDayTestTitle: 'Teste de conclusão do dia',
  buttonConditionsTitle: 'Condições para concluir o dia',
} as const;
