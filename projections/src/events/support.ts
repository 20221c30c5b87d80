import { z } from 'zod';

/**
 * support-{userId of the subscriber}: every time support or an admin looks at a subscriber's data. It sits with the
 * subscriber's other streams, so it shows in their timeline, in their data export, and is erased with the account.
 */
export const supportActions = ['search', 'timeline', 'replay', 'export'] as const;

export const supportEvents = {
  SupportAccessRecorded: z.object({
    /** Who looked: the support agent or admin. */
    agentUserId: z.string().min(1),
    agentEmail: z.email(),
    action: z.enum(supportActions),
    /** replay: the timeline event the programme was replayed up to; null otherwise. */
    atEventId: z.string().min(1).nullable(),
  }),
} as const;

export type SupportAction = (typeof supportActions)[number];
