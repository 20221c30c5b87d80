import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { streamId } from '@detox/projections';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../../testing/auth.ts';
import { testDatabaseUrl } from '../../testing/postgres.ts';
import type { PushSender, PushTarget, ReminderPayload } from './push-sender.ts';
import { createReminderScheduler } from './reminder-scheduler.ts';

const logger = pino({ level: 'silent' });

function subscription(name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.com/${name}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** A sender that records what would go out (the real one is covered by web-push.int.test.ts). */
function recordingSender() {
  const sent: { target: PushTarget; payload: ReminderPayload }[] = [];
  const send: PushSender = (target, payload) => {
    sent.push({ target, payload });
    return Promise.resolve({ outcome: 'ok', status: 201 });
  };
  return { sent, send };
}

async function subscribedUser(test: TestApp, hour?: number, minute?: number) {
  const email = `lembrete-${randomBytes(4).toString('hex')}@example.com`;
  const { token, user } = await givenSignedIn(test, email, 'active');
  const auth = bearer(token);
  const response = await test.app.request(
    '/api/notifications/subscribe',
    jsonRequest('POST', subscription(user.id), auth),
  );
  expect(response.status).toBe(201);
  if (hour !== undefined) {
    await test.app.request(
      '/api/notifications/preferences',
      jsonRequest('PUT', { enabled: true, hour, minute }, auth),
    );
  }
  return user.id;
}

/** Day `day` completed (questionnaire answered) at `at`, as the journey stream records it. */
async function givenDayCompleted(test: TestApp, userId: string, day: number, at: string) {
  const metadata = { occurredAt: at, schemaVersion: 1, userId };
  const result = await test.runtime.store.appendToStream(streamId('journey', userId), [
    {
      eventId: randomUUID(),
      type: 'QuestionnaireAnswered',
      data: { day, responses: [{ questionId: 'mood_today', selectedOptions: ['bem'] }] },
      metadata,
    },
    { eventId: randomUUID(), type: 'DayCompleted', data: { day }, metadata },
  ]);
  await test.runtime.afterAppend(result.lastCheckpoint);
}

describe('daily reminder scheduler', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(authTestEnv);
  });
  afterAll(async () => {
    await test.close();
  });

  it('sends at the subscriber’s hour in São Paulo, once a day, and only while the day is not done', async () => {
    const seven = await subscribedUser(test, 7);
    const doneToday = await subscribedUser(test, 7);
    await givenDayCompleted(test, doneToday, 1, '2026-11-21T10:30:00Z'); // 07:30 in São Paulo
    const doneYesterday = await subscribedUser(test, 7);
    await givenDayCompleted(test, doneYesterday, 1, '2026-11-20T12:00:00Z');

    let now = new Date('2026-11-21T09:59:00Z'); // 06:59 in São Paulo
    const { sent, send } = recordingSender();
    const scheduler = createReminderScheduler({
      runtime: test.runtime,
      logger,
      send,
      now: () => now,
      electLeader: false,
    });
    const mine = (ids: string[]) => ids.filter((id) => [seven, doneToday, doneYesterday].includes(id));

    expect(mine((await scheduler.tick()).reminded)).toEqual([]);
    now = new Date('2026-11-21T10:00:00Z'); // 07:00
    expect(mine((await scheduler.tick()).reminded).sort()).toEqual([seven, doneYesterday].sort());
    expect(sent.find((item) => item.target.endpoint.endsWith(doneYesterday))?.payload.url).toBe(
      '/daily-challenge?day=2',
    );
    expect(sent.find((item) => item.target.endpoint.endsWith(seven))?.payload.url).toBe(
      '/daily-challenge?day=1',
    );
    const count = sent.length;
    now = new Date('2026-11-21T10:40:00Z'); // 07:40, same day: nothing again
    expect(mine((await scheduler.tick()).reminded)).toEqual([]);
    // A restart: a new scheduler finds the recorded reminder and sends nothing.
    const restarted = createReminderScheduler({
      runtime: test.runtime,
      logger,
      send,
      now: () => now,
      electLeader: false,
    });
    expect(mine((await restarted.tick()).reminded)).toEqual([]);
    expect(sent).toHaveLength(count);
    now = new Date('2026-11-22T10:05:00Z'); // next day, 07:05
    expect(mine((await scheduler.tick()).reminded).sort()).toEqual([seven, doneToday, doneYesterday].sort());
    await scheduler.stop();
    await restarted.stop();
  });

  it('sends at the subscriber’s quarter hour: 07:30 goes between 07:30 and 07:44, not at 07:00', async () => {
    const half = await subscribedUser(test, 7, 30);
    const quarterTo = await subscribedUser(test, 7, 45);
    const { send } = recordingSender();
    let now = new Date('2026-11-24T10:00:00Z'); // 07:00 in São Paulo
    const scheduler = createReminderScheduler({
      runtime: test.runtime,
      logger,
      send,
      now: () => now,
      electLeader: false,
    });
    const mine = (ids: string[]) => ids.filter((id) => [half, quarterTo].includes(id));

    expect(mine((await scheduler.tick()).reminded)).toEqual([]);
    now = new Date('2026-11-24T10:29:00Z'); // 07:29
    expect(mine((await scheduler.tick()).reminded)).toEqual([]);
    now = new Date('2026-11-24T10:30:00Z'); // 07:30
    expect(mine((await scheduler.tick()).reminded)).toEqual([half]);
    now = new Date('2026-11-24T10:44:00Z'); // 07:44: the 07:45 one waits
    expect(mine((await scheduler.tick()).reminded)).toEqual([]);
    now = new Date('2026-11-24T10:52:00Z'); // 07:52, a pass missed at 07:45 still sends within the quarter
    expect(mine((await scheduler.tick()).reminded)).toEqual([quarterTo]);
    now = new Date('2026-11-25T11:00:00Z'); // next day 08:00: past both quarters, nothing
    expect(mine((await scheduler.tick()).reminded)).toEqual([]);
    await scheduler.stop();
  });

  it('sends nothing to a subscriber who turned reminders off', async () => {
    const email = `desligado-${randomBytes(4).toString('hex')}@example.com`;
    const { token, user } = await givenSignedIn(test, email, 'active');
    const auth = bearer(token);
    await test.app.request('/api/notifications/subscribe', jsonRequest('POST', subscription('off'), auth));
    await test.app.request(
      '/api/notifications/preferences',
      jsonRequest('PUT', { enabled: false, hour: 19 }, auth),
    );
    const { send, sent } = recordingSender();
    const scheduler = createReminderScheduler({
      runtime: test.runtime,
      logger,
      send,
      now: () => new Date('2026-11-23T22:00:00Z'),
      electLeader: false,
    });
    expect((await scheduler.tick()).reminded).not.toContain(user.id);
    expect(sent.filter((item) => item.target.endpoint.endsWith('/off'))).toEqual([]);
    await scheduler.stop();
  });
});

describe.skipIf(!testDatabaseUrl)('daily reminder scheduler on PostgreSQL with two instances', () => {
  it('sends from one instance only', async () => {
    const test = await createTestApp(authTestEnv, { backend: 'postgres' });
    try {
      const userId = await subscribedUser(test, 19);
      const { send, sent } = recordingSender();
      const options = {
        runtime: test.runtime,
        logger,
        send,
        now: () => new Date('2026-11-21T22:00:00Z'),
        electLeader: true,
      };
      const first = createReminderScheduler(options);
      const second = createReminderScheduler(options);
      const results = await Promise.all([first.tick(), second.tick()]);
      expect(results.map((result) => result.leader).sort()).toEqual([false, true]);
      expect(results.flatMap((result) => result.reminded)).toEqual([userId]);
      expect(sent).toHaveLength(1);
      // The follower stays a follower while the leader lives.
      expect((await second.tick()).leader).toBe(results[1].leader);
      await first.stop();
      await second.stop();
    } finally {
      await test.close();
    }
  });
});
