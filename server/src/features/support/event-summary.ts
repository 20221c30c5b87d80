import { programmeDay } from '@detox/fixtures';
import { type EventData, type EventType, isEventType, parseEventData } from '@detox/projections';
import { eventLabel } from '@detox/projections/events/labels';

/** One pt-BR line per event type, for the support timeline. */

/** Made with the first date support reads, not at start (ICU's data: decision 0028 "Session 39"). */
let dateFormat: Intl.DateTimeFormat | undefined;

/** A moment as São Paulo's date, '01/03/2026'. */
export function shortDate(moment: Date): string {
  dateFormat ??= new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });
  return dateFormat.format(moment);
}
const date = (iso: string | null) => (iso ? shortDate(new Date(iso)) : 'sem data');

const signInMethods = { code: 'código por e-mail', password: 'senha', direct: 'acesso direto' } as const;
const purposes = {
  questionnaire_answers: 'respostas do questionário',
  ai_reflections: 'reflexões analisadas por IA',
} as const;
const pushReasons = {
  user: 'pelo assinante',
  gone: 'inscrição expirada no serviço de push',
  replaced: 'substituída por um navegador mais novo',
} as const;
const speechPurposes = {
  meditation: 'meditação',
  coaching: 'coaching',
  reflection: 'reflexão',
  wellbeing: 'bem-estar',
  activity: 'atividade',
} as const;
/** Where the mentor offered care, as support reads it: 'no chat', 'na reflexão'… */
const careSurfaces = {
  coaching: 'no coaching',
  reflection: 'na análise da reflexão',
  activities: 'nas atividades',
  wellbeing: 'no bem-estar',
  meditation: 'na meditação',
  chat: 'no chat',
  'relapse-prevention': 'no plano de prevenção de recaída',
  insights: 'nos insights',
  'plan-tomorrow': 'no plano de amanhã',
  'day-content': 'no conteúdo do dia',
  'progress-analysis': 'na análise de progresso',
  cards: 'nos cards',
  'audio-session': 'na sessão de áudio personalizada',
  speech: 'no áudio narrado',
} as const;
const careVia = {
  local: 'detector local',
  moderation: 'moderação do provedor',
  output: 'verificação da resposta gerada',
  'check-in': 'a pessoa respondeu "Sim" à pergunta de cuidado',
} as const;
/** A day part's value as support reads it: a text by its length only, as the reflection's. */
const roleNames = { support: 'suporte', admin: 'admin' } as const;
const supportActions = {
  search: 'buscou o assinante',
  timeline: 'abriu a linha do tempo',
  replay: 'reproduziu a jornada',
  export: 'exportou a linha do tempo',
} as const;

const paymentMethods: Record<string, string> = {
  CREDIT_CARD: 'cartão de crédito',
  PIX: 'PIX',
  BANK_SLIP: 'boleto',
  BOLETO: 'boleto',
  DEBIT_CARD: 'cartão de débito',
};
const payment = (method: string) => paymentMethods[method.toUpperCase()] ?? 'outro meio de pagamento';
const kirvanoEvents: Record<string, string> = {
  PIX_GENERATED: 'PIX gerado, ainda não pago',
  BANK_SLIP_GENERATED: 'boleto gerado, ainda não pago',
  PIX_EXPIRED: 'PIX expirou sem pagamento',
  BANK_SLIP_EXPIRED: 'boleto venceu sem pagamento',
  ABANDONED_CART: 'carrinho abandonado',
  SALE_APPROVED: 'venda aprovada de outro produto',
};
const kirvanoEvent = (event: string) => kirvanoEvents[event.toUpperCase()] ?? 'aviso que não muda o acesso';
const contentTypes = {
  coaching: 'coaching',
  reflection: 'análise da reflexão',
  activities: 'atividades',
  wellbeing: 'bem-estar',
  meditation: 'meditação',
  chat: 'resposta do chat',
  'relapse-prevention': 'plano de prevenção de recaída',
  insights: 'insights',
  'plan-tomorrow': 'plano de amanhã',
  'day-content': 'conteúdo do dia',
  'progress-analysis': 'análise de progresso',
  cards: 'cards',
} as const;
const guidanceTypes = {
  coaching: 'coaching',
  ai_coaching: 'coaching da IA',
  reflection: 'reflexão',
  reflection_analysis: 'análise da reflexão',
  spiritual_guidance: 'orientação espiritual',
  activities: 'atividades',
  wellbeing: 'bem-estar',
} as const;
const providers = { fake: 'simulado', local: 'local', openai: 'OpenAI' } as const;
/** A push service's host as the browser family it belongs to. */
function browserOf(endpoint: string): string {
  let host = '';
  try {
    host = new URL(endpoint).host;
  } catch {
    return 'um navegador';
  }
  if (host.includes('google')) return 'Chrome ou Android';
  if (host.includes('mozilla')) return 'Firefox';
  if (host.includes('apple')) return 'Safari';
  if (host.includes('windows') || host.includes('microsoft')) return 'Edge';
  return 'um navegador';
}
/** 'America/Sao_Paulo' as 'horário de Brasília'; another zone as its city ('Manaus'). */
function zoneName(timeZone: string): string {
  if (timeZone === 'America/Sao_Paulo') return 'horário de Brasília';
  const city = timeZone.split('/').at(-1) ?? timeZone;
  return `horário de ${city.replaceAll('_', ' ')}`;
}
const localDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${d}/${m}/${y}` : 'data desconhecida';
};
/** A free-text reason from Kirvano, unless it is a code (REFUSED, insufficient_funds). */
const humanReason = (reason: string | null) =>
  reason && /\s/.test(reason.trim()) && !/[A-Z]{2,}_|_[a-z]/.test(reason) ? `: ${reason.trim()}` : '';

function taskTitle(day: number, taskId: string): string {
  const title = programmeDay(day)?.tasks.find((task) => task.id === taskId)?.title;
  return title ? `“${title}”` : 'do dia';
}

type Summaries = { [T in EventType]: (data: EventData<T>) => string };

const summaries: Summaries = {
  PurchaseApproved: (d) => `Compra aprovada (${payment(d.paymentMethod)}); acesso até ${date(d.accessUntil)}`,
  PurchaseRefused: (d) => `Compra recusada${humanReason(d.reason)}`,
  SubscriptionRenewed: (d) => `Assinatura renovada; acesso até ${date(d.accessUntil)}`,
  SubscriptionCanceled: (d) =>
    `Assinatura cancelada${d.accessUntil ? `; acesso até ${date(d.accessUntil)}` : ''}`,
  SubscriptionExpired: (d) => `Assinatura expirou em ${date(d.endedAt)}`,
  PurchaseRefunded: (d) => `Compra reembolsada; acesso revogado em ${date(d.revokedAt)}`,
  PurchaseChargedBack: (d) => `Chargeback; acesso revogado em ${date(d.revokedAt)}`,
  KirvanoNotificationRecorded: (d) =>
    `Aviso da Kirvano registrado sem efeito: ${kirvanoEvent(d.kirvanoEvent)}`,
  UserRegistered: (d) => `Conta criada para ${d.name || d.email}`,
  SignedIn: (d) => `Entrou no app (${signInMethods[d.method]})`,
  PasswordSet: () => 'Senha definida',
  RoleGranted: (d) => `Papel concedido: ${roleNames[d.role]}`,
  RoleRevoked: (d) => `Papel retirado: ${roleNames[d.role]}`,
  ConsentGiven: (d) => `Consentimento dado: ${purposes[d.purpose]} (versão ${d.policyVersion} da política)`,
  ConsentRevoked: (d) => `Consentimento retirado: ${purposes[d.purpose]}`,
  AccountDeleted: () => 'Conta excluída a pedido do assinante',
  TaskCompletionSet: (d) =>
    `Dia ${d.day}: tarefa ${taskTitle(d.day, d.taskId)} ${d.completed ? 'concluída' : 'desmarcada'}`,
  ReflectionSaved: (d) =>
    d.text.trim()
      ? `Dia ${d.day}: reflexão salva (${d.text.length} caracteres)`
      : `Dia ${d.day}: reflexão apagada`,
  AudioListened: (d) => `Dia ${d.day}: ouviu ${Math.round(d.fraction * 100)}% do áudio`,
  AudioMarkedPlayed: (d) => `Dia ${d.day}: áudio marcado como ouvido`,
  QuestionnaireAnswered: (d) =>
    `Dia ${d.day}: questionário respondido (${d.responses.length} ${d.responses.length === 1 ? 'resposta' : 'respostas'})`,
  DayCompleted: (d) => `Dia ${d.day} concluído`,
  WeeklyChallengeGenerated: (d) => `Desafio da semana ${d.week} gerado: ${d.title}`,
  WeeklyChallengeTaskSet: (d) =>
    `Semana ${d.week}: tarefa do desafio ${d.completed ? 'concluída' : 'desmarcada'}`,
  JourneyRestarted: () => 'Jornada reiniciada do dia 1',
  SupportAccessRecorded: (d) => `Suporte: ${d.agentEmail} ${supportActions[d.action]}`,
  AnalyticsQueryRecorded: (d) =>
    `Analista: ${d.agentEmail} ${d.outcome === 'answered' ? `consultou (${d.rows} ${d.rows === 1 ? 'linha' : 'linhas'})` : 'teve uma consulta recusada'}`,

  AiContentGenerated: (d) =>
    `IA gerou ${contentTypes[d.contentType]} do dia ${d.day} (provedor ${providers[d.provider]})${d.safety === 'crisis' ? ' — resposta de cuidado (CVV)' : ''}`,
  CareCheckInOffered: (d) =>
    `Mentor perguntou com cuidado se a pessoa pensa em se machucar ${careSurfaces[d.surface]} do dia ${d.day} (${careVia[d.via]})`,
  CareCheckInAnswered: (d) =>
    `Resposta à pergunta de cuidado ${careSurfaces[d.surface]} do dia ${d.day}: ${d.answer === 'yes' ? '"Sim" (apoio de crise aberto)' : '"Não, estou bem"'}`,
  CareOffered: (d) =>
    d.signal === 'someone-else'
      ? `Mentor ofereceu orientação para ajudar outra pessoa em risco (SAMU 192, CVV 188) ${careSurfaces[d.surface]} do dia ${d.day}`
      : `Mentor ofereceu apoio de crise (CVV 188) ${careSurfaces[d.surface]} do dia ${d.day} (${careVia[d.via]})`,
  AiContentSaved: (d) => `Conteúdo de IA salvo pelo app: ${contentTypes[d.contentType]} do dia ${d.day}`,
  AiContentCacheCleared: (d) =>
    `Conteúdo de IA será gerado de novo: ${contentTypes[d.contentType]} do dia ${d.day}`,
  AiCardProgressSet: (d) => `Dia ${d.day}: card ${d.completed ? 'concluído' : 'desmarcado'}`,
  GuidanceSaved: (d) => `Dia ${d.day}: orientação salva (${guidanceTypes[d.guidanceType]}): ${d.title}`,
  GuidanceFavoriteSet: (d) => `Orientação ${d.isFavorite ? 'marcada como favorita' : 'tirada dos favoritos'}`,
  GuidanceNotesSet: (d) =>
    d.notes ? `Notas da orientação salvas (${d.notes.length} caracteres)` : 'Notas da orientação apagadas',
  GuidanceProgressSaved: (d) => {
    const items = Object.keys(d.content).length;
    return `Progresso da orientação salvo (${items} ${items === 1 ? 'item' : 'itens'})`;
  },
  GuidanceDeleted: () => 'Orientação excluída',
  SpeechGenerated: (d) =>
    `Áudio de ${speechPurposes[d.purpose]} narrado (${Math.round(d.durationSeconds)} s; provedor ${providers[d.provider]})`,
  AudioSessionCreated: (d) =>
    `Dia ${d.day}: sessão de áudio personalizada criada (${Math.round(d.durationSeconds)} s; provedor ${providers[d.provider]})`,
  PushSubscribed: (d) => `Notificações ativadas em ${browserOf(d.endpoint)}`,
  PushUnsubscribed: (d) => `Notificações desativadas em ${browserOf(d.endpoint)} (${pushReasons[d.reason]})`,
  ReminderPreferencesSet: (d) =>
    d.enabled
      ? `Lembrete diário às ${String(d.hour).padStart(2, '0')}h${d.minute ? String(d.minute).padStart(2, '0') : ''} (${zoneName(d.timeZone)})`
      : 'Lembrete diário desligado',
  DailyReminderSent: (d) => `Lembrete do dia ${d.day} enviado (${localDate(d.localDate)})`,
};

/**
 * The line the timeline shows for an event. A type this file does not know yet (added by a later issue), or data
 * that does not match its schema, still gets a line: the event's type.
 */
export function summariseEvent(type: string, data: unknown): string {
  if (!isEventType(type)) return 'Evento desconhecido';
  try {
    const parsed = parseEventData(type, data);
    return (summaries[type] as (data: unknown) => string)(parsed);
  } catch {
    return `${eventLabel(type)} (dados fora do formato esperado)`;
  }
}

/** The programme day an event is about: its `day` field, when it has one. */
export function dayOfEvent(data: unknown): number | null {
  if (typeof data !== 'object' || data === null || !('day' in data)) return null;
  const { day } = data;
  return typeof day === 'number' && Number.isInteger(day) ? day : null;
}

/** Data fields support never sees, whatever the event. */
const SECRET_FIELDS = new Set(['passwordHash']);

export function withoutSecrets(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => !SECRET_FIELDS.has(key)));
}
