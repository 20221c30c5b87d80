/** The pt-BR texts the reminders' API answers with. */
export const pushMessages = {
  reminderOff: 'O lembrete diário está desligado.',
  noBrowser: 'Nenhum navegador com notificações ativadas.',
} as const;
