import { z } from 'zod';
import { dayNumberSchema, dayProgressSchema, overallProgressSchema } from './progress.ts';

/** The support section (roles support and admin): find a subscriber, their timeline, replay, export. */

export const supportSearchQuerySchema = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Informe um e-mail válido.' })),
});

export const supportUserParamSchema = z.object({
  userId: z.string().min(1).max(100),
});

export const supportReplayQuerySchema = z.strictObject({
  /** The timeline event to replay up to, inclusive. */
  at: z.string().min(1, 'Escolha um evento da linha do tempo.').max(100, 'Evento inválido.'),
  /** The day whose state is shown; the replayed current day when absent. */
  day: dayNumberSchema.optional(),
});

export const supportSubscriberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  subscription: z.object({
    type: z.string(),
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
  occurredAt: z.string(),
  recordedAt: z.string(),
  /** The programme day the event is about, when it names one. */
  day: z.number().nullable(),
  /** One pt-BR line. */
  summary: z.string(),
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
