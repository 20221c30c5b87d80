import type { EventType } from './catalogue.ts';

/**
 * What each event type means, in plain pt-BR: the label support reads in the timeline and its type filter, when
 * the event is written and by which command or route (docs/events.md is generated from this and the schemas).
 * Typed over every EventType: a type added to the catalogue without its entry here fails tsc.
 */
export interface EventInfo {
  /** A short pt-BR label, what support sees instead of the type name. */
  label: string;
  /** When the event is written. */
  when: string;
  /** The command (decider) or route that writes it. */
  by: string;
}

const kirvano = 'webhook da Kirvano → `kirvanoDecider` (features/subscription)';
const account = '`accountDecider` (features/account)';
const journey = '`journeyDecider` (features/journey)';
const guidance = '`guidanceDecider` (features/ai)';
const push = '`pushDecider` (features/push)';

export const eventInfo: Readonly<Record<EventType, EventInfo>> = {
  PurchaseApproved: {
    label: 'Compra aprovada',
    when: 'a Kirvano avisa que uma venda foi aprovada (SALE_APPROVED); dá acesso até `accessUntil`',
    by: kirvano,
  },
  PurchaseRefused: {
    label: 'Compra recusada',
    when: 'a Kirvano avisa que o pagamento foi recusado',
    by: kirvano,
  },
  SubscriptionRenewed: {
    label: 'Assinatura renovada',
    when: 'a Kirvano avisa a renovação de uma assinatura recorrente',
    by: kirvano,
  },
  SubscriptionCanceled: {
    label: 'Assinatura cancelada',
    when: 'a Kirvano avisa o cancelamento; o acesso vale até o fim do período pago',
    by: kirvano,
  },
  SubscriptionExpired: {
    label: 'Assinatura expirada',
    when: 'a Kirvano avisa que a assinatura venceu sem renovação',
    by: kirvano,
  },
  PurchaseRefunded: {
    label: 'Compra reembolsada',
    when: 'a Kirvano avisa um reembolso; o acesso é revogado',
    by: kirvano,
  },
  PurchaseChargedBack: {
    label: 'Chargeback',
    when: 'a Kirvano avisa uma contestação no cartão; o acesso é revogado',
    by: kirvano,
  },
  KirvanoNotificationRecorded: {
    label: 'Aviso da Kirvano sem efeito',
    when: 'chega um aviso da Kirvano que não muda o acesso (boleto gerado, PIX expirado, outro produto…)',
    by: kirvano,
  },
  UserRegistered: {
    label: 'Conta criada',
    when: 'o primeiro acesso de um e-mail com compra (código, senha ou acesso direto)',
    by: account,
  },
  SignedIn: { label: 'Entrada no app', when: 'cada entrada bem-sucedida', by: account },
  PasswordSet: {
    label: 'Senha definida',
    when: 'o assinante define ou troca a senha',
    by: account,
  },
  RoleGranted: {
    label: 'Papel concedido',
    when: 'na partida do servidor, quando a configuração (ADMIN_EMAILS, SUPPORT_EMAILS) dá um papel',
    by: account,
  },
  RoleRevoked: {
    label: 'Papel retirado',
    when: 'na partida do servidor, quando a configuração deixa de dar um papel',
    by: account,
  },
  ConsentGiven: {
    label: 'Consentimento dado',
    when: 'o assinante aceita o uso de dados sensíveis (respostas, reflexões por IA)',
    by: `${account}, PUT /api/me/consents/:purpose`,
  },
  ConsentRevoked: {
    label: 'Consentimento retirado',
    when: 'o assinante retira um consentimento',
    by: `${account}, PUT /api/me/consents/:purpose`,
  },
  AccountDeleted: {
    label: 'Conta excluída',
    when: 'o assinante pede a exclusão; os demais streams são apagados e fica esta marca',
    by: `${account}, DELETE /api/me`,
  },
  TaskCompletionSet: {
    label: 'Tarefa marcada ou desmarcada',
    when: 'o assinante marca ou desmarca uma tarefa do dia (também vindo da fila offline)',
    by: `${journey}, POST /api/progress/task`,
  },
  ReflectionSaved: {
    label: 'Reflexão salva',
    when: 'o assinante salva ou apaga a reflexão do dia',
    by: `${journey}, POST /api/progress/reflection`,
  },
  AudioListened: {
    label: 'Áudio ouvido em parte',
    when: 'o app informa quanto do áudio do dia foi ouvido',
    by: `${journey}, POST /api/progress/audio`,
  },
  AudioMarkedPlayed: {
    label: 'Áudio marcado como ouvido',
    when: 'o áudio do dia passa do limite de escuta ou o assinante o marca',
    by: `${journey}, POST /api/progress/audio`,
  },
  QuestionnaireAnswered: {
    label: 'Questionário respondido',
    when: 'o assinante envia o questionário do dia',
    by: `${journey}, POST /api/weekly-challenge/questionnaire/save`,
  },
  DayCompleted: {
    label: 'Dia concluído',
    when: 'o assinante conclui um dia com as condições cumpridas',
    by: `${journey}, POST /api/progress/complete-day`,
  },
  WeeklyChallengeGenerated: {
    label: 'Desafio da semana criado',
    when: 'o desafio de uma semana é gerado pela primeira vez',
    by: `${journey}, POST /api/weekly-challenge/generate`,
  },
  WeeklyChallengeTaskSet: {
    label: 'Tarefa do desafio da semana',
    when: 'o assinante marca ou desmarca uma tarefa do desafio da semana',
    by: `${journey}, PUT /api/weekly-challenge/:week/progress`,
  },
  JourneyRestarted: {
    label: 'Jornada reiniciada',
    when: 'o assinante recomeça o programa do dia 1',
    by: `${journey}, POST /api/progress/restart`,
  },
  SupportAccessRecorded: {
    label: 'Consulta do suporte',
    when: 'antes de o suporte ou um admin ver dados do assinante (busca, linha do tempo, replay, exportação)',
    by: '`recordSupportAccess` (features/support)',
  },
  AnalyticsQueryRecorded: {
    label: 'Consulta de analista',
    when: 'um admin roda SQL de analista (respondida ou recusada); só o hash da consulta, nunca o texto',
    by: '`analyticsRoutes` (features/support), POST /api/support/analytics/query',
  },
  AiContentGenerated: {
    label: 'Conteúdo gerado pela IA',
    when: 'a IA gera um conteúdo mostrado ao assinante (coaching, reflexão, atividades…)',
    by: '`generate` (features/ai)',
  },
  CareOffered: {
    label: 'Apoio de crise oferecido',
    when: 'o mentor percebe sinal de crise e oferece o CVV (188) em vez da resposta',
    by: '`generate` e `care` (features/ai)',
  },
  CareCheckInOffered: {
    label: 'Mentor perguntou com cuidado',
    when: 'o detector fica em dúvida e o mentor pergunta se a pessoa está pensando em se machucar, antes de responder',
    by: '`generate` e `care` (features/ai)',
  },
  CareCheckInAnswered: {
    label: 'Resposta à pergunta de cuidado',
    when: 'a pessoa responde "Sim" (abre o apoio de crise) ou "Não, estou bem" (segue) à pergunta do mentor',
    by: 'POST /api/ai/care-check-in (features/ai)',
  },
  AiContentSaved: {
    label: 'Conteúdo da IA salvo',
    when: 'o app guarda uma cópia de um conteúdo gerado',
    by: 'POST /api/ai/save-content (features/ai)',
  },
  AiContentCacheCleared: {
    label: 'Conteúdo da IA refeito',
    when: 'o assinante pede um conteúdo novo no lugar do guardado',
    by: '`saved-content.routes` (features/ai)',
  },
  AiCardProgressSet: {
    label: 'Card marcado ou desmarcado',
    when: 'o assinante marca ou desmarca um card de conteúdo',
    by: 'POST /api/ai/update-card-progress (features/ai)',
  },
  GuidanceSaved: {
    label: 'Orientação salva',
    when: 'o assinante salva uma orientação do mentor',
    by: `${guidance}, POST /api/ai/save-guidance`,
  },
  GuidanceFavoriteSet: {
    label: 'Orientação favorita',
    when: 'o assinante marca ou desmarca uma orientação como favorita',
    by: guidance,
  },
  GuidanceNotesSet: {
    label: 'Notas da orientação',
    when: 'o assinante escreve ou apaga notas numa orientação',
    by: guidance,
  },
  GuidanceProgressSaved: {
    label: 'Progresso da orientação',
    when: 'o assinante marca itens da lista de sugestões de uma orientação',
    by: guidance,
  },
  GuidanceDeleted: {
    label: 'Orientação excluída',
    when: 'o assinante exclui uma orientação salva',
    by: guidance,
  },
  SpeechGenerated: {
    label: 'Áudio narrado',
    when: 'um texto é narrado por voz sintética para o assinante',
    by: '`speech-service` (features/audio)',
  },
  AudioSessionCreated: {
    label: 'Sessão de áudio personalizada',
    when: 'uma meditação personalizada é criada para um dia',
    by: '`speech-service` (features/audio)',
  },
  PushSubscribed: {
    label: 'Notificações ativadas',
    when: 'o assinante ativa notificações num navegador',
    by: `${push}, POST /api/notifications/subscribe`,
  },
  PushUnsubscribed: {
    label: 'Notificações desativadas',
    when: 'o assinante desativa, o serviço de push diz que a inscrição expirou, ou um navegador mais novo a substitui',
    by: push,
  },
  ReminderPreferencesSet: {
    label: 'Horário do lembrete',
    when: 'o assinante liga, desliga ou muda o horário do lembrete diário',
    by: `${push}, PUT /api/notifications/preferences`,
  },
  DailyReminderSent: {
    label: 'Lembrete diário enviado',
    when: 'o agendador envia o lembrete do dia no horário do assinante',
    by: `${push} (agendador de lembretes)`,
  },
};

/** The pt-BR label of an event type; a type the catalogue does not know reads 'Evento desconhecido'. */
export function eventLabel(type: string): string {
  return Object.hasOwn(eventInfo, type) ? eventInfo[type as EventType].label : 'Evento desconhecido';
}
