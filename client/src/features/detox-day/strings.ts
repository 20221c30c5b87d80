export const detoxDayStrings = {
  title: 'Dia de detox',
} as const;
