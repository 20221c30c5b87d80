import type { StoredEvent } from '@detox/projections';
import { describe, expect, it } from 'vitest';
import { foldStream } from '../../commands/command-handler.ts';
import { MAX_PUSH_SUBSCRIPTIONS, type PushCommand, pushDecider } from './push-decider.ts';

interface Given {
  type: string;
  data: unknown;
}

function stored(events: readonly Given[]): StoredEvent[] {
  return events.map((event, index) => ({
    ...event,
    eventId: `e-${index}`,
    streamId: 'push-u',
    streamPosition: index,
    checkpoint: `1:${index}`,
    recordedAt: '2026-11-01T12:00:00.000Z',
    metadata: { occurredAt: '2026-11-01T12:00:00.000Z', schemaVersion: 1 },
  }));
}

const subscription = (name: string) => ({
  endpoint: `https://push.example.com/${name}`,
  p256dh: `key-${name}`,
  auth: `auth-${name}`,
  expirationTime: null,
});
const subscribed = (name: string): Given => ({ type: 'PushSubscribed', data: subscription(name) });

function decide(given: readonly Given[], command: PushCommand) {
  return pushDecider.decide(command, foldStream(pushDecider, stored(given)));
}

describe('push decider', () => {
  it.each<[string, Given[], PushCommand, string[]]>([
    [
      'a new browser subscribes',
      [],
      { type: 'Subscribe', subscription: subscription('a') },
      ['PushSubscribed'],
    ],
    [
      'the same subscription again writes nothing',
      [subscribed('a')],
      { type: 'Subscribe', subscription: subscription('a') },
      [],
    ],
    [
      'renewed keys on the same endpoint are recorded',
      [subscribed('a')],
      { type: 'Subscribe', subscription: { ...subscription('a'), auth: 'new-auth' } },
      ['PushSubscribed'],
    ],
    [
      'unsubscribing an unknown endpoint writes nothing',
      [subscribed('a')],
      { type: 'Unsubscribe', endpoint: 'https://push.example.com/b', reason: 'user' },
      [],
    ],
    [
      'unsubscribing a known endpoint',
      [subscribed('a')],
      { type: 'Unsubscribe', endpoint: 'https://push.example.com/a', reason: 'gone' },
      ['PushUnsubscribed'],
    ],
    [
      'preferences unchanged write nothing',
      [],
      { type: 'SetReminderPreferences', enabled: true, hour: 19, minute: 0, timeZone: 'America/Sao_Paulo' },
      [],
    ],
    [
      'a new hour is recorded',
      [],
      { type: 'SetReminderPreferences', enabled: true, hour: 7, minute: 0, timeZone: 'America/Sao_Paulo' },
      ['ReminderPreferencesSet'],
    ],
    [
      'a new quarter of the same hour is recorded',
      [],
      { type: 'SetReminderPreferences', enabled: true, hour: 19, minute: 45, timeZone: 'America/Sao_Paulo' },
      ['ReminderPreferencesSet'],
    ],
    [
      'the same quarter again writes nothing',
      [
        {
          type: 'ReminderPreferencesSet',
          data: { enabled: true, hour: 19, minute: 45, timeZone: 'America/Sao_Paulo' },
        },
      ],
      { type: 'SetReminderPreferences', enabled: true, hour: 19, minute: 45, timeZone: 'America/Sao_Paulo' },
      [],
    ],
    [
      'an event of the whole-hours time reads as minute 0',
      [{ type: 'ReminderPreferencesSet', data: { enabled: true, hour: 7, timeZone: 'America/Sao_Paulo' } }],
      { type: 'SetReminderPreferences', enabled: true, hour: 7, minute: 0, timeZone: 'America/Sao_Paulo' },
      [],
    ],
    [
      'the first reminder of a date',
      [subscribed('a')],
      { type: 'RecordDailyReminder', localDate: '2026-11-21', day: 3 },
      ['DailyReminderSent'],
    ],
    [
      'a second reminder on the same date writes nothing',
      [
        subscribed('a'),
        { type: 'DailyReminderSent', data: { localDate: '2026-11-21', day: 3, subscriptions: 1 } },
      ],
      { type: 'RecordDailyReminder', localDate: '2026-11-21', day: 3 },
      [],
    ],
    [
      'the next date gets its reminder',
      [
        subscribed('a'),
        { type: 'DailyReminderSent', data: { localDate: '2026-11-21', day: 3, subscriptions: 1 } },
      ],
      { type: 'RecordDailyReminder', localDate: '2026-11-22', day: 3 },
      ['DailyReminderSent'],
    ],
  ])('%s', (_name, given, command, expected) => {
    expect(decide(given, command).map((event) => event.type)).toEqual(expected);
  });

  it('refuses a reminder when reminders are off or no browser is subscribed', () => {
    const off: Given = {
      type: 'ReminderPreferencesSet',
      data: { enabled: false, hour: 19, timeZone: 'America/Sao_Paulo' },
    };
    const command: PushCommand = { type: 'RecordDailyReminder', localDate: '2026-11-21', day: 1 };
    expect(() => decide([subscribed('a'), off], command)).toThrow('O lembrete diário está desligado.');
    expect(() => decide([], command)).toThrow('Nenhum navegador com notificações ativadas.');
  });

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS} browsers: a new one replaces the oldest`, () => {
    const given = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS }, (_, index) => subscribed(`b${index}`));
    const events = decide(given, { type: 'Subscribe', subscription: subscription('newest') });
    expect(events).toEqual([
      { type: 'PushUnsubscribed', data: { endpoint: 'https://push.example.com/b0', reason: 'replaced' } },
      { type: 'PushSubscribed', data: subscription('newest') },
    ]);
    const after = foldStream(pushDecider, stored([...given, ...events]));
    expect(after.subscriptions).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
  });
});
