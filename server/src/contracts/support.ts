import { z } from 'zod';
import { dayNumberSchema, dayProgressSchema, overallProgressSchema } from './progress.ts';

/** The support section (roles support and admin): find a subscriber, their timeline, replay, export. */

export const supportSearchMessages = {
  short:
    'Digite ao menos 3 letras ou números: parte do e-mail, nome, telefone, código da venda ou id do usuário.',
  long: 'Busca longa demais: use até 200 caracteres.',
} as const;

/** One box: part of an e-mail or a name, a phone (digits), a Kirvano sale id or a user id. */
export const supportSearchQuerySchema = z.strictObject({
  q: z
    .string({ error: supportSearchMessages.short })
    .trim()
    .min(3, supportSearchMessages.short)
    .max(200, supportSearchMessages.long),
});

/**
 * Who a support page is about: a user id, or the purchase e-mail of a buyer who never signed in (no account,
 * so no user id).
 */
export const supportUserParamSchema = z.object({
  userId: z.string().min(1).max(320),
});

export const supportMatchSchema = z.object({
  /** What the support pages take: the user id, or the purchase e-mail of a buyer without an account. */
  key: z.string(),
  userId: z.string().nullable(),
  email: z.string(),
  name: z.string(),
  hasAccount: z.boolean(),
  /** What matched, in pt-BR: 'e-mail', 'nome', 'telefone', 'código da venda', 'id do usuário'. */
  matchedBy: z.string(),
  subscriptionStatus: z.string(),
});
export type SupportMatch = z.infer<typeof supportMatchSchema>;

export const supportSearchResultSchema = z.object({
  matches: z.array(supportMatchSchema),
  /** True when more people matched than the list shows: refine the search. */
  truncated: z.boolean(),
});
export type SupportSearchResult = z.infer<typeof supportSearchResultSchema>;

export const supportReplayQuerySchema = z.strictObject({
  /** The timeline event to replay up to, inclusive. */
  at: z.string().min(1, 'Escolha um evento da linha do tempo.').max(100, 'Evento inválido.'),
  /** The day whose state is shown; the replayed current day when absent. */
  day: dayNumberSchema.optional(),
});

export const supportSubscriberSchema = z.object({
  /** The support pages' key (user id, or purchase e-mail without an account). */
  key: z.string(),
  /** Null for a buyer who never signed in. */
  userId: z.string().nullable(),
  email: z.string(),
  name: z.string(),
  hasAccount: z.boolean(),
  subscription: z.object({
    type: z.string(),
    /** pt-BR: 'Premium ativa até 01/03/2026', 'Expirada', 'Sem acesso premium'. */
    status: z.string(),
    endDate: z.string().nullable(),
    isPremium: z.boolean(),
    isExpired: z.boolean(),
  }),
});
export type SupportSubscriber = z.infer<typeof supportSubscriberSchema>;

export const timelineEntrySchema = z.object({
  /** 0-based place in the subscriber's timeline (every stream, in the log's global order). */
  index: z.number(),
  eventId: z.string(),
  streamId: z.string(),
  /** The stream's category: customer, user, journey, support… */
  category: z.string(),
  streamPosition: z.number(),
  type: z.string(),
  /** The type in plain pt-BR ('Tarefa marcada ou desmarcada'). */
  label: z.string(),
  /** When the person (or Kirvano) did it, by their clock or the notice's date. */
  occurredAt: z.string(),
  /** When the server stored it. */
  recordedAt: z.string(),
  /** The programme day the event is about, when it names one. */
  day: z.number().nullable(),
  /** What the event is about inside its day, for 'what changed this?': 'task:<id>', 'reflection', 'questionnaire'… */
  subject: z.string().nullable(),
  /** One pt-BR line. */
  summary: z.string(),
  /** Who did it, pt-BR: 'o assinante', 'Kirvano (webhook)', 'suporte ou admin', 'o sistema'. */
  actor: z.string(),
  /** The device that sent it (browser and system, from the request), when known. */
  device: z.string().nullable(),
  /** A short tag of the sign-in session that sent it, when known (never the token). */
  session: z.string().nullable(),
  /** Set when the action waited in the app's offline outbox: when it was queued and how late it arrived. */
  offline: z.object({ queuedAt: z.string(), lateSeconds: z.number() }).nullable(),
  /** The timeline index (0-based) of the first event written by the same action, when it is not this one. */
  sameActionAs: z.number().nullable(),
  /** For a webhook: when the notice reached the server. */
  webhookReceivedAt: z.string().nullable(),
  causationId: z.string().nullable(),
  correlationId: z.string().nullable(),
  /** The event's data, without secrets (password hashes). */
  data: z.unknown(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const supportTimelineSchema = z.object({
  subscriber: supportSubscriberSchema,
  events: z.array(timelineEntrySchema),
});
export type SupportTimeline = z.infer<typeof supportTimelineSchema>;

export const supportReplaySchema = z.object({
  at: timelineEntrySchema,
  /** How many journey events were folded to get this state. */
  journeyEventsFolded: z.number(),
  progress: overallProgressSchema,
  selectedDay: dayProgressSchema,
});
export type SupportReplay = z.infer<typeof supportReplaySchema>;

export const supportExportSchema = z.object({
  exportedAt: z.string(),
  exportedBy: z.string(),
  subscriber: supportSubscriberSchema,
  events: z.array(timelineEntrySchema),
});
export type SupportExport = z.infer<typeof supportExportSchema>;
