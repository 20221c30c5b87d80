import { z } from 'zod';

/**
 * push-{userId}: the subscriber's browser push subscriptions, their daily reminder preferences and each reminder
 * sent. It sits with the user's other streams: exported and erased with the account. rm_push_reminders is its fold.
 */
const pushUnsubscribeReasons = ['user', 'gone', 'replaced'] as const;

/** The reminder hour and zone when the subscriber never chose (spec §7: São Paulo time). */
export const DEFAULT_REMINDER_HOUR = 19;
/** Reminders go at a quarter hour: hh:00, hh:15, hh:30 or hh:45. */
const REMINDER_MINUTES = [0, 15, 30, 45] as const;
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
    /** 0, 15, 30 or 45; absent in the events written when reminders went at whole hours only (= 0). */
    minute: z
      .number()
      .int()
      .refine((minute) => (REMINDER_MINUTES as readonly number[]).includes(minute))
      .optional(),
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
