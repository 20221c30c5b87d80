/** The pt-BR texts the subscription API (Kirvano webhooks) answers with. */

export const webhookMessages = {
  processed: 'Webhook processado',
  notJson: 'O corpo do webhook não é um JSON válido.',
  malformed: 'Webhook malformado: falta o campo event ou um campo tem tipo inválido.',
  noCustomer: 'Webhook sem o e-mail do cliente (customer.email) e de uma venda desconhecida.',
} as const;

export const webhookAuthMessages = {
  disabled: 'Webhooks da Kirvano desativados: o servidor não tem KIRVANO_WEBHOOK_TOKEN.',
  badToken: 'Token do webhook ausente ou inválido.',
} as const;
