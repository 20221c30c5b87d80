export const dashboardStrings = {
  title: 'Painel de progresso',
} as const;
