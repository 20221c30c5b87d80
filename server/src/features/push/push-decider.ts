import {
  evolvePush,
  initialPushState,
  type PushEvent,
  pushEventTypes,
  type PushState,
  type PushUnsubscribeReason,
} from '@detox/projections';
import { type Decider } from '../../commands/command-handler.ts';
import { DomainError } from '../../commands/domain-error.ts';
import { pushMessages } from './messages.ts';

/** A subscriber keeps push on at most this many browsers; a newer one replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 5;

interface PushKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
  expirationTime: number | null;
}

export type PushCommand =
  | { type: 'Subscribe'; subscription: PushKeys }
  | { type: 'Unsubscribe'; endpoint: string; reason: PushUnsubscribeReason }
  | { type: 'SetReminderPreferences'; enabled: boolean; hour: number; minute: number; timeZone: string }
  | { type: 'RecordDailyReminder'; localDate: string; day: number };

function decide(command: PushCommand, state: PushState): PushEvent[] {
  switch (command.type) {
    case 'Subscribe': {
      const { subscription } = command;
      const same = state.subscriptions.find((stored) => stored.endpoint === subscription.endpoint);
      if (same?.p256dh === subscription.p256dh && same.auth === subscription.auth) return [];
      const replaced =
        !same && state.subscriptions.length >= MAX_PUSH_SUBSCRIPTIONS
          ? state.subscriptions
              .slice(0, state.subscriptions.length - MAX_PUSH_SUBSCRIPTIONS + 1)
              .map((old): PushEvent => ({
                type: 'PushUnsubscribed',
                data: { endpoint: old.endpoint, reason: 'replaced' },
              }))
          : [];
      return [...replaced, { type: 'PushSubscribed', data: { ...subscription } }];
    }
    case 'Unsubscribe':
      if (!state.subscriptions.some((stored) => stored.endpoint === command.endpoint)) return [];
      return [{ type: 'PushUnsubscribed', data: { endpoint: command.endpoint, reason: command.reason } }];
    case 'SetReminderPreferences': {
      const { enabled, hour, minute, timeZone } = command;
      const current = state.preferences;
      if (
        current.enabled === enabled &&
        current.hour === hour &&
        current.minute === minute &&
        current.timeZone === timeZone
      )
        return [];
      return [{ type: 'ReminderPreferencesSet', data: { enabled, hour, minute, timeZone } }];
    }
    case 'RecordDailyReminder':
      if (!state.preferences.enabled) throw new DomainError('conflict', pushMessages.reminderOff);
      if (state.subscriptions.length === 0) {
        throw new DomainError('conflict', pushMessages.noBrowser);
      }
      // At most one reminder per local day: a second attempt (another instance, a restart) writes nothing.
      if (state.lastReminderDate === command.localDate) return [];
      return [
        {
          type: 'DailyReminderSent',
          data: {
            localDate: command.localDate,
            day: command.day,
            subscriptions: state.subscriptions.length,
          },
        },
      ];
  }
}

/** The rules of push-{userId}: subscriptions, reminder preferences, one reminder a day. */
export const pushDecider: Decider<PushState, PushCommand, PushEvent> = {
  eventTypes: pushEventTypes,
  initialState: initialPushState,
  evolve: evolvePush,
  decide,
};
