import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { SessionResponse } from '../contracts/auth.ts';
import { kirvanoWebhookRefusals } from '../metrics.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, WEBHOOK_TOKEN } from '../testing/auth.ts';
import { deepArrayText, deepObjectText } from '../testing/fuzz-corpus.ts';
import { hygieneMessages } from './input-hygiene.ts';

/**
 * The failures of issue 18 item 6, one by one: each refused with its status and pt-BR message, nothing stored.
 * The fuzz suite (fuzz.int.test.ts) sends the whole corpus; these say exactly what the answer is.
 */

let test: TestApp;
let app: ReturnType<typeof createApp>;
let subscriber: SessionResponse;
let support: SessionResponse;
const warnings: Record<string, unknown>[] = [];

beforeAll(async () => {
  test = await createTestApp({ ...authTestEnv, KIRVANO_PRODUCT_IDS: 'detox21' });
  // The same app on the same database, with a logger whose warnings the tests can read.
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      warnings.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  app = createApp({ config: test.config, runtime: test.runtime, logger: pino({ level: 'warn' }, sink) });
  subscriber = await givenSignedIn(test, 'higiene@example.com', 'active');
  support = await givenSignedIn(test, 'suporte@detox21.com.br');
});
afterAll(async () => {
  await test.close();
});

async function eventCount(): Promise<number> {
  const [row] = await test.runtime.sql<{ n: number }[]>`select count(*)::int as n from es_events`;
  return row?.n ?? 0;
}

let keys = 0;
async function post(path: string, body: string, headers: Record<string, string> = bearer(subscriber.token)) {
  keys += 1;
  const response = await app.request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': `00000000-0000-4000-a000-${String(keys).padStart(12, '0')}`,
      ...headers,
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function get(path: string, token: string) {
  const response = await app.request(path, { headers: bearer(token) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('text no column can hold', () => {
  it('refuses NUL in a reflection with 400 and stores nothing', async () => {
    const before = await eventCount();
    const answer = await post(
      '/api/progress/reflection',
      JSON.stringify({ dayNumber: 1, reflection: 'Hoje eu\u0000percebi muita coisa sobre o celular.' }),
    );
    expect(answer).toEqual({ status: 400, body: { error: 'O texto enviado contém caracteres inválidos.' } });
    expect(await eventCount()).toBe(before);
  });

  it('refuses a lone surrogate in a chat message with 400 and stores nothing', async () => {
    const before = await eventCount();
    const answer = await post('/api/ai/chat', JSON.stringify({ message: 'Oi, mentor \ud800' }));
    expect(answer).toEqual({ status: 400, body: { error: hygieneMessages.invalidText } });
    expect(await eventCount()).toBe(before);
  });

  it('refuses NUL in a key, deep inside the body', async () => {
    const answer = await post(
      '/api/ai/save-guidance',
      JSON.stringify({ dayNumber: 1, guidanceType: 'coaching', content: { passos: [{ 'a\u0000': 1 }] } }),
    );
    expect(answer).toEqual({ status: 400, body: { error: hygieneMessages.invalidText } });
  });

  it('still takes emoji, accents and right-to-left text', async () => {
    const answer = await post(
      '/api/progress/reflection',
      JSON.stringify({ dayNumber: 1, reflection: 'Hoje foi ótimo 🙂👩🏽‍💻 \u202eolá\u202c, sem celular.' }),
    );
    expect(answer.status).toBe(200);
  });
});

describe('JSON nested 20,000 deep', () => {
  it.each([
    ['a whole body of arrays', deepArrayText],
    ['a whole body of objects', deepObjectText],
    ['a field', `{"dayNumber":1,"guidanceType":"coaching","content":{"a":${deepArrayText}}}`],
  ])('is refused with 400 in %s, and nothing is stored', async (_case, body) => {
    const before = await eventCount();
    const answer = await post('/api/ai/save-guidance', body);
    expect(answer).toEqual({
      status: 400,
      body: { error: 'O JSON enviado tem níveis de aninhamento demais (no máximo 32).' },
    });
    expect(await eventCount()).toBe(before);
  });
});

describe('path ids that cannot name anything', () => {
  it.each([
    ['/api/audio/session/%00', () => subscriber.token],
    ['/api/audio/session/abc%00def/audio', () => subscriber.token],
    ['/api/audio/session/%E0%A4%A', () => subscriber.token],
    ['/api/support/users/%00/timeline', () => support.token],
    ['/api/support/users/%00/export', () => support.token],
    ['/api/support/users/a%0Ab/replay?at=x', () => support.token],
  ])('%s answers 404', async (path, token) => {
    const before = await eventCount();
    expect(await get(path, token())).toEqual({
      status: 404,
      body: { error: 'O endereço pedido contém caracteres inválidos.' },
    });
    // A support access is itself recorded (support stream): not for an address that names no one.
    expect(await eventCount()).toBe(before);
  });

  it('refuses NUL in a query string with 400', async () => {
    expect(await get('/api/support/users?email=a%00@example.com', support.token)).toEqual({
      status: 400,
      body: { error: hygieneMessages.invalidText },
    });
  });
});

describe('Kirvano dates out of range', () => {
  const sale = (overrides: Record<string, unknown>) => ({
    event: 'SALE_APPROVED',
    sale_id: 'S-DATA-9999',
    payment_method: 'PIX',
    total_price: 'R$ 97,00',
    type: 'ONE_TIME',
    status: 'APPROVED',
    created_at: '2026-03-18 14:42:54',
    customer: { name: 'Ana', email: 'data-longe@example.com' },
    products: [{ id: 'detox21', offer_id: null }],
    ...overrides,
  });
  const refused = async (reason: string) =>
    (await kirvanoWebhookRefusals.get()).values.find((value) => value.labels.reason === reason)?.value ?? 0;

  it.each([
    ['created_at', { created_at: '9999-12-31 23:59:59' }],
    ['created_at', { created_at: '1999-06-30 12:00:00' }],
    [
      'next_charge_date',
      { type: 'RECURRING', plan: { charge_frequency: 'MONTHLY', next_charge_date: '9999-12-31 23:59:59' } },
    ],
  ])('%s %j: 400, nothing stored, a warning and a count', async (field, overrides) => {
    const before = await eventCount();
    const counted = await refused('date_out_of_range');
    warnings.length = 0;
    const answer = await post('/api/webhooks/kirvano', JSON.stringify(sale(overrides)), {
      'X-Kirvano-Token': WEBHOOK_TOKEN,
    });
    expect(answer).toEqual({
      status: 400,
      body: { error: `Data ${field} fora do intervalo aceito (anos 2000 a 2100) no webhook.` },
    });
    expect(await eventCount()).toBe(before);
    expect(await refused('date_out_of_range')).toBe(counted + 1);
    expect(warnings).toEqual([
      expect.objectContaining({
        level: 40,
        reason: 'date_out_of_range',
        msg: expect.stringContaining('Kirvano') as unknown,
      }),
    ]);
    // The log line names no customer.
    expect(JSON.stringify(warnings)).not.toContain('data-longe@example.com');
  });

  it('still takes a date within range', async () => {
    const answer = await post(
      '/api/webhooks/kirvano',
      JSON.stringify(sale({ created_at: '2100-06-01 12:00:00' })),
      {
        'X-Kirvano-Token': WEBHOOK_TOKEN,
      },
    );
    expect(answer.status).toBe(200);
  });
});

describe('over real HTTP (the body read from the socket)', () => {
  it('gives the same answers', async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    try {
      const nul = await fetch(`${base}/api/progress/reflection`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': '00000000-0000-4000-a000-ffffffffffff',
          ...bearer(subscriber.token),
        },
        body: '{"dayNumber":1,"reflection":"a\\u0000b"}',
      });
      expect([nul.status, await nul.json()]).toEqual([400, { error: hygieneMessages.invalidText }]);
      const deep = await fetch(`${base}/api/progress/reflection`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer(subscriber.token) },
        body: deepObjectText,
      });
      expect([deep.status, await deep.json()]).toEqual([400, { error: hygieneMessages.tooDeep }]);
      const path = await fetch(`${base}/api/audio/session/%00`, { headers: bearer(subscriber.token) });
      expect([path.status, await path.json()]).toEqual([404, { error: hygieneMessages.invalidPath }]);
    } finally {
      server.close();
    }
  });
});
