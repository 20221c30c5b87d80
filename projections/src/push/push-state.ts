import { eventTypesOf, type PushEvent, type Stored } from '../events/catalogue.ts';
import { DEFAULT_REMINDER_HOUR, DEFAULT_REMINDER_TIME_ZONE } from '../events/push.ts';

interface StoredPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  expirationTime: number | null;
  subscribedAt: string;
}

interface ReminderPreferences {
  enabled: boolean;
  hour: number;
  /** 0, 15, 30 or 45. */
  minute: number;
  timeZone: string;
}

/** One subscriber's push state: the fold of push-{userId}. */
export interface PushState {
  /** Oldest first. */
  subscriptions: StoredPushSubscription[];
  preferences: ReminderPreferences;
  /** The subscriber's local date of the last reminder sent (YYYY-MM-DD). */
  lastReminderDate: string | null;
  lastReminderDay: number | null;
}

export const pushEventTypes = eventTypesOf('push');

export function initialPushState(): PushState {
  return {
    subscriptions: [],
    preferences: {
      enabled: true,
      hour: DEFAULT_REMINDER_HOUR,
      minute: 0,
      timeZone: DEFAULT_REMINDER_TIME_ZONE,
    },
    lastReminderDate: null,
    lastReminderDay: null,
  };
}

/** Pure: the state after one event of the push stream. */
export function evolvePush(state: PushState, event: Stored<PushEvent>): PushState {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'PushSubscribed': {
      const { data } = event;
      const others = state.subscriptions.filter((subscription) => subscription.endpoint !== data.endpoint);
      return { ...state, subscriptions: [...others, { ...data, subscribedAt: at }] };
    }
    case 'PushUnsubscribed': {
      const { endpoint } = event.data;
      return {
        ...state,
        subscriptions: state.subscriptions.filter((subscription) => subscription.endpoint !== endpoint),
      };
    }
    case 'ReminderPreferencesSet': {
      const { enabled, hour, minute = 0, timeZone } = event.data;
      return { ...state, preferences: { enabled, hour, minute, timeZone } };
    }
    case 'DailyReminderSent': {
      const { localDate, day } = event.data;
      return { ...state, lastReminderDate: localDate, lastReminderDay: day };
    }
  }
}
