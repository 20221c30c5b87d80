export const webhookTestStrings = {
  title: 'Teste de webhook de pagamento',
} as const;
