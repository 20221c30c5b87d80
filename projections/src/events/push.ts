import { z } from 'zod';

/**
 * push-{userId}: the subscriber's browser push subscriptions, their daily reminder preferences and each reminder
 * sent. It sits with the user's other streams: exported and erased with the account. rm_push_reminders is its fold.
 */
export const pushUnsubscribeReasons = ['user', 'gone', 'replaced'] as const;

/** The reminder hour and zone when the subscriber never chose (spec §7: São Paulo time). */
export const DEFAULT_REMINDER_HOUR = 19;
export const DEFAULT_REMINDER_TIME_ZONE = 'America/Sao_Paulo';

const endpoint = z.url().max(2048);
const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const pushEvents = {
  /** The browser gave a push subscription (PushSubscription.toJSON()); its keys encrypt what we send. */
  PushSubscribed: z.object({
    endpoint,
    /** P-256 public key of the browser, base64url. */
    p256dh: z.string().min(1).max(200),
    /** 16-byte auth secret, base64url. */
    auth: z.string().min(1).max(100),
    expirationTime: z.number().nullable(),
  }),
  /** user: the subscriber turned it off; gone: the push service answered 404/410; replaced: too many devices. */
  PushUnsubscribed: z.object({ endpoint, reason: z.enum(pushUnsubscribeReasons) }),
  ReminderPreferencesSet: z.object({
    enabled: z.boolean(),
    hour: z.number().int().min(0).max(23),
    timeZone: z.string().min(1).max(64),
  }),
  /** Recorded before the push is sent: a day's reminder goes at most once, even across restarts. */
  DailyReminderSent: z.object({
    /** The subscriber's calendar date in their time zone. */
    localDate,
    day: z.number().int().min(1).max(21),
    subscriptions: z.number().int().min(0),
  }),
} as const;

export type PushUnsubscribeReason = (typeof pushUnsubscribeReasons)[number];
