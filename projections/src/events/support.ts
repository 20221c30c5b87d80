import { z } from 'zod';

/**
 * support-{userId of the subscriber}: every time support or an admin looks at a subscriber's data. It sits with the
 * subscriber's other streams, so it shows in their timeline, in their data export, and is erased with the account.
 */
const supportActions = ['search', 'timeline', 'replay', 'export'] as const;

/** answered, or refused: by the word check, by the analyst role's permissions, or by the database otherwise. */
const analyticsOutcomes = ['answered', 'check', 'permission', 'database'] as const;

/** The one stream of every analysts' query (`support-analytics`): who ran one, when, and how it ended. */
export const ANALYTICS_ACCESS_KEY = 'analytics';

export const supportEvents = {
  SupportAccessRecorded: z.object({
    /** Who looked: the support agent or admin. */
    agentUserId: z.string().min(1),
    agentEmail: z.email(),
    action: z.enum(supportActions),
    /** replay: the timeline event the programme was replayed up to; null otherwise. */
    atEventId: z.string().min(1).nullable(),
  }),
  /** An admin ran analysts' SQL (POST /api/support/analytics/query); never the SQL text, only its hash. */
  AnalyticsQueryRecorded: z.object({
    agentUserId: z.string().min(1),
    agentEmail: z.email(),
    outcome: z.enum(analyticsOutcomes),
    /** Rows answered (0 when refused). */
    rows: z.number().int().min(0),
    /** The first 16 hex digits of the SQL's SHA-256: the same query twice is seen as such, its text is not kept. */
    queryHash: z.string().regex(/^[0-9a-f]{16}$/),
  }),
} as const;

export type SupportAction = (typeof supportActions)[number];
