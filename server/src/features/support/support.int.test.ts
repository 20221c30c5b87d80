import { demoJourneys } from '@detox/fixtures';
import { streamId } from '@detox/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OverallProgressDto } from '../../contracts/progress.ts';
import type {
  SupportExport,
  SupportReplay,
  SupportSearchResult,
  SupportTimeline,
} from '../../contracts/support.ts';
import { isoToKirvanoTime } from '../subscription/kirvano-values.ts';
import { readJourney } from '../journey/journey-service.ts';
import { seedDemoJourney } from '../../seed/demo.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest, WEBHOOK_TOKEN } from '../../testing/auth.ts';
import { overallProgressDto } from '../journey/progress-dto.ts';

let test: TestApp;
let supportToken: string;
let adminToken: string;
let subscriberToken: string;
const seeded = new Map<string, string>();

beforeAll(async () => {
  test = await createTestApp(authTestEnv);
  for (const journey of demoJourneys()) {
    const { userId } = await seedDemoJourney(test.runtime, journey);
    seeded.set(journey.id, userId);
  }
  supportToken = (await givenSignedIn(test, 'suporte@detox21.com.br')).token;
  adminToken = (await givenSignedIn(test, 'admin@detox21.com.br')).token;
  subscriberToken = (await givenSignedIn(test, 'assinante@example.com', 'active')).token;
}, 60_000);
afterAll(async () => {
  await test.close();
});

const get = (path: string, token: string) => test.app.request(path, { headers: bearer(token) });

async function timelineOf(userId: string, token = supportToken): Promise<SupportTimeline> {
  const response = await get(`/api/support/users/${userId}/timeline`, token);
  expect(response.status).toBe(200);
  return (await response.json()) as SupportTimeline;
}

function userIdOf(id: string): string {
  const userId = seeded.get(id);
  if (!userId) throw new Error(`demo ${id} não semeada`);
  return userId;
}

describe('support guards', () => {
  it.each([
    ['a subscriber', () => subscriberToken, 403],
    ['support', () => supportToken, 200],
    ['an admin', () => adminToken, 200],
  ])('%s searching by email gets %i', async (_who, token, status) => {
    const response = await get('/api/support/users?q=demo%40detox21.com.br', token());
    expect(response.status).toBe(status);
    if (status === 403) expect(await response.json()).toMatchObject({ reason: 'forbidden' });
  });

  it('refuses a subscriber on the timeline, replay and export too', async () => {
    const userId = userIdOf('halfway');
    for (const path of ['timeline', 'replay?at=x', 'export']) {
      expect((await get(`/api/support/users/${userId}/${path}`, subscriberToken)).status).toBe(403);
    }
  });
});

/** A buyer who paid (a real Kirvano webhook) and never signed in: no account, only a customer stream. */
async function buyerWithoutAccount(email: string, saleId: string, phone: string): Promise<void> {
  const response = await test.app.request('/api/webhooks/kirvano', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Kirvano-Token': WEBHOOK_TOKEN },
    body: JSON.stringify({
      event: 'SALE_APPROVED',
      sale_id: saleId,
      payment_method: 'CREDIT_CARD',
      total_price: 'R$ 169,80',
      type: 'ONE_TIME',
      status: 'APPROVED',
      created_at: isoToKirvanoTime(new Date().toISOString()),
      customer: { name: 'Joana Compradora', document: '12345678900', email, phone_number: phone },
      products: [{ id: 'detox21', name: 'Detox Digital 21 Dias', offer_id: 'o-main', price: 'R$ 169,80' }],
    }),
  });
  expect(response.status).toBe(200);
}

async function search(q: string, token = supportToken): Promise<SupportSearchResult> {
  const response = await get(`/api/support/users?q=${encodeURIComponent(q)}`, token);
  expect(response.status).toBe(200);
  return (await response.json()) as SupportSearchResult;
}

describe('find a subscriber', () => {
  it('finds one by part of the e-mail, whatever the case, with their subscription in pt-BR', async () => {
    const { matches } = await search('  DEMO@Detox21 ');
    expect(matches).toEqual([
      expect.objectContaining({
        key: userIdOf('halfway'),
        userId: userIdOf('halfway'),
        email: 'demo@detox21.com.br',
        name: 'Ana Souza',
        hasAccount: true,
        matchedBy: 'e-mail',
        subscriptionStatus: expect.stringMatching(/^Premium ativa até \d\d\/\d\d\/\d{4}$/) as unknown,
      }),
    ]);
  });

  it('finds by name and by user id', async () => {
    expect((await search('ana sou')).matches.map((match) => match.email)).toContain('demo@detox21.com.br');
    const byId = await search(userIdOf('halfway'));
    expect(byId.matches).toEqual([expect.objectContaining({ matchedBy: 'id do usuário' })]);
  });

  it('finds a buyer who never signed in by part of the e-mail, the sale id or the phone', async () => {
    await buyerWithoutAccount('joana.compradora77@example.com', 'KV-55120-XYZ', '+55 (21) 99876-5432');
    for (const [q, by] of [
      ['compradora77', 'e-mail'],
      ['KV-55120', 'código da venda'],
      ['98765-432', 'telefone'],
    ] as const) {
      const { matches } = await search(q);
      expect(matches, q).toEqual([
        expect.objectContaining({
          key: 'joana.compradora77@example.com',
          userId: null,
          hasAccount: false,
          name: 'Joana Compradora',
          matchedBy: by,
        }),
      ]);
    }
    // Their timeline: the purchase with its webhook, in pt-BR, and support's own look-ups.
    const { subscriber, events } = await timelineOf(encodeURIComponent('joana.compradora77@example.com'));
    expect(subscriber).toMatchObject({ hasAccount: false, userId: null, name: 'Joana Compradora' });
    const purchase = events.find((event) => event.type === 'PurchaseApproved');
    expect(purchase).toMatchObject({
      label: 'Compra aprovada',
      actor: 'Kirvano (webhook)',
      summary: expect.stringMatching(/^Compra aprovada \(cartão de crédito\); acesso até /) as unknown,
    });
    expect(Date.parse(purchase?.webhookReceivedAt ?? '')).not.toBeNaN();
    expect(events.filter((event) => event.type === 'SupportAccessRecorded').length).toBeGreaterThan(0);
  });

  it('leaves no look-up behind when a buyer found before signing in later erases the account (LGPD)', async () => {
    const email = 'rosa.depois@example.com';
    await buyerWithoutAccount(email, 'KV-77001-ROS', '+55 (31) 98888-1111');
    expect((await search('rosa.depois')).matches).toHaveLength(1);
    // Support's look-up of a person without an account is kept under their purchase e-mail.
    const lookups = streamId('support', email);
    expect((await test.runtime.store.readStream(lookups)).events.length).toBeGreaterThan(0);
    const { token } = await givenSignedIn(test, email);
    const erased = await test.app.request(
      '/api/me',
      jsonRequest('DELETE', { confirmEmail: email }, bearer(token)),
    );
    expect(erased.status).toBe(200);
    expect((await test.runtime.store.readStream(lookups)).events).toEqual([]);
  });

  it('answers 404 in pt-BR when nobody matches and 400 for a search too short', async () => {
    const unknown = await get('/api/support/users?q=ninguem%40example.com', supportToken);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      error: 'Nenhum assinante ou comprador encontrado com essa busca.',
    });
    const short = await get('/api/support/users?q=ab', supportToken);
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      error: expect.stringMatching(/^Digite ao menos 3 letras/) as unknown,
    });
    expect((await get('/api/support/users', supportToken)).status).toBe(400);
    // LIKE wildcards are text, not patterns.
    expect((await get('/api/support/users?q=%25%25%25', supportToken)).status).toBe(404);
  });

  it('answers 404 for a timeline of an unknown user id', async () => {
    const response = await get('/api/support/users/nao-existe/timeline', supportToken);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Assinante não encontrado.' });
  });
});

describe('timeline and replay of the demo journeys', () => {
  it.each(['new', 'halfway', 'finished'])(
    "'%s': every event of the subscriber's streams, in order, with a summary",
    async (id) => {
      const userId = userIdOf(id);
      const journey = demoJourneys().find((entry) => entry.id === id);
      const { events, subscriber } = await timelineOf(userId);
      expect(subscriber.userId).toBe(userId);
      const ownEvents = events.filter((event) => event.category !== 'support');
      expect(ownEvents.map((event) => event.type)).toEqual(journey?.events.map((event) => event.type));
      expect(events.map((event) => event.index)).toEqual(events.map((_, index) => index));
      expect(new Set(events.map((event) => event.category))).toEqual(
        new Set(['customer', 'user', 'support', ...(id === 'new' ? [] : ['journey'])]),
      );
      for (const event of events) {
        expect(event.summary).not.toMatch(/^Evento /);
        expect(event.label).not.toBe(event.type);
      }
      expect(JSON.stringify(events)).not.toContain('passwordHash');
    },
  );

  it.each(['new', 'halfway', 'finished'])(
    "'%s': the replay at the last event equals the live read model",
    async (id) => {
      const userId = userIdOf(id);
      const { events } = await timelineOf(userId);
      const last = events.at(-1);
      const response = await get(`/api/support/users/${userId}/replay?at=${last?.eventId}`, supportToken);
      expect(response.status).toBe(200);
      const replay = (await response.json()) as SupportReplay;
      const live = overallProgressDto(await readJourney(test.runtime, userId));
      expect(replay.progress).toEqual(live);
      expect(replay.selectedDay).toEqual(live.progress[live.currentDay - 1]);
      expect(replay.journeyEventsFolded).toBe(events.filter((event) => event.category === 'journey').length);
    },
  );

  it('replays the halfway journey as it stood when day 5 was completed', async () => {
    const userId = userIdOf('halfway');
    const { events } = await timelineOf(userId);
    const dayFive = events.find((event) => event.type === 'DayCompleted' && event.day === 5);
    expect(dayFive?.summary).toBe('Dia 5 concluído');
    const before = events[(dayFive?.index ?? 0) - 1];
    const at = async (eventId: string | undefined, day: number) => {
      const response = await get(
        `/api/support/users/${userId}/replay?at=${eventId}&day=${day}`,
        supportToken,
      );
      return (await response.json()) as SupportReplay & { progress: OverallProgressDto };
    };
    const then = await at(dayFive?.eventId, 5);
    expect(then.progress.daysCompleted).toBe(5);
    expect(then.progress.currentDay).toBe(6);
    expect(then.selectedDay).toMatchObject({ dayNumber: 5, status: 'completed', completed: true });
    expect(then.progress.progress[6]?.status).toBe('locked');
    const justBefore = await at(before?.eventId, 5);
    expect(justBefore.progress.daysCompleted).toBe(4);
    expect(justBefore.selectedDay.completed).toBe(false);
  });

  it('refuses an event of another subscriber or a bad day', async () => {
    const other = (await timelineOf(userIdOf('new'))).events[0]?.eventId;
    const userId = userIdOf('halfway');
    const foreign = await get(`/api/support/users/${userId}/replay?at=${other}`, supportToken);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({
      error: 'Este evento não está na linha do tempo do assinante.',
    });
    const badDay = await get(`/api/support/users/${userId}/replay?at=${other}&day=22`, supportToken);
    expect(badDay.status).toBe(400);
    expect((await get(`/api/support/users/${userId}/replay`, supportToken)).status).toBe(400);
  });
});

describe('export and the access log', () => {
  it('exports the timeline as a JSON download', async () => {
    const userId = userIdOf('finished');
    const response = await get(`/api/support/users/${userId}/export`, adminToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="linha-do-tempo-${userId}.json"`,
    );
    const body = (await response.json()) as SupportExport;
    expect(body.exportedBy).toBe('admin@detox21.com.br');
    expect(body.subscriber.email).toBe('concluiu@detox21.com.br');
    expect(Date.parse(body.exportedAt)).not.toBeNaN();
    expect(body.events.length).toBeGreaterThan(100);
    expect(Object.keys(body.events[0] ?? {}).sort()).toEqual(
      [
        'actor',
        'category',
        'causationId',
        'correlationId',
        'data',
        'day',
        'device',
        'eventId',
        'index',
        'label',
        'occurredAt',
        'offline',
        'recordedAt',
        'sameActionAs',
        'session',
        'streamId',
        'streamPosition',
        'subject',
        'summary',
        'type',
        'webhookReceivedAt',
      ].sort(),
    );
    expect(body.events.at(-1)).toMatchObject({
      type: 'SupportAccessRecorded',
      data: { action: 'export', agentEmail: 'admin@detox21.com.br' },
    });
  });

  it('records who looked at whom, doing what, and when', async () => {
    const email = 'acessos@example.com';
    const { user } = await givenSignedIn(test, email, 'active');
    const started = Date.now();
    await get(`/api/support/users?q=${encodeURIComponent(email)}`, supportToken);
    const { events } = await timelineOf(user.id);
    await get(`/api/support/users/${user.id}/replay?at=${events[0]?.eventId}`, adminToken);
    await get(`/api/support/users/${user.id}/export`, supportToken);
    await get(`/api/support/users/${user.id}/timeline`, subscriberToken); // refused: not recorded

    const { events: stored } = await test.runtime.store.readStream(`support-${user.id}`);
    const accesses = stored.map((event) => {
      const data = event.data as { agentEmail: string; action: string; atEventId: string | null };
      return [data.agentEmail, data.action, data.atEventId];
    });
    expect(accesses).toEqual([
      ['suporte@detox21.com.br', 'search', null],
      ['suporte@detox21.com.br', 'timeline', null],
      ['admin@detox21.com.br', 'replay', events[0]?.eventId],
      ['suporte@detox21.com.br', 'export', null],
    ]);
    for (const event of stored) {
      expect(Date.parse(event.metadata.occurredAt)).toBeGreaterThanOrEqual(started - 1000);
      expect(event.metadata.userId).toBe((event.data as { agentUserId: string }).agentUserId);
    }
    // The subscriber's own timeline shows the accesses.
    const summaries = (await timelineOf(user.id)).events.map((event) => event.summary);
    expect(summaries).toContain('Suporte: suporte@detox21.com.br buscou o assinante');
    expect(summaries).toContain('Suporte: admin@detox21.com.br reproduziu a jornada');
  });
});

describe('why a change happened', () => {
  it('keeps the device, the session and the offline lateness of a write, and groups one action', async () => {
    const email = 'offline@example.com';
    const { token, user } = await givenSignedIn(test, email, 'active');
    const queuedAt = new Date(Date.now() - 90 * 60_000).toISOString();
    const response = await test.app.request('/api/progress/task', {
      method: 'POST',
      headers: {
        ...bearer(token),
        'Content-Type': 'application/json',
        'Idempotency-Key': '6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
        'User-Agent':
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
        'X-Queued-At': queuedAt,
      },
      body: JSON.stringify({ dayNumber: 1, taskId: 'day1-1', completed: true }),
    });
    expect(response.status).toBe(200);
    const { events } = await timelineOf(user.id);
    const tick = events.find((event) => event.type === 'TaskCompletionSet');
    expect(tick).toMatchObject({
      actor: 'o assinante',
      device: 'Chrome no Android',
      session: expect.stringMatching(/^[0-9a-f]{8}$/) as unknown,
      subject: 'task:day1-1',
      offline: { queuedAt },
    });
    expect(tick?.offline?.lateSeconds).toBeGreaterThanOrEqual(90 * 60 - 5);
    expect(tick?.session).not.toContain(token.slice(0, 8));
  });

  it('ignores an X-Queued-At that is not a time or lies in the future', async () => {
    const { token, user } = await givenSignedIn(test, 'relogio@example.com', 'active');
    for (const [key, queued] of [
      ['7f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b', 'ontem'],
      ['8f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b', new Date(Date.now() + 86_400_000).toISOString()],
    ] as const) {
      const response = await test.app.request('/api/progress/task', {
        method: 'POST',
        headers: {
          ...bearer(token),
          'Content-Type': 'application/json',
          'Idempotency-Key': key,
          'X-Queued-At': queued,
        },
        body: JSON.stringify({ dayNumber: 1, taskId: 'day1-2', completed: key.startsWith('7') }),
      });
      expect(response.status).toBe(200);
    }
    const ticks = (await timelineOf(user.id)).events.filter((event) => event.type === 'TaskCompletionSet');
    expect(ticks.map((event) => event.offline)).toEqual([null, null]);
  });

  it('records one access per support view', async () => {
    const { user } = await givenSignedIn(test, 'umavez@example.com', 'active');
    await search('umavez@');
    await timelineOf(user.id);
    const { events } = await test.runtime.store.readStream(`support-${user.id}`);
    expect(events.map((event) => (event.data as { action: string }).action)).toEqual(['search', 'timeline']);
  });
});

describe('analysts: read-only SQL through the running server', () => {
  const query = (sql: string, token = adminToken) =>
    test.app.request('/api/support/analytics/query', {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ sql }),
    });

  it('answers a query as columns and rows, admins only', async () => {
    const response = await query('select count(*)::int as n, min(email) as first from rm_users');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { columns: string[]; rows: unknown[][] };
    expect(body.columns).toEqual(['n', 'first']);
    expect(body.rows[0]?.[0]).toBeGreaterThan(3);
    // Secret columns are never answered: the analyst role may not read them, so a select * is refused in pt-BR.
    const all = await query('select * from rm_users limit 1');
    expect(all.status).toBe(400);
    expect(((await all.json()) as { error: string }).error).toMatch(/^Sem permissão: .*escolha as colunas/);
    const users = await query('select user_id, email, name, roles from rm_users limit 1');
    const columns = ((await users.json()) as { columns: string[] }).columns;
    expect(columns).toEqual(['user_id', 'email', 'name', 'roles']);
    // Words that only start other statements are fine as column names.
    const words = await query(
      'select 1 as checkpoint, 2 as comment, 3 as lock, email as "set" from rm_users limit 1',
    );
    expect(words.status).toBe(200);
    expect(((await words.json()) as { columns: string[] }).columns).toEqual([
      'checkpoint',
      'comment',
      'lock',
      'set',
    ]);
    expect((await query('select 1', supportToken)).status).toBe(403);
    expect((await query('select 1', subscriberToken)).status).toBe(403);
  });

  it.each([
    ['delete from rm_users', /^Só consultas de leitura/],
    ['select 1; delete from rm_users', /uma consulta por vez/],
    ['with gone as (delete from rm_users returning *) select * from gone', /DELETE/],
    ['select set_config($$a.b$$, $$c$$, false)', /SET_CONFIG/],
    ['update rm_users set name = $$x$$', /^Só consultas de leitura/],
    ['select * into copia from rm_users', /INTO/],
    ['create table copia (n int)', /^Só consultas de leitura/],
    ['checkpoint', /^Só consultas de leitura/],
  ])('refuses %s with a pt-BR 400 and writes nothing', async (sql, message) => {
    const [before] = await test.runtime.sql<{ n: number }[]>`select count(*)::int as n from rm_users`;
    const response = await query(sql);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    const [after] = await test.runtime.sql<{ n: number }[]>`select count(*)::int as n from rm_users`;
    expect(after?.n).toBe(before?.n);
  });

  it('lets the database refuse a write the statement check cannot see', async () => {
    // A function that writes, called from a plain SELECT: only the READ ONLY transaction stops it.
    await test.runtime.sql`create table if not exists analyst_probe (n int)`;
    await test.runtime.sql.unsafe(`create or replace function analyst_probe_write() returns int
      language plpgsql as $$ begin insert into analyst_probe values (1); return 1; end $$`);
    const response = await query('select analyst_probe_write() as n');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /^O banco recusou a consulta: .*read-only/,
    );
    const [row] = await test.runtime.sql<{ n: number }[]>`select count(*)::int as n from analyst_probe`;
    expect(row?.n).toBe(0);
  });
});
