export const dailyChallengeStrings = {
  title: 'Programa diário',
  // spec §2, daily programme header
  dayOfProgramme: 'Dia {n} de 21',
  // spec §2, daily programme screen states
  dayNotFound: 'Dia não encontrado',
} as const;
