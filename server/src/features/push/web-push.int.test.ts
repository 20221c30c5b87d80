import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { streamId } from '@detox/projections';
import ece from 'http_ece';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReminderPreferencesResponse, VapidPublicKeyResponse } from '../../contracts/notifications.ts';
import { metricsRegistry } from '../../metrics.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../../testing/auth.ts';
import { webPushSender, type ReminderPayload } from './push-sender.ts';
import { createReminderScheduler, reminderPayload } from './reminder-scheduler.ts';
import { vapidKeysOnce } from './vapid.ts';

/**
 * Real web push, end to end: the web-push library encrypts and signs, a local push service receives the request,
 * and the test reads it as a browser and a push service would: decrypts the body (aes128gcm) with the
 * subscription's private key and auth secret, and checks the VAPID JWT's ES256 signature and claims.
 */

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of a subscription: a P-256 key pair and a 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

function decodeJwtPart(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Checks a VAPID JWT as a push service does (RFC 8292): ES256 over header.payload with the k= public key. */
function verifyVapidJwt(token: string, publicKey: string): boolean {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return false;
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  return verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
}

async function sendsByOutcome(): Promise<Record<string, number>> {
  const metric = await metricsRegistry.getSingleMetric('detox_push_sends_total')?.get();
  return Object.fromEntries(
    (metric?.values ?? []).map((value) => [String(value.labels.outcome), value.value]),
  );
}

describe('web push with the real library', () => {
  let test: TestApp;
  let server: Server;
  let origin: string;
  const received: Received[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        response.statusCode = request.url?.startsWith('/gone/') ? 410 : 201;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    test = await createTestApp({ ...authTestEnv, PUSH_ALLOW_HTTP: 'true' });
  });
  afterAll(async () => {
    await test.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('delivers an encrypted, VAPID-signed reminder that the browser can read; a 410 removes the subscription', async () => {
    const { token, user } = await givenSignedIn(test, 'push-real@example.com', 'active');
    const auth = bearer(token);
    const phone = browserKeys();
    const stale = browserKeys();
    for (const [path, keys] of [
      ['/push/phone-1', phone],
      ['/gone/old-laptop', stale],
    ] as const) {
      const response = await test.app.request(
        '/api/notifications/subscribe',
        jsonRequest(
          'POST',
          {
            endpoint: `${origin}${path}`,
            expirationTime: null,
            keys: { p256dh: keys.p256dh, auth: keys.auth },
          },
          auth,
        ),
      );
      expect(response.status).toBe(201);
    }
    const keyResponse = await test.app.request('/api/notifications/vapid-public-key', { headers: auth });
    const { publicKey } = (await keyResponse.json()) as VapidPublicKeyResponse;
    const before = await sendsByOutcome();

    // 19:00 in São Paulo (UTC−3), the default reminder hour.
    const scheduler = createReminderScheduler({
      runtime: test.runtime,
      logger: pino({ level: 'silent' }),
      send: webPushSender(vapidKeysOnce(test.runtime.sql, test.config)),
      now: () => new Date('2026-11-21T22:05:00Z'),
      electLeader: false,
    });
    const startedAt = Math.floor(Date.now() / 1000);
    expect((await scheduler.tick()).reminded).toHaveLength(1);
    await scheduler.stop();

    expect(received.map((request) => request.path).sort()).toEqual(['/gone/old-laptop', '/push/phone-1']);
    const delivered = received.find((request) => request.path === '/push/phone-1');
    if (!delivered) throw new Error('nada chegou ao serviço de push');
    expect(delivered.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(delivered.headers.ttl)).toBeGreaterThan(0);

    // The browser's side: only the subscription's private key and auth secret open the message.
    const plain = ece.decrypt(delivered.body, {
      version: 'aes128gcm',
      privateKey: phone.ecdh,
      authSecret: phone.auth,
    });
    const payload = JSON.parse(plain.toString('utf8')) as ReminderPayload;
    expect(payload).toEqual(reminderPayload(1));
    expect(payload.url).toBe('/daily-challenge?day=1');
    expect(payload.title).toContain('Dia 1');
    expect(() =>
      ece.decrypt(delivered.body, { version: 'aes128gcm', privateKey: stale.ecdh, authSecret: phone.auth }),
    ).toThrow();

    // The push service's side: the VAPID header names our public key and carries a valid ES256 JWT.
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(delivered.headers.authorization ?? '');
    expect(match).not.toBeNull();
    const [, jwt = '', k = ''] = match ?? [];
    expect(k).toBe(publicKey);
    expect(verifyVapidJwt(jwt, publicKey)).toBe(true);
    expect(verifyVapidJwt(jwt, browserKeys().p256dh)).toBe(false);
    const [jwtHeader = '', jwtClaims = ''] = jwt.split('.');
    expect(decodeJwtPart(jwtHeader)).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    const claims = decodeJwtPart(jwtClaims);
    expect(claims.aud).toBe(origin);
    expect(claims.sub).toBe(test.config.VAPID_SUBJECT);
    expect(Number(claims.exp)).toBeGreaterThan(startedAt);
    expect(Number(claims.exp)).toBeLessThanOrEqual(startedAt + 24 * 3600 + 60);

    // 410 Gone: that subscription is forgotten, recorded as such; the phone's stays.
    const preferences = await test.app.request('/api/notifications/preferences', { headers: auth });
    expect(((await preferences.json()) as ReminderPreferencesResponse).subscriptions).toBe(1);
    const { events } = await test.runtime.store.readStream(streamId('push', user.id));
    expect(events.map((event) => event.type)).toEqual([
      'PushSubscribed',
      'PushSubscribed',
      'DailyReminderSent',
      'PushUnsubscribed',
    ]);
    expect(events.at(-1)?.data).toEqual({ endpoint: `${origin}/gone/old-laptop`, reason: 'gone' });
    const after = await sendsByOutcome();
    expect((after.ok ?? 0) - (before.ok ?? 0)).toBe(1);
    expect((after.gone ?? 0) - (before.gone ?? 0)).toBe(1);
  });
});
