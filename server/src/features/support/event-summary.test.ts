import { type EventData, type EventType, eventCatalogue } from '@detox/projections';
import { eventInfo, eventLabel } from '@detox/projections/events/labels';
import { describe, expect, it } from 'vitest';
import { dayOfEvent, summariseEvent, withoutSecrets } from './event-summary.ts';

const sale = {
  saleId: 'KIRV-8841-AB',
  email: 'maria.silva@example.com',
  name: 'Maria Silva',
  productId: 'prod_detox21',
  offerId: 'offer-black-friday-2',
};
const at = '2026-03-01T12:00:00.000Z';
const guidanceId = '5f0c8a52-3c1e-4a7e-9d55-0c1f6f0e2a11';
const ai = { provider: 'fake', model: 'fake-mentor', promptVersion: 'fake.coaching.v1' } as const;
const audio = {
  ...ai,
  text: 'Respire fundo.',
  voice: 'coral',
  instructions: 'calma',
  audioHash: 'a'.repeat(64),
  mimeType: 'audio/mpeg',
  durationSeconds: 312.4,
  bytes: 4096,
} as const;

/**
 * One realistic event of every type, each carrying the kinds of identifiers support must never read in a summary
 * (sale ids, payment codes, task ids, model names, prompt versions, uuids). Typed over every EventType: a type
 * added to the catalogue without a sample here fails tsc, and the test below checks the catalogue at run time too.
 */
const samples: { [T in EventType]: EventData<T> } = {
  PurchaseApproved: {
    ...sale,
    productId: 'prod_detox21',
    paymentMethod: 'CREDIT_CARD',
    amountCents: 4790,
    currency: 'BRL',
    kind: 'ONE_TIME',
    accessUntil: at,
  },
  PurchaseRefused: { ...sale, reason: 'INSUFFICIENT_FUNDS' },
  SubscriptionRenewed: { ...sale, accessUntil: at },
  SubscriptionCanceled: { ...sale, accessUntil: at },
  SubscriptionExpired: { ...sale, endedAt: at },
  PurchaseRefunded: { ...sale, revokedAt: at },
  PurchaseChargedBack: { ...sale, revokedAt: at },
  KirvanoNotificationRecorded: {
    kirvanoEvent: 'BANK_SLIP_GENERATED',
    saleId: sale.saleId,
    email: sale.email,
    reason: 'unhandled_event',
  },
  UserRegistered: { email: sale.email, name: sale.name },
  SignedIn: { method: 'code' },
  PasswordSet: { passwordHash: 'scrypt$16384$abc$def' },
  RoleGranted: { role: 'support', source: 'config' },
  RoleRevoked: { role: 'admin', source: 'config' },
  ConsentGiven: { purpose: 'ai_reflections', policyVersion: '2026-01' },
  ConsentRevoked: { purpose: 'questionnaire_answers' },
  AccountDeleted: { erasedStreams: 6 },
  TaskCompletionSet: { day: 3, taskId: 'day3-task-unknown-9', completed: true },
  ReflectionSaved: { day: 3, text: 'Hoje foi difícil' },
  AudioListened: { day: 3, fraction: 0.5 },
  AudioMarkedPlayed: { day: 3 },
  QuestionnaireAnswered: {
    day: 7,
    responses: [{ questionId: 'week1-screen-time', selectedOptions: ['more-than-4h'] }],
  },
  DayCompleted: { day: 3 },
  WeeklyChallengeGenerated: {
    week: 1,
    title: 'Manhãs sem celular',
    tasks: [{ taskId: 'w1-t1', title: 'Acordar sem celular', description: 'Deixe o celular longe' }],
  },
  WeeklyChallengeTaskSet: { week: 1, taskId: 'w1-t1', completed: true },
  JourneyRestarted: {},
  SupportAccessRecorded: {
    agentUserId: 'u-7f3a',
    agentEmail: 'suporte@detox21.com.br',
    action: 'timeline',
    atEventId: guidanceId,
  },
  AnalyticsQueryRecorded: {
    agentUserId: 'u-7f3a',
    agentEmail: 'admin@detox21.com.br',
    outcome: 'answered',
    rows: 21,
    queryHash: '0123456789abcdef',
  },
  AiContentGenerated: {
    day: 4,
    contentType: 'relapse-prevention',
    ...ai,
    safety: 'normal',
    content: { text: 'ok' },
  },
  CareOffered: { day: 4, surface: 'plan-tomorrow', signal: 'ideation-active', via: 'local' },
  CareCheckInOffered: { day: 4, surface: 'chat', signal: 'ideation-passive', via: 'local' },
  CareCheckInAnswered: { day: 4, surface: 'chat', answer: 'no' },
  AiContentSaved: { day: 4, contentType: 'day-content', content: {} },
  AiContentCacheCleared: { day: 4, contentType: 'cards' },
  AiCardProgressSet: { day: 4, cardId: 'card-4-2', completed: true, feedback: '', timeSpent: 5 },
  GuidanceSaved: {
    guidanceId,
    day: 4,
    guidanceType: 'reflection_analysis',
    title: 'Seu foco hoje',
    content: {},
    analysis: null,
    suggestions: [],
    motivation: null,
    nextSteps: [],
    notes: '',
    isFavorite: false,
  },
  GuidanceFavoriteSet: { guidanceId, isFavorite: true },
  GuidanceNotesSet: { guidanceId, notes: 'anotar' },
  GuidanceProgressSaved: { guidanceId, content: { 'suggestion-1': true, 'suggestion-2': false } },
  GuidanceDeleted: { guidanceId },
  SpeechGenerated: { ...audio, purpose: 'meditation', style: null },
  AudioSessionCreated: {
    ...audio,
    sessionId: guidanceId,
    day: 4,
    sessionType: 'meditation',
    title: 'Pausa',
    description: 'Uma pausa',
    backgroundMusicIndex: 2,
    audioSettings: { backgroundVolume: 0.3, voiceVolume: 1, maxDuration: 600 },
  },
  PushSubscribed: {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
    expirationTime: null,
  },
  PushUnsubscribed: { endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/xyz', reason: 'gone' },
  ReminderPreferencesSet: { enabled: true, hour: 8, timeZone: 'America/Sao_Paulo' },
  DailyReminderSent: { localDate: '2026-03-01', day: 4, subscriptions: 1 },
};

/** What an identifier looks like, as opposed to a pt-BR word. */
const idPatterns: [string, RegExp][] = [
  ['uuid', /[0-9a-f]{8}-[0-9a-f]{4}-/i],
  ['UPPER_SNAKE code', /\b[A-Z0-9]+_[A-Z0-9_]+\b/],
  ['snake_case code', /\b[a-z0-9]+_[a-z0-9_]+\b/],
  ['camelCase or PascalCase identifier', /\b[a-z]+[A-Z][A-Za-z]*\b|\b[A-Z][a-z]+[A-Z][A-Za-z]*\b/],
  ['kebab id with digits or several hyphens', /\b[a-z]+\d*(?:-[a-z0-9]+){2,}\b|\b[a-z]+\d+-[a-z0-9]+\b/],
  ['dotted version', /\b\w+\.\w+\.v\d+\b/],
  ['model or provider name', /\bfake\b|\bfake-mentor\b|\bgpt-/],
  ['URL', /https?:\/\//],
  ['sale id', /KIRV-/],
  ['IANA time zone', /\w+\/\w+_\w+/],
];

describe('every event type, in plain pt-BR', () => {
  const types = Object.values(eventCatalogue).flatMap((events) => Object.keys(events));

  it('has a sample here, a label and a summary', () => {
    expect(Object.keys(samples).sort()).toEqual([...types].sort());
    for (const type of types) {
      const label = eventLabel(type);
      expect(label, type).not.toBe('Evento desconhecido');
      expect(label, type).not.toBe(type);
      expect(eventInfo[type as EventType].when.length, type).toBeGreaterThan(10);
    }
  });

  it.each(Object.entries(samples))('%s: label and summary name no identifier', (type, data) => {
    const summary = summariseEvent(type, data);
    expect(summary).not.toMatch(/fora do formato esperado/);
    for (const text of [eventLabel(type), summary]) {
      for (const [what, pattern] of idPatterns) expect(text, `${what} in “${text}”`).not.toMatch(pattern);
    }
  });

  it('the checks catch the leaks the issue found', () => {
    const leaked = [
      'Compra aprovada (CREDIT_CARD)',
      'Dia 7: questionário (week1-screen-time)',
      'IA gerou coaching do dia 4 (fake, fake-mentor, fake.coaching.v1)',
      'TaskCompletionSet',
    ];
    for (const text of leaked) {
      expect(
        idPatterns.some(([, pattern]) => pattern.test(text)),
        text,
      ).toBe(true);
    }
  });
});

describe('summariseEvent', () => {
  it.each([
    ['DayCompleted', { day: 9 }, 'Dia 9 concluído'],
    ['TaskCompletionSet', { day: 1, taskId: 'day1-1', completed: false }, /^Dia 1: tarefa “.+” desmarcada$/],
    ['ReflectionSaved', { day: 3, text: 'Hoje foi difícil' }, 'Dia 3: reflexão salva (16 caracteres)'],
    ['ReflectionSaved', { day: 3, text: '  ' }, 'Dia 3: reflexão apagada'],
    ['AudioListened', { day: 2, fraction: 0.456 }, 'Dia 2: ouviu 46% do áudio'],
    ['SignedIn', { method: 'code' }, 'Entrou no app (código por e-mail)'],
    ['JourneyRestarted', {}, 'Jornada reiniciada do dia 1'],
    [
      'CareOffered',
      { day: 3, surface: 'chat', signal: 'ideation-active', via: 'local' },
      'Mentor ofereceu apoio de crise (CVV 188) no chat do dia 3 (detector local)',
    ],
    [
      'CareOffered',
      { day: 5, surface: 'audio-session', signal: 'moderation', via: 'moderation' },
      /^Mentor ofereceu apoio de crise \(CVV 188\) na sessão de áudio personalizada do dia 5 /,
    ],
    [
      'CareOffered',
      { day: 6, surface: 'chat', signal: 'someone-else', via: 'local' },
      'Mentor ofereceu orientação para ajudar outra pessoa em risco (SAMU 192, CVV 188) no chat do dia 6',
    ],
    [
      'SupportAccessRecorded',
      { agentUserId: 'u1', agentEmail: 'suporte@detox21.com.br', action: 'replay', atEventId: 'e1' },
      'Suporte: suporte@detox21.com.br reproduziu a jornada',
    ],
    [
      'AnalyticsQueryRecorded',
      {
        agentUserId: 'u1',
        agentEmail: 'admin@detox21.com.br',
        outcome: 'permission',
        rows: 0,
        queryHash: '0123456789abcdef',
      },
      'Analista: admin@detox21.com.br teve uma consulta recusada',
    ],
  ])('%s %j → %s', (type, data, expected) => {
    expect(summariseEvent(type, data)).toMatch(expected);
  });

  it('falls back to a label for an unknown type or data out of shape', () => {
    expect(summariseEvent('MoodLogged', { day: 2 })).toBe('Evento desconhecido');
    expect(summariseEvent('DayCompleted', { day: 'nove' })).toBe(
      'Dia concluído (dados fora do formato esperado)',
    );
  });
});

describe('dayOfEvent and withoutSecrets', () => {
  it('reads an integer day field only', () => {
    expect(dayOfEvent({ day: 4 })).toBe(4);
    expect(dayOfEvent({ week: 1 })).toBeNull();
    expect(dayOfEvent('x')).toBeNull();
  });

  it('drops password hashes', () => {
    expect(withoutSecrets({ passwordHash: 'scrypt$…', other: 1 })).toEqual({ other: 1 });
  });
});
