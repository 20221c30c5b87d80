import { createECDH, randomBytes } from 'node:crypto';
import { streamId } from '@detox/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '../../contracts/me.ts';
import type { ReminderPreferencesResponse, VapidPublicKeyResponse } from '../../contracts/notifications.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../../testing/auth.ts';

function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

describe('/api/notifications', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(authTestEnv);
  });
  afterAll(async () => {
    await test.close();
  });

  it('is for signed-in users only', async () => {
    for (const path of ['/api/notifications/vapid-public-key', '/api/notifications/preferences']) {
      expect((await test.app.request(path)).status).toBe(401);
    }
    const response = await test.app.request(
      '/api/notifications/subscribe',
      jsonRequest('POST', browserSubscription('https://push.example.com/x')),
    );
    expect(response.status).toBe(401);
  });

  it('hands out one VAPID public key, generated once and kept in the database', async () => {
    const { token } = await givenSignedIn(test, 'vapid@example.com');
    const first = (await (
      await test.app.request('/api/notifications/vapid-public-key', { headers: bearer(token) })
    ).json()) as VapidPublicKeyResponse;
    // An uncompressed P-256 point, base64url: 65 bytes.
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    const [row] = await test.runtime.sql<{ public_key: string }[]>`select public_key from push_vapid_keys`;
    expect(row?.public_key).toBe(first.publicKey);
    const again = (await (
      await test.app.request('/api/notifications/vapid-public-key', { headers: bearer(token) })
    ).json()) as VapidPublicKeyResponse;
    expect(again.publicKey).toBe(first.publicKey);
  });

  it('stores a subscription once, and forgets it on unsubscribe', async () => {
    const { token, user } = await givenSignedIn(test, 'subscribe@example.com', 'active');
    const auth = bearer(token);
    const subscription = browserSubscription('https://fcm.googleapis.com/fcm/send/abc:def');
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await test.app.request(
        '/api/notifications/subscribe',
        jsonRequest('POST', subscription, auth),
      );
      expect(response.status).toBe(201);
      expect((await response.json()) as ReminderPreferencesResponse).toEqual({
        enabled: true,
        hour: 19,
        minute: 0,
        timeZone: 'America/Sao_Paulo',
        subscriptions: 1,
      });
    }
    const stream = streamId('push', user.id);
    expect((await test.runtime.store.readStream(stream)).events.map((event) => event.type)).toEqual([
      'PushSubscribed',
    ]);
    const gone = await test.app.request(
      '/api/notifications/unsubscribe',
      jsonRequest('POST', { endpoint: subscription.endpoint }, auth),
    );
    expect(gone.status).toBe(200);
    expect(((await gone.json()) as ReminderPreferencesResponse).subscriptions).toBe(0);
    const { events } = await test.runtime.store.readStream(stream);
    expect(events.at(-1)).toMatchObject({
      type: 'PushUnsubscribed',
      data: { endpoint: subscription.endpoint, reason: 'user' },
    });
  });

  it.each([
    ['no keys', { endpoint: 'https://push.example.com/a' }, 'Inscrição de notificações inválida.'],
    [
      'not a URL',
      { ...browserSubscription('x'), endpoint: 'não é url' },
      'Inscrição de notificações inválida.',
    ],
    [
      'a short p256dh',
      {
        ...browserSubscription('https://push.example.com/a'),
        keys: { p256dh: 'BAAA', auth: 'x'.repeat(22) },
      },
      'Inscrição de notificações inválida.',
    ],
    [
      'an auth secret of the wrong size',
      {
        ...browserSubscription('https://push.example.com/a'),
        keys: { ...browserSubscription('https://push.example.com/a').keys, auth: 'abc' },
      },
      'Inscrição de notificações inválida.',
    ],
    ['a string body', 'subscription', 'Inscrição de notificações inválida.'],
    [
      'an http endpoint',
      browserSubscription('http://push.example.com/a'),
      'O endereço de notificações precisa usar https.',
    ],
  ])('refuses a subscription with %s: 400 in pt-BR, nothing stored', async (_name, body, message) => {
    const { token, user } = await givenSignedIn(test, `bad-${randomBytes(3).toString('hex')}@example.com`);
    const response = await test.app.request(
      '/api/notifications/subscribe',
      jsonRequest('POST', body, bearer(token)),
    );
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(message);
    expect((await test.runtime.store.readStream(streamId('push', user.id))).events).toEqual([]);
  });

  it('reads and writes the reminder hour and switch; refuses an hour outside 0–23', async () => {
    const { token, user } = await givenSignedIn(test, 'hour@example.com');
    const auth = bearer(token);
    const initial = await test.app.request('/api/notifications/preferences', { headers: auth });
    expect(await initial.json()).toEqual({
      enabled: true,
      hour: 19,
      minute: 0,
      timeZone: 'America/Sao_Paulo',
      subscriptions: 0,
    });
    for (const body of [
      { enabled: true, hour: 24 },
      { enabled: true, hour: -1 },
      { enabled: true, hour: 7.5 },
      { enabled: true, hour: '7' },
    ]) {
      const refused = await test.app.request(
        '/api/notifications/preferences',
        jsonRequest('PUT', body, auth),
      );
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toBe('Horário inválido: escolha uma hora entre 0 e 23.');
    }
    const badZone = await test.app.request(
      '/api/notifications/preferences',
      jsonRequest('PUT', { enabled: true, hour: 7, timeZone: 'Marte/Olympus' }, auth),
    );
    expect(badZone.status).toBe(400);
    expect(await errorOf(badZone)).toBe('Fuso horário inválido.');
    expect((await test.runtime.store.readStream(streamId('push', user.id))).events).toEqual([]);

    const saved = await test.app.request(
      '/api/notifications/preferences',
      jsonRequest('PUT', { enabled: false, hour: 7 }, auth),
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      enabled: false,
      hour: 7,
      minute: 0,
      timeZone: 'America/Sao_Paulo',
      subscriptions: 0,
    });
    const read = await test.app.request('/api/notifications/preferences', { headers: auth });
    expect(((await read.json()) as ReminderPreferencesResponse).hour).toBe(7);
  });

  it('takes any quarter hour, and refuses other minutes with a clear message', async () => {
    const { token, user } = await givenSignedIn(test, 'quarter@example.com');
    const auth = bearer(token);
    for (const minute of [10, 60, -15, 7.5, '15', null]) {
      const refused = await test.app.request(
        '/api/notifications/preferences',
        jsonRequest('PUT', { enabled: true, hour: 7, minute }, auth),
      );
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toBe(
        'Horário inválido: os lembretes saem de 15 em 15 minutos (00, 15, 30 ou 45).',
      );
    }
    expect((await test.runtime.store.readStream(streamId('push', user.id))).events).toEqual([]);

    for (const minute of [15, 30, 45, 0]) {
      const saved = await test.app.request(
        '/api/notifications/preferences',
        jsonRequest('PUT', { enabled: true, hour: 21, minute }, auth),
      );
      expect(saved.status).toBe(200);
      const read = await test.app.request('/api/notifications/preferences', { headers: auth });
      expect(((await read.json()) as ReminderPreferencesResponse).minute).toBe(minute);
    }
    const events = (await test.runtime.store.readStream(streamId('push', user.id))).events;
    expect(events.map((event) => (event.data as { minute?: number }).minute)).toEqual([15, 30, 45, 0]);
  });

  it('is in the data export, and erased with the account', async () => {
    const email = 'erase-push@example.com';
    const { token, user } = await givenSignedIn(test, email, 'active');
    const auth = bearer(token);
    const subscription = browserSubscription('https://push.example.com/erase-me');
    await test.app.request('/api/notifications/subscribe', jsonRequest('POST', subscription, auth));
    await test.app.request(
      '/api/notifications/preferences',
      jsonRequest('PUT', { enabled: true, hour: 6 }, auth),
    );

    const exported = (await (
      await test.app.request('/api/me/export', { headers: auth })
    ).json()) as AccountExport;
    expect(
      exported.events.filter((event) => event.stream === `push-${user.id}`).map((event) => event.type),
    ).toEqual(['PushSubscribed', 'ReminderPreferencesSet']);
    expect(exported.readModels.rm_push_reminders).toHaveLength(1);

    const deleted = await test.app.request('/api/me', jsonRequest('DELETE', { confirmEmail: email }, auth));
    expect(deleted.status).toBe(200);
    expect((await test.runtime.store.readStream(streamId('push', user.id))).events).toEqual([]);
    const rows = await test.runtime.sql`select 1 from rm_push_reminders where user_id = ${user.id}`;
    expect(rows).toHaveLength(0);
  });
});

describe('/api/notifications with PUSH_ALLOW_HTTP', () => {
  it('accepts an http endpoint only when the configuration allows it', async () => {
    const test = await createTestApp({ ...authTestEnv, PUSH_ALLOW_HTTP: 'true' });
    try {
      const { token } = await givenSignedIn(test, 'local-push@example.com');
      const response = await test.app.request(
        '/api/notifications/subscribe',
        jsonRequest('POST', browserSubscription('http://127.0.0.1:9/push'), bearer(token)),
      );
      expect(response.status).toBe(201);
    } finally {
      await test.close();
    }
  });
});
