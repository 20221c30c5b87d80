// pt-BR texts of the access guard. Screen titles are verbatim from spec §2 "Access guard wrapper".
export const accessGuardStrings = {
  checking: 'Verificando seu acesso...',
  home: 'Voltar ao início',
  restricted: {
    title: 'Acesso Restrito',
    text: 'Esta área é só para quem tem acesso ao programa. Entre com o e-mail usado na compra.',
    adminText: 'Esta área é só para a equipe do Detox Digital 21 Dias.',
    login: 'Entrar',
  },
  premium: {
    title: 'Acesso Premium Necessário',
    text: 'Este conteúdo faz parte da assinatura premium do programa de 21 dias.',
    typeLabel: 'Sua assinatura',
    endDateLabel: 'Válida até',
    upgrade: 'Conhecer o plano',
  },
  expired: {
    title: 'Assinatura Expirada',
    text: 'Sua assinatura chegou ao fim. Renove para continuar sua jornada de onde parou.',
    nameLabel: 'Nome',
    emailLabel: 'E-mail',
    renew: 'Renovar assinatura',
  },
  fallbackName: 'Usuário',
  noDate: 'sem data',
  subscriptionTypes: {
    premium: 'Premium',
    vip: 'VIP',
    none: 'Sem assinatura',
    refunded: 'Reembolsada',
    charged_back: 'Estornada',
  } as Record<string, string | undefined>,
} as const;
