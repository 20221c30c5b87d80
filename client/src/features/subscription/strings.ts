// pt-BR texts of /upgrade and /renew (the access guard's prompts lead here). Ours: the spec does not show them.
export const subscriptionStrings = {
  upgradeTitle: 'Assinatura premium',
  upgradeIntro: 'O programa completo de 21 dias fica liberado assim que o pagamento é aprovado.',
  renewTitle: 'Renovar assinatura',
  renewIntro:
    'Sua assinatura terminou. Renove para voltar ao programa de onde parou: sua jornada continua salva.',
  includedHeading: 'O que está incluído',
  included: [
    '21 dias guiados, um passo de cada vez',
    'Uma meditação em áudio por dia',
    'Cinco tarefas simples e uma reflexão diária',
    'Mentor com inteligência artificial e orientações salvas',
    'Desafios semanais nos dias 7, 14 e 21',
  ],
  buy: 'Adquirir Acesso',
  renew: 'Renovar agora',
  newTab: '(abre em nova aba)',
  afterPayment: 'Depois do pagamento, entre com o e-mail usado na compra.',
  login: 'Ir para o login',
  home: 'Voltar ao início',
} as const;
