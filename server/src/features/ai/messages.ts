/** The pt-BR texts the mentor's API answers with. Texts quoted in the spec are verbatim. */

/** Spec §8 'AI wrappers': the message of each feature when it fails. */
export const failure = {
  coaching: 'Erro ao gerar coaching personalizado',
  reflection: 'Erro ao analisar reflexão',
  activities: 'Falha ao gerar atividades criativas',
  wellbeing: 'Falha ao analisar bem-estar digital',
  meditation: 'Falha ao gerar meditação personalizada',
  relapse: 'Falha ao criar plano de prevenção de recaída',
  chat: 'Falha ao obter resposta do chat',
  status: 'Falha ao obter status da API',
  dayContent: 'Falha ao gerar conteúdo personalizado do dia',
  analyze: 'Falha ao analisar progresso do usuário',
  cards: 'Falha ao gerar cards personalizados',
  cardProgress: 'Falha ao atualizar progresso do card',
  saveContent: 'Falha ao salvar conteúdo da IA',
  insights: 'Falha ao gerar insights',
} as const;

/** Why a request about the mentor's content was refused (after the feature's failure message). */
export const aiMessages = {
  dayInvalid: 'Dia inválido: deve estar entre 1 e 21.',
  unknownAction: `${failure.saveContent}: ação desconhecida.`,
  wrongShape: (contentType: string) =>
    `${failure.saveContent}: o conteúdo não corresponde ao tipo ${contentType}.`,
  otherDay: `${failure.saveContent}: o conteúdo é de outro dia.`,
  cardNotFound: `${failure.cardProgress}: card não encontrado.`,
} as const;
