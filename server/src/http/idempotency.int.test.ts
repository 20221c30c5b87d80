import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { programmeDay, questionsForDay } from '@detox/fixtures';
import { streamId } from '@detox/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgressWriteResponse } from '../contracts/progress.ts';
import { commandMessages } from '../commands/command-handler.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../testing/auth.ts';
import { journeyPart } from '../features/journey/runtime-part.ts';

/**
 * Issue 18: an Idempotency-Key belongs to one subscriber and one route. The same key elsewhere is another action;
 * the same key with another request is refused (422) and stores nothing; a resend answers as before, stores nothing.
 */
const TASK = programmeDay(1)?.tasks[0]?.id ?? '';
const answers = (day: number) =>
  questionsForDay(day).map((question) => ({
    questionId: question.id,
    selectedOptions: [question.options[1]?.id ?? ''],
  }));

/** A valid body for each AI generation route (the subscriber is on day 1 and shares reflections). */
const aiGenerations: Record<string, object> = {
  coaching: { dayNumber: 1 },
  'daily-coaching': { dayNumber: 1 },
  reflection: { dayNumber: 1, reflectionText: 'Hoje senti ansiedade longe do celular, mas passou.' },
  activities: { dayNumber: 1, availableTime: 30 },
  wellbeing: { dayNumber: 1, goals: ['foco'] },
  meditation: { dayNumber: 1, duration: 5, focus: 'respiração' },
  chat: { message: 'Como lidar com a vontade de abrir o Instagram?', context: { dayNumber: 1 } },
  'relapse-prevention': { dayNumber: 1, userTriggers: ['tédio'] },
  'insights-now': { dayNumber: 1, reflectionText: 'Hoje foi melhor.', mood: 'bem' },
  'plan-tomorrow': { dayNumber: 1 },
  'day-content': { dayNumber: 1 },
  'analyze-progress': { dayNumber: 1 },
  cards: { dayNumber: 1 },
};

describe('idempotency keys', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(authTestEnv);
  });
  afterAll(async () => {
    await test.close();
  });

  type Subscriber = Awaited<ReturnType<typeof subscriber>>;

  async function subscriber() {
    const { token, user } = await givenSignedIn(test, `chave-${randomUUID()}@exemplo.com.br`, 'active');
    const send = async (method: string, path: string, body?: unknown, key: string | null = randomUUID()) => {
      const headers = { ...bearer(token), ...(key ? { 'Idempotency-Key': key } : {}) };
      const response = await test.app.request(`/api${path}`, jsonRequest(method, body, headers));
      const text = await response.text();
      const json = response.headers.get('Content-Type')?.includes('json')
        ? (JSON.parse(text) as unknown)
        : text;
      return { status: response.status, body: json };
    };
    return { userId: user.id, send };
  }

  async function eventCount(stream?: string): Promise<number> {
    const [row] = stream
      ? await test.runtime.sql<
          { n: number }[]
        >`select count(*)::int as n from es_events where stream_id = ${stream}`
      : await test.runtime.sql<{ n: number }[]>`select count(*)::int as n from es_events`;
    return row?.n ?? 0;
  }

  const tick = { dayNumber: 1, taskId: TASK, completed: true };

  it('two subscribers sending the same key on the same route both store their action, each in their stream', async () => {
    const [ana, bia] = [await subscriber(), await subscriber()];
    const key = randomUUID();
    expect((await ana.send('POST', '/progress/task', tick, key)).status).toBe(200);
    const second = await bia.send('POST', '/progress/task', tick, key);
    expect(second.status).toBe(200);
    const { day } = second.body as ProgressWriteResponse;
    expect(day.tasks.find((task) => task.id === TASK)?.completed).toBe(true);
    expect(await eventCount(streamId('journey', ana.userId))).toBe(1);
    expect(await eventCount(streamId('journey', bia.userId))).toBe(1);
  });

  it('one subscriber sending the same key on two routes stores both actions', async () => {
    const ana = await subscriber();
    const key = randomUUID();
    expect((await ana.send('POST', '/progress/task', tick, key)).status).toBe(200);
    const reflection = { dayNumber: 1, reflection: 'Deixei o celular na sala.' };
    expect((await ana.send('POST', '/progress/reflection', reflection, key)).status).toBe(200);
    const { events } = await test.runtime.store.readStream(streamId('journey', ana.userId));
    expect(events.map((event) => event.type)).toEqual(['TaskCompletionSet', 'ReflectionSaved']);
  });

  it('refuses the same key with another request (422) and stores nothing', async () => {
    const ana = await subscriber();
    const key = randomUUID();
    expect((await ana.send('POST', '/progress/task', tick, key)).status).toBe(200);
    const before = await eventCount();
    const other = { ...tick, taskId: programmeDay(1)?.tasks[1]?.id };
    const refused = await ana.send('POST', '/progress/task', other, key);
    expect(refused).toEqual({
      status: 422,
      body: { error: commandMessages.keyReused, reason: 'idempotency_key_reused' },
    });
    const save = { dayNumber: 1, contentType: 'day-content', contentData: { action: 'clear_cache' } };
    expect((await ana.send('POST', '/ai/save-content', save, key)).status).toBe(200);
    const cards = { dayNumber: 1, contentType: 'cards', contentData: { action: 'clear_cache' } };
    expect((await ana.send('POST', '/ai/save-content', cards, key)).status).toBe(422);
    expect(await eventCount()).toBe(before + 1);
    // Still refused when the process remembers nothing (decided from the database alone).
    test.runtime.part(journeyPart).forget(ana.userId);
    expect((await ana.send('POST', '/progress/task', other, key)).status).toBe(422);
    expect(await eventCount()).toBe(before + 1);
  });

  it('stores save-content once for 20 resends of one key', async () => {
    const ana = await subscriber();
    const key = randomUUID();
    const save = { dayNumber: 2, contentType: 'coaching', contentData: { action: 'clear_cache' } };
    const stream = streamId('ai', ana.userId);
    const results = [];
    for (let n = 0; n < 20; n++) results.push(await ana.send('POST', '/ai/save-content', save, key));
    expect(new Set(results.map((result) => JSON.stringify(result)))).toEqual(
      new Set([JSON.stringify({ status: 200, body: { success: true, action: 'cleared' } })]),
    );
    expect(await eventCount(stream)).toBe(1);
    // Concurrent resends too.
    const other = randomUUID();
    await Promise.all(Array.from({ length: 20 }, () => ana.send('POST', '/ai/save-content', save, other)));
    expect(await eventCount(stream)).toBe(2);
  });

  /**
   * Every route that writes, with a request that works for a new subscriber (after `given`), sent twice with one
   * key: the second answer is the first one, and no event is added.
   */
  interface KeyedRoute {
    given?: (user: Subscriber) => Promise<Record<string, string>>;
    request: (ids: Record<string, string>) => { method: string; path: string; body?: unknown };
  }
  const subscription = () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };
  };
  const guidance = {
    dayNumber: 1,
    guidanceType: 'coaching',
    content: { suggestions: [{ id: 's-1', title: 'Caminhar sem o celular', completed: false }] },
  };
  const savedGuidance = async (user: Subscriber) => {
    const saved = await user.send('POST', '/ai/save-guidance', guidance);
    return { id: (saved.body as { id: string }).id };
  };
  const dayDone = async (user: Subscriber) => {
    await user.send('PUT', '/me/consents/questionnaire_answers', { granted: true });
    await user.send('POST', '/debug/day/1/test-data', undefined);
    return {};
  };
  const keyed: Record<string, KeyedRoute> = {
    'POST /api/progress/task': { request: () => ({ method: 'POST', path: '/progress/task', body: tick }) },
    'POST /api/progress/reflection': {
      request: () => ({
        method: 'POST',
        path: '/progress/reflection',
        body: { dayNumber: 1, reflection: 'Hoje foi leve.' },
      }),
    },
    'POST /api/progress/audio': {
      request: () => ({
        method: 'POST',
        path: '/progress/audio',
        body: { dayNumber: 1, audioPlayed: true, listenedFraction: 0.9 },
      }),
    },
    'POST /api/progress/complete-day': {
      given: dayDone,
      request: () => ({ method: 'POST', path: '/progress/complete-day', body: { dayNumber: 1 } }),
    },
    'POST /api/progress/restart': {
      given: async (user) => {
        await user.send('POST', '/progress/task', tick);
        return {};
      },
      request: () => ({ method: 'POST', path: '/progress/restart', body: {} }),
    },
    'POST /api/weekly-challenge/questionnaire/save': {
      given: async (user) => {
        await user.send('PUT', '/me/consents/questionnaire_answers', { granted: true });
        return {};
      },
      request: () => ({
        method: 'POST',
        path: '/weekly-challenge/questionnaire/save',
        body: { dayNumber: 1, responses: answers(1) },
      }),
    },
    // A new subscriber's week 1 is locked: the resend is refused as the first was, and stores nothing either.
    'POST /api/weekly-challenge/generate': {
      request: () => ({ method: 'POST', path: '/weekly-challenge/generate', body: { weekNumber: 1 } }),
    },
    'PUT /api/weekly-challenge/:week/progress': {
      request: () => ({
        method: 'PUT',
        path: '/weekly-challenge/1/progress',
        body: { progressData: { taskId: 'w1-t1', completed: true } },
      }),
    },
    'POST /api/debug/day/:dayNumber/test-data': {
      request: () => ({ method: 'POST', path: '/debug/day/1/test-data' }),
    },
    'POST /api/debug/day/:dayNumber/fix-tasks': {
      request: () => ({ method: 'POST', path: '/debug/day/1/fix-tasks' }),
    },
    'POST /api/debug/clear': {
      given: async (user) => {
        await user.send('POST', '/progress/task', tick);
        return {};
      },
      request: () => ({ method: 'POST', path: '/debug/clear' }),
    },
    'POST /api/notifications/subscribe': {
      given: () => Promise.resolve({ subscription: JSON.stringify(subscription()) }),
      request: (ids) => ({
        method: 'POST',
        path: '/notifications/subscribe',
        body: JSON.parse(ids.subscription ?? '{}') as unknown,
      }),
    },
    'POST /api/notifications/unsubscribe': {
      given: async (user) => {
        const sub = subscription();
        await user.send('POST', '/notifications/subscribe', sub);
        return { endpoint: sub.endpoint };
      },
      request: (ids) => ({
        method: 'POST',
        path: '/notifications/unsubscribe',
        body: { endpoint: ids.endpoint },
      }),
    },
    'PUT /api/notifications/preferences': {
      request: () => ({
        method: 'PUT',
        path: '/notifications/preferences',
        body: { enabled: true, hour: 20 },
      }),
    },
    'POST /api/ai/save-guidance': {
      request: () => ({ method: 'POST', path: '/ai/save-guidance', body: guidance }),
    },
    'PUT /api/ai/saved-guidance/:id': {
      given: savedGuidance,
      request: (ids) => ({
        method: 'PUT',
        path: `/ai/saved-guidance/${ids.id}`,
        body: { isFavorite: true, notes: 'Rever amanhã.' },
      }),
    },
    'PUT /api/ai/saved-guidance/:id/progress': {
      given: savedGuidance,
      request: (ids) => ({
        method: 'PUT',
        path: `/ai/saved-guidance/${ids.id}/progress`,
        body: { content: { suggestions: [{ id: 's-1', title: 'Caminhar sem o celular', completed: true }] } },
      }),
    },
    'DELETE /api/ai/saved-guidance/:id': {
      given: savedGuidance,
      request: (ids) => ({ method: 'DELETE', path: `/ai/saved-guidance/${ids.id}` }),
    },
    'POST /api/ai/save-content': {
      request: () => ({
        method: 'POST',
        path: '/ai/save-content',
        body: { dayNumber: 1, contentType: 'cards', contentData: { action: 'clear_cache' } },
      }),
    },
    'POST /api/ai/update-card-progress': {
      given: async (user) => {
        const cards = await user.send('POST', '/ai/cards', { dayNumber: 1 });
        return { card: (cards.body as { cards: { id: string }[] }).cards[0]?.id ?? '' };
      },
      request: (ids) => ({
        method: 'POST',
        path: '/ai/update-card-progress',
        body: { cardId: ids.card, completed: true },
      }),
    },
    'PUT /api/me/consents/:purpose': {
      request: () => ({ method: 'PUT', path: '/me/consents/ai_reflections', body: { granted: true } }),
    },
    'POST /api/ai/care-check-in': {
      request: () => ({
        method: 'POST',
        path: '/ai/care-check-in',
        body: { day: 1, surface: 'chat', answer: 'no' },
      }),
    },
    'POST /api/audio/personalized-session': {
      request: () => ({ method: 'POST', path: '/audio/personalized-session', body: { dayNumber: 1 } }),
    },
    // AI generation: a resend is answered with the piece stored the first time, no provider call, no quota.
    ...Object.fromEntries(
      Object.entries(aiGenerations).map(([path, body]) => [
        `POST /api/ai/${path}`,
        { request: () => ({ method: 'POST', path: `/ai/${path}`, body }) },
      ]),
    ),
    ...Object.fromEntries(
      ['meditation', 'coaching', 'reflection', 'wellbeing', 'activity'].map((purpose) => [
        `POST /api/audio/${purpose}`,
        {
          request: () => ({
            method: 'POST',
            path: `/audio/${purpose}`,
            body: { text: 'Respire fundo e solte.' },
          }),
        },
      ]),
    ),
  };
  /** Writes that are not a subscriber's action with a key, and why. */
  const unkeyed: Record<string, string> = {
    // Sign-in and sessions: their own rules (codes, rate limits); nothing the outbox sends.
    'POST /api/auth/login': 'sign-in',
    'POST /api/auth/register': 'sign-in',
    'POST /api/auth/login-password': 'sign-in',
    'POST /api/auth/verify-token': 'sign-in',
    'POST /api/auth/logout': 'sign-in',
    'DELETE /api/me': 'account erasure: a resend finds nothing left to erase',
    // Payments: deduplicated on the provider's event and sale, not on a client key.
    'POST /api/webhooks/kirvano': 'webhook',
    'POST /api/kirvano/test-webhook': 'webhook',
    // Analysts' read-only SQL (admin): a POST for the query's length; it writes only its access record.
    'POST /api/support/analytics/query': 'read only',
  };

  it('answers a resent mentor chat from the stored piece: one event, one unit of quota; another message is 422', async () => {
    const user = await subscriber();
    const key = randomUUID();
    const body = aiGenerations.chat;
    const stream = `ai-${user.userId}`;
    const first = await user.send('POST', '/ai/chat', body, key);
    expect(first.status).toBe(200);
    const quotaAfterFirst = await user.send('GET', '/ai/status', undefined, null);
    const resends = await Promise.all(
      Array.from({ length: 5 }, () => user.send('POST', '/ai/chat', body, key)),
    );
    expect(resends.map((resend) => resend.body)).toEqual(resends.map(() => first.body));
    expect(await eventCount(stream)).toBe(1);
    expect((await user.send('GET', '/ai/status', undefined, null)).body).toEqual(quotaAfterFirst.body);
    const other = await user.send('POST', '/ai/chat', { ...body, message: 'Outra pergunta.' }, key);
    expect(other).toEqual({
      status: 422,
      body: { error: commandMessages.keyReused, reason: 'idempotency_key_reused' },
    });
    expect(await eventCount(stream)).toBe(1);
  });

  it('refuses a personalised session sent again under its key with another request (422), storing nothing', async () => {
    const user = await subscriber();
    const key = randomUUID();
    const first = await user.send('POST', '/audio/personalized-session', { dayNumber: 1 }, key);
    expect(first.status).toBe(201);
    const stream = `audio-${user.userId}`;
    const before = await eventCount(stream);
    expect((await user.send('POST', '/audio/personalized-session', { dayNumber: 1 }, key)).status).toBe(201);
    const other = await user.send(
      'POST',
      '/audio/personalized-session',
      { dayNumber: 1, voice: 'nova' },
      key,
    );
    expect(other).toEqual({
      status: 422,
      body: { error: commandMessages.keyReused, reason: 'idempotency_key_reused' },
    });
    expect(await eventCount(stream)).toBe(before);
  });

  it('lists every write route as keyed or not, with a reason', () => {
    const writes = new Set(
      test.app.routes
        .filter((route) => !['GET', 'ALL', 'HEAD', 'OPTIONS'].includes(route.method))
        .map((route) => `${route.method} ${route.path}`),
    );
    expect([...writes].filter((route) => !(route in keyed) && !(route in unkeyed))).toEqual([]);
  });

  it.each(Object.entries(keyed))(
    '%s: a resend answers as the first send and stores nothing',
    async (_route, spec) => {
      const user = await subscriber();
      const ids = (await spec.given?.(user)) ?? {};
      const { method, path, body } = spec.request(ids);
      const key = randomUUID();
      const first = await user.send(method, path, body, key);
      expect(first.status).toBeLessThan(500);
      const before = await eventCount();
      const again = await user.send(method, path, body, key);
      expect(again.status).toBe(first.status);
      // The same answer, but for the time it was given (debug's checkedAt).
      const timeless = (body: unknown): unknown =>
        JSON.parse(
          JSON.stringify(body, (name, value: unknown) =>
            // A cached mentor piece says so on the resend, with the time it was made.
            ['checkedAt', 'isFromCache', 'cacheTimestamp'].includes(name) ? undefined : value,
          ),
        );
      expect(timeless(again.body)).toEqual(timeless(first.body));
      expect(await eventCount()).toBe(before);
    },
  );
});
