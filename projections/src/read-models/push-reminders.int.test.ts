import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedTestDatabase, type TestDatabase } from '../../../server/src/testing/postgres.ts';
import { runProjectionSpec } from '../projection-spec.ts';
import type { PushState } from '../push/push-state.ts';
import { pushRemindersProjection } from './push-reminders.ts';

const phone = { endpoint: 'https://push.example.com/send/phone', p256dh: 'BPhone', auth: 'aPhone' };
const laptop = { endpoint: 'https://push.example.com/send/laptop', p256dh: 'BLaptop', auth: 'aLaptop' };

interface Row {
  user_id: string;
  state: PushState;
  enabled: boolean;
  hour: number;
  subscription_count: number;
}

describe('push reminders read model', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createEmbeddedTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('folds subscriptions, preferences and the last reminder the same way twice', async () => {
    const { once, twice } = await runProjectionSpec(
      db.sql,
      pushRemindersProjection,
      [
        { streamId: 'push-u1', type: 'PushSubscribed', data: { ...phone, expirationTime: null } },
        { streamId: 'push-u1', type: 'PushSubscribed', data: { ...laptop, expirationTime: null } },
        // The phone's browser renewed its keys: same endpoint, one subscription.
        {
          streamId: 'push-u1',
          type: 'PushSubscribed',
          data: { ...phone, auth: 'aPhone2', expirationTime: null },
        },
        {
          streamId: 'push-u1',
          type: 'PushUnsubscribed',
          data: { endpoint: laptop.endpoint, reason: 'gone' },
        },
        {
          streamId: 'push-u1',
          type: 'ReminderPreferencesSet',
          data: { enabled: true, hour: 7, timeZone: 'America/Sao_Paulo' },
        },
        {
          streamId: 'push-u1',
          type: 'DailyReminderSent',
          data: { localDate: '2026-01-01', day: 3, subscriptions: 1 },
        },
        {
          streamId: 'push-u2',
          type: 'ReminderPreferencesSet',
          data: { enabled: false, hour: 22, timeZone: 'America/Manaus' },
        },
        { streamId: 'journey-u3', type: 'DayCompleted', data: { day: 1 } },
      ],
      (sql) =>
        sql<Row[]>`
          select user_id, state, enabled, hour, subscription_count from rm_push_reminders order by user_id`,
    );
    expect(twice).toEqual(once);
    expect(once.map((row) => [row.user_id, row.enabled, row.hour, row.subscription_count])).toEqual([
      ['u1', true, 7, 1],
      ['u2', false, 22, 0],
    ]);
    const [first] = once;
    expect(first?.state.subscriptions).toEqual([
      expect.objectContaining({ endpoint: phone.endpoint, auth: 'aPhone2' }),
    ]);
    expect(first?.state.lastReminderDate).toBe('2026-01-01');
    expect(first?.state.lastReminderDay).toBe(3);
    expect(once[1]?.state.preferences.timeZone).toBe('America/Manaus');
  });
});
