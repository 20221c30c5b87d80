/** The pt-BR texts the account API (sign-in, sessions, guards, /api/me) answers with. Spec texts are verbatim. */

export const accountMessages = {
  noAccount: 'Conta não encontrada.',
  deleted: 'Esta conta foi excluída.',
} as const;

export const authMessages = {
  wrongPassword: 'E-mail ou senha incorretos.',
  loggedOut: 'Sessão encerrada.',
} as const;

export const codeMessages = {
  sent: (email: string) => `Enviamos um código de 6 dígitos para ${email}. Ele vale por 10 minutos.`,
  invalid: 'Código inválido ou expirado. Confira o código ou peça um novo.',
  exhausted: 'Código incorreto. Por segurança ele foi cancelado: peça um novo código.',
  mailFailed: 'Não foi possível enviar o código agora. Tente novamente em alguns minutos.',
} as const;

export const guardMessages = {
  unauthenticated: 'Faça login para continuar.',
  sessionExpired: 'Sua sessão expirou. Por favor, faça login novamente.',
  premiumRequired: 'Este conteúdo é exclusivo para assinantes premium.',
  subscriptionExpired: 'Sua assinatura expirou. Renove para continuar.',
  forbidden: 'Você não tem permissão para acessar esta área.',
  consentRequired: 'Para continuar, autorize o uso desses dados em Configurações > Privacidade.',
} as const;

export const meMessages = {
  confirmEmail: 'Para excluir a conta, digite exatamente o e-mail da sua conta.',
  deleted: 'Sua conta foi excluída e seus dados foram apagados.',
  deletionPending:
    'Seu pedido de exclusão foi registrado e será concluído automaticamente em alguns minutos. Sua sessão foi encerrada.',
} as const;
