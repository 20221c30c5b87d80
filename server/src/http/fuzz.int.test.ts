import { createECDH } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../contracts/auth.ts';
import { isoToKirvanoTime } from '../features/subscription/kirvano-values.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest, WEBHOOK_TOKEN } from '../testing/auth.ts';
import {
  addKey,
  fieldsOf,
  hostileBodies,
  hostileDates,
  hostileHeaders,
  hostileJson,
  hostilePathIds,
  hostileQueryValues,
  hostileStrings,
  looksLikeDate,
  pick,
  type Random,
  replaceField,
  seededUuid,
} from '../testing/fuzz-corpus.ts';
import { seededRandom } from '@detox/providers/seeded-random';
import { testDatabaseUrl } from '../testing/postgres.ts';
import { bySize } from '../testing/size.ts';

/**
 * Issue 18 item 6: every JSON route of the app, found by walking the Hono app (a new route is fuzzed without
 * anyone listing it), is sent a generated corpus of hostile input, signed in as a premium subscriber (support,
 * admin or the webhook secret where the route needs them). No answer may be a 5xx. The corpus is deterministic:
 * FUZZ_SEED=<n> reproduces a run; each failure is reported with the route and the class of input.
 *
 * A new route that takes a body or a query should get a valid-ish sample below, so the hostile values replace one
 * field of an otherwise valid request and reach the code behind the validator; without one it is still fuzzed
 * with hostile bodies, paths, queries and headers.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
/** Random hostile values per field on top of the ones every field gets; more with TEST_SIZE=full. */
const EXTRA_PER_FIELD = bySize(3, 12);

const SUBSCRIBER = 'assinante-fuzz@example.com';
const DISPOSABLE = 'descartavel-fuzz@example.com';

interface FuzzContext {
  random: Random;
  subscriber: SessionResponse;
  guidanceId: string;
  sessionId: string;
  timelineEventId: string;
}

type Persona = 'subscriber' | 'support' | 'admin' | 'webhook' | 'disposable';

const profile = {
  id: 'u1',
  email: 'x@example.com',
  name: 'Ana',
  preferences: { activities: ['leitura', 'caminhada'], timeAvailable: 30, goals: ['foco'] },
};
const wellbeing = {
  screenTime: 4,
  sleepQuality: 7,
  stressLevel: 5,
  focusLevel: 6,
  socialInteraction: 6,
  physicalActivity: 5,
  moodLevel: 7,
};
const pushKeys = {
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: Buffer.alloc(16, 7).toString('base64url'),
};
const DAY = 86_400_000;
const kirvanoDate = (days: number) => isoToKirvanoTime(new Date(Date.now() + days * DAY).toISOString());

/** Valid-ish bodies, by route: each hostile value replaces one field of these. */
const bodySamples: Record<string, (ctx: FuzzContext) => unknown> = {
  'POST /api/auth/login': () => ({ email: 'login-fuzz@example.com' }),
  'POST /api/auth/register': () => ({
    email: 'registro-fuzz@example.com',
    name: 'Pessoa Fuzz',
    password: 'senha-bem-segura-1',
  }),
  'POST /api/auth/login-password': () => ({ email: SUBSCRIBER, password: 'senha-bem-segura-1' }),
  'PUT /api/me/consents/:purpose': () => ({ granted: true }),
  // Never the caller's own email: nothing is erased, whatever the field becomes.
  'DELETE /api/me': () => ({ confirmEmail: 'outra-pessoa@example.com' }),
  'POST /api/webhooks/kirvano': ({ random }) => {
    const sale = `FUZZ-${seededUuid(random).slice(0, 8)}`;
    return {
      event: 'SALE_APPROVED',
      sale_id: sale,
      checkout_id: 'CHK-FUZZ',
      payment_method: 'PIX',
      total_price: 'R$ 97,00',
      // A one-time sale's access ends a year after created_at; a recurring one's at its next charge date.
      type: random() < 0.5 ? 'ONE_TIME' : 'RECURRING',
      status: 'APPROVED',
      created_at: kirvanoDate(0),
      customer: { name: 'Cliente Fuzz', email: `comprador-${sale.toLowerCase()}@example.com` },
      products: [{ id: 'detox21', offer_id: 'o-main', name: 'Detox Digital 21 Dias' }],
      plan: { name: 'Plano Mensal', charge_frequency: 'MONTHLY', next_charge_date: kirvanoDate(30) },
    };
  },
  'POST /api/kirvano/test-webhook': ({ random }) => {
    const sale = `TESTE-${seededUuid(random).slice(0, 8)}`;
    return {
      event: 'subscription.created',
      status: 'approved',
      product_id: 'detox21',
      amount: 97,
      currency: 'BRL',
      customer_email: `teste-${sale.toLowerCase()}@example.com`,
      customer_name: 'Cliente Teste',
      transaction_id: sale,
      subscription_id: sale,
      expires_at: kirvanoDate(365),
    };
  },
  'POST /api/progress/task': () => ({ dayNumber: 1, taskId: 'day1-1', completed: true }),
  'POST /api/progress/reflection': () => ({
    dayNumber: 1,
    reflection: 'Hoje percebi que pego o celular sem pensar.',
  }),
  'POST /api/progress/audio': () => ({ dayNumber: 1, audioPlayed: true, listenedFraction: 0.6 }),
  'POST /api/progress/complete-day': () => ({ dayNumber: 1 }),
  'POST /api/ai/coaching': () => ({ dayNumber: 1, userProfile: profile, forceRefresh: false }),
  'POST /api/ai/daily-coaching': () => ({
    dayNumber: 1,
    userProfile: profile,
    timestamp: '2026-01-01T10:00:00Z',
  }),
  'POST /api/ai/reflection': () => ({
    reflectionText: 'Hoje senti ansiedade longe do celular, mas passou.',
    dayNumber: 1,
    userProfile: profile,
    userHistory: [],
  }),
  'POST /api/ai/activities': () => ({
    dayNumber: 1,
    userPreferences: profile.preferences,
    availableTime: 30,
    currentMood: 'neutro',
  }),
  'POST /api/ai/wellbeing': () => ({
    usageData: wellbeing,
    goals: ['foco'],
    previousWeek: wellbeing,
    dayNumber: 1,
  }),
  'POST /api/ai/meditation': () => ({ duration: 5, focus: 'respiração', userState: 'cansado', dayNumber: 1 }),
  'POST /api/ai/chat': () => ({
    message: 'Como lidar com a vontade de abrir o Instagram?',
    context: {
      dayNumber: 1,
      history: [
        { type: 'user', content: 'Oi' },
        { type: 'mentor', content: 'Olá! Como posso ajudar?' },
      ],
    },
    userProfile: profile,
  }),
  'POST /api/ai/relapse-prevention': () => ({
    userTriggers: ['tédio'],
    successStrategies: ['caminhar'],
    supportSystem: ['amigos'],
    dayNumber: 1,
  }),
  'POST /api/ai/insights-now': () => ({ dayNumber: 1, reflectionText: 'Hoje foi melhor.', mood: 'bem' }),
  'POST /api/ai/plan-tomorrow': () => ({ dayNumber: 1, userProfile: profile }),
  'POST /api/ai/day-content': () => ({ dayNumber: 1, userProfile: profile, forceRefresh: false }),
  'POST /api/ai/analyze-progress': () => ({ dayNumber: 1, userProfile: profile, previousDaysData: [] }),
  'POST /api/ai/cards': () => ({
    dayNumber: 1,
    cardTypes: ['task', 'reflection'],
    adaptationContext: { strugglingAreas: ['foco'], strengths: ['disciplina'] },
  }),
  'POST /api/ai/update-card-progress': () => ({
    cardId: 'card-1-1',
    completed: true,
    feedback: 'Gostei.',
    timeSpent: 10,
  }),
  'POST /api/ai/care-check-in': () => ({ day: 1, surface: 'chat', answer: 'no' }),
  'POST /api/ai/save-content': () => ({
    dayNumber: 1,
    contentType: 'cards',
    contentData: { action: 'clear_cache' },
  }),
  'POST /api/weekly-challenge/questionnaire/save': () => ({
    dayNumber: 1,
    responses: [
      { questionId: 'mood_today', selectedOptions: ['good'], timestamp: '2026-01-01T10:00:00Z' },
      { questionId: 'screen_time_feeling', selectedOptions: ['balanced'] },
      { questionId: 'motivation_level', selectedOptions: ['medium'] },
      { questionId: 'biggest_challenge', selectedOptions: ['boredom'] },
      { questionId: 'environment', selectedOptions: ['home', 'work'] },
    ],
    dailyProgressId: null,
  }),
  'POST /api/weekly-challenge/generate': () => ({ weekNumber: 1 }),
  'PUT /api/weekly-challenge/:week/progress': () => ({
    progressData: { taskId: 'week1-screen-time', completed: true, completedAt: null },
  }),
  'POST /api/notifications/subscribe': () => ({
    endpoint: 'https://push.example.com/fuzz',
    expirationTime: null,
    keys: pushKeys,
  }),
  'POST /api/notifications/unsubscribe': () => ({ endpoint: 'https://push.example.com/fuzz' }),
  'PUT /api/notifications/preferences': () => ({ enabled: true, hour: 20, timeZone: 'America/Sao_Paulo' }),
  'POST /api/ai/save-guidance': () => ({
    dayNumber: 1,
    guidanceType: 'coaching',
    title: 'Orientação do Dia 1',
    content: { texto: 'Respire', passos: [{ id: 's1', feito: false }] },
    analysis: 'Você está indo bem.',
    suggestions: [
      {
        id: 'suggestion-1-0',
        title: 'Caminhar',
        description: '10 minutos',
        difficulty: 'fácil',
        timeRequired: '10 min',
        completed: false,
      },
    ],
    motivation: 'Você consegue.',
    nextSteps: ['Dormir cedo'],
    notes: 'Minhas notas',
    isFavorite: false,
  }),
  'PUT /api/ai/saved-guidance/:id': () => ({ isFavorite: true, notes: 'Notas novas' }),
  'PUT /api/ai/saved-guidance/:id/progress': () => ({
    content: { suggestions: [{ id: 'suggestion-1-0', completed: true }] },
  }),
  'POST /api/audio/meditation': () => ({
    text: 'Respire fundo.',
    voice: 'coral',
    instructions: 'calma',
    format: 'mp3',
  }),
  'POST /api/audio/coaching': () => ({ text: 'Você consegue.', voice: 'nova', tone: 'motivacional' }),
  'POST /api/audio/reflection': () => ({ text: 'Pense no seu dia.', voice: 'sage' }),
  'POST /api/audio/wellbeing': () => ({ text: 'Cuide de você.', voice: 'coral', type: 'guidance' }),
  'POST /api/audio/activity': () => ({ text: 'Vamos caminhar.', voice: 'nova', activityType: 'creative' }),
  'POST /api/audio/personalized-session': () => ({
    userName: 'Ana',
    dayNumber: 1,
    currentStage: 'início',
    sessionType: 'meditation',
    customText: 'Foque na respiração.',
    backgroundMusicIndex: 0,
    voice: 'coral',
    audioSettings: { backgroundVolume: 0.3, voiceVolume: 0.8, maxDuration: 300 },
  }),
};

/** Valid-ish query strings, by route. */
const querySamples: Record<string, (ctx: FuzzContext) => Record<string, string>> = {
  'GET /api/ai/content': () => ({ dayNumber: '1', contentType: 'coaching' }),
  'GET /api/ai/saved-guidance': () => ({ dayNumber: '1', guidanceType: 'coaching', limit: '10' }),
  'GET /api/audio/user-sessions': ({ subscriber }) => ({ userId: subscriber.user.id, limit: '10' }),
  'GET /api/support/users': () => ({ q: SUBSCRIBER }),
  'GET /api/support/users/:userId/replay': ({ timelineEventId }) => ({ at: timelineEventId, day: '1' }),
};

/** Valid path parameters, by name (and by route where one name means different things). */
function paramSample(routePath: string, name: string, ctx: FuzzContext): string {
  if (name === 'id') return routePath.startsWith('/api/audio/') ? ctx.sessionId : ctx.guidanceId;
  const byName: Record<string, string> = {
    dayNumber: '1',
    day: '1',
    week: '1',
    index: '0',
    purpose: 'ai_reflections',
    email: encodeURIComponent(SUBSCRIBER),
    userId: ctx.subscriber.user.id,
  };
  return byName[name] ?? '1';
}

function personaOf(method: string, path: string): Persona {
  if (path.startsWith('/api/support/')) return 'support';
  if (path.startsWith('/api/kirvano/')) return 'admin';
  if (path === '/api/webhooks/kirvano') return 'webhook';
  // A logout ends the caller's session: never the subscriber's.
  if (`${method} ${path}` === 'POST /api/auth/logout') return 'disposable';
  return 'subscriber';
}

interface FuzzCase {
  route: string;
  /** Which field and which class of input: enough to find the request again. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

interface Route {
  method: string;
  path: string;
}

/** Every JSON route the app registers under /api (guards and the catch-all 404 left out). */
function apiRoutes(test: TestApp): Route[] {
  const seen = new Set<string>();
  return test.app.routes
    .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL' && !route.path.includes('*'))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ method, path }) => ({ method, path }));
}

const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

function urlOf(route: Route, params: Record<string, string>, query: string): string {
  const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_all, name: string) => params[name] ?? '1');
  return query === '' ? path : `${path}?${query}`;
}

const queryText = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

/** The whole corpus for one route. */
function casesFor(
  route: Route,
  ctx: FuzzContext,
  personaHeaders: (persona: Persona) => Record<string, string>,
) {
  const key = `${route.method} ${route.path}`;
  const withBody = route.method !== 'GET' && route.method !== 'HEAD';
  const sample = bodySamples[key] ?? (withBody ? () => ({}) : undefined);
  const querySample = querySamples[key] ?? (() => ({}));
  const params = Object.fromEntries(
    paramNames(route.path).map((name) => [name, paramSample(route.path, name, ctx)]),
  );
  const headers = (): Record<string, string> => ({
    ...personaHeaders(personaOf(route.method, route.path)),
    'Idempotency-Key': seededUuid(ctx.random),
    'X-Forwarded-For': `203.0.113.${Math.floor(ctx.random() * 250) + 1}`,
  });
  const cases: FuzzCase[] = [];
  const add = (
    label: string,
    body: string | Uint8Array | undefined,
    options: {
      params?: Record<string, string>;
      query?: string;
      headers?: Record<string, string>;
      contentType?: string;
    } = {},
  ) => {
    cases.push({
      route: key,
      label,
      method: route.method,
      url: urlOf(route, options.params ?? params, options.query ?? queryText(querySample(ctx))),
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': options.contentType ?? 'application/json' }),
        ...headers(),
        ...options.headers,
      },
      ...(body === undefined ? {} : { body }),
    });
  };
  const sampleText = () => (sample ? JSON.stringify(sample(ctx)) : undefined);

  add('valid-ish sample', sampleText());

  if (sample) {
    const shape = sample(ctx);
    const fields = fieldsOf(shape);
    const replace = (path: (string | number)[], label: string, json: string) => {
      add(`${path.join('.')} = ${label}`, replaceField(sample(ctx), path, json));
    };
    // The classes that reach storage as text (NUL, surrogates) go into every field; every other class goes into
    // one field each (in turn, from a random start) and three more of them into every field, picked by the PRNG
    // (twelve with TEST_SIZE=full).
    const everyField = hostileStrings.filter((hostile) => hostile.everyField);
    const others = [
      ...hostileStrings
        .filter((hostile) => !hostile.everyField)
        .map((hostile) => ({ name: hostile.name, json: JSON.stringify(hostile.value) })),
      ...hostileJson,
    ];
    const start = Math.floor(ctx.random() * fields.length);
    others.forEach((hostile, index) => {
      const field = fields[(start + index) % fields.length];
      if (field) replace(field.path, hostile.name, hostile.json);
    });
    for (const field of fields) {
      for (const hostile of everyField) replace(field.path, hostile.name, JSON.stringify(hostile.value));
      for (let extra = 0; extra < EXTRA_PER_FIELD; extra++) {
        const hostile = pick(ctx.random, others);
        replace(field.path, hostile.name, hostile.json);
      }
      if (looksLikeDate(field.path[field.path.length - 1])) {
        for (const hostile of hostileDates) replace(field.path, hostile.name, JSON.stringify(hostile.value));
      }
    }
    // A route that reads no body still gets every class, in a field of its own.
    if (fields.length === 0) {
      for (const hostile of [
        ...everyField.map((h) => ({ name: h.name, json: JSON.stringify(h.value) })),
        ...others,
      ]) {
        add(`campo = ${hostile.name}`, replaceField({ campo: '' }, ['campo'], hostile.json));
      }
    }
    const objects = [
      { path: [] as (string | number)[] },
      ...fields.filter(
        (field) => typeof field.value === 'object' && field.value !== null && !Array.isArray(field.value),
      ),
    ];
    const hostileKeys = ['\u0000', 'chave\u0000', '\ud800', '__proto__'];
    objects.forEach((object, index) => {
      for (const hostileKey of index === 0 ? hostileKeys : [pick(ctx.random, hostileKeys)]) {
        add(
          `key ${JSON.stringify(hostileKey)} in ${object.path.join('.') || 'body'}`,
          addKey(sample(ctx), object.path, hostileKey),
        );
      }
    });
    for (const hostile of hostileBodies) {
      add(hostile.name, hostile.body, hostile.contentType ? { contentType: hostile.contentType } : {});
    }
  }

  for (const name of paramNames(route.path)) {
    for (const hostile of hostilePathIds) {
      add(`:${name} = ${hostile.name}`, sampleText(), { params: { ...params, [name]: hostile.value } });
    }
  }

  const query = querySample(ctx);
  for (const name of [...Object.keys(query), 'q']) {
    for (const hostile of hostileQueryValues) {
      add(`?${name} = ${hostile.name}`, sampleText(), {
        query: queryText({ ...query, [name]: hostile.value }),
      });
    }
  }
  for (const hostileKey of ['%00', '%ED%A0%80', '%', 'a%00b']) {
    add(`query key ${hostileKey}`, sampleText(), { query: queryText({ ...query, [hostileKey]: '1' }) });
  }
  add('query repeated keys', sampleText(), {
    query: [queryText(query), queryText(query)].filter((part) => part !== '').join('&') || 'a=1&a=2',
  });

  for (const hostile of hostileHeaders) {
    add(hostile.name, sampleText(), { headers: { [hostile.header]: hostile.value } });
  }
  return cases;
}

interface Outcome {
  status: number;
  text: string;
}

async function send(test: TestApp, fuzzCase: FuzzCase): Promise<Outcome> {
  let request: Request;
  try {
    request = new Request(`http://localhost${fuzzCase.url}`, {
      method: fuzzCase.method,
      headers: fuzzCase.headers,
      ...(fuzzCase.body === undefined ? {} : { body: fuzzCase.body }),
    });
  } catch {
    // The fetch API itself refuses it (a header with a control character): no client can send it either.
    return { status: 0, text: 'unsendable' };
  }
  try {
    const response = await test.app.request(request);
    return { status: response.status, text: response.status >= 400 ? await response.text() : '' };
  } catch (error) {
    return { status: 599, text: `thrown: ${String(error)}` };
  }
}

async function setUp(test: TestApp) {
  const random = seededRandom(SEED);
  const subscriber = await givenSignedIn(test, SUBSCRIBER, 'active');
  const support = await givenSignedIn(test, 'suporte@detox21.com.br');
  const admin = await givenSignedIn(test, 'admin@detox21.com.br');
  const disposable = await givenSignedIn(test, DISPOSABLE, 'active');
  const as = bearer(subscriber.token);
  for (const purpose of ['ai_reflections', 'questionnaire_answers']) {
    const granted = await test.app.request(
      `/api/me/consents/${purpose}`,
      jsonRequest('PUT', { granted: true }, as),
    );
    expect(granted.status).toBe(200);
  }
  const partial = { random, subscriber, guidanceId: '', sessionId: '', timelineEventId: '' };
  const write = async (path: string, body: unknown) => {
    const response = await test.app.request(
      path,
      jsonRequest('POST', body, { ...as, 'Idempotency-Key': seededUuid(random) }),
    );
    expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
    return (await response.json()) as { id: string };
  };
  const sampleOf = (key: string) => bodySamples[key]?.(partial);
  const guidance = await write('/api/ai/save-guidance', sampleOf('POST /api/ai/save-guidance'));
  const session = await write(
    '/api/audio/personalized-session',
    sampleOf('POST /api/audio/personalized-session'),
  );
  const timeline = await test.app.request(
    `/api/support/users/${subscriber.user.id}/timeline`,
    jsonRequest('GET', undefined, bearer(support.token)),
  );
  const { events } = (await timeline.json()) as { events: { eventId: string }[] };
  const ctx: FuzzContext = {
    ...partial,
    guidanceId: guidance.id,
    sessionId: session.id,
    timelineEventId: events[0]?.eventId ?? 'sem-evento',
  };
  const tokens: Record<Persona, Record<string, string>> = {
    subscriber: as,
    support: bearer(support.token),
    admin: bearer(admin.token),
    disposable: bearer(disposable.token),
    webhook: { 'X-Kirvano-Token': WEBHOOK_TOKEN },
  };
  return { ctx, personaHeaders: (persona: Persona) => tokens[persona] };
}

const backends: { name: string; backend: 'embedded' | 'postgres' }[] = [
  { name: 'PGlite', backend: 'embedded' },
  ...(testDatabaseUrl ? [{ name: 'PostgreSQL', backend: 'postgres' as const }] : []),
];

describe.each(backends)('fuzzing every JSON route on $name', ({ name, backend }) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(
      {
        ...authTestEnv,
        KIRVANO_PRODUCT_IDS: 'detox21',
        AI_DAILY_GENERATION_LIMIT: '100000',
        AI_DAILY_TTS_LIMIT: '100000',
      },
      { backend },
    );
  });
  afterAll(async () => {
    await test.close();
  });

  it('answers no request with a 5xx', { timeout: bySize(300_000, 900_000) }, async () => {
    const { ctx, personaHeaders } = await setUp(test);
    const routes = apiRoutes(test);
    expect(routes.length).toBeGreaterThan(60);
    const tally = new Map<number, number>();
    const failures: string[] = [];
    const baseline: { route: string; status: number; text: string }[] = [];
    let requests = 0;
    let unsendable = 0;
    const timeByRoute = new Map<string, number>();
    const started = performance.now();
    const missing: string[] = [];
    for (const route of routes) {
      const cases = casesFor(route, ctx, personaHeaders);
      // Every route gets every class of hostile input that applies to it.
      const classes = new Set(cases.map((fuzzCase) => fuzzCase.label.split(' = ').pop()));
      const expected = [
        ...(route.method === 'GET' ? [] : [...hostileStrings, ...hostileJson, ...hostileBodies]),
        ...(route.path.includes(':') ? hostilePathIds : []),
        ...hostileQueryValues,
        ...hostileHeaders,
      ];
      for (const { name } of expected)
        if (!classes.has(name)) missing.push(`${route.method} ${route.path}: ${name}`);
      for (const fuzzCase of cases) {
        const sent = performance.now();
        const outcome = await send(test, fuzzCase);
        timeByRoute.set(fuzzCase.route, (timeByRoute.get(fuzzCase.route) ?? 0) + performance.now() - sent);
        if (outcome.status === 0) {
          unsendable += 1;
          continue;
        }
        requests += 1;
        tally.set(outcome.status, (tally.get(outcome.status) ?? 0) + 1);
        if (fuzzCase.label === 'valid-ish sample') {
          baseline.push({ route: fuzzCase.route, status: outcome.status, text: outcome.text });
        }
        if (outcome.status >= 500) {
          failures.push(
            `${fuzzCase.route} [${fuzzCase.label}] → ${outcome.status} ${outcome.text.slice(0, 200)}`,
          );
        }
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const statuses = [...tally.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count.toLocaleString('en-US')}`)
      .join(', ');
    console.log(
      `fuzz ${name}: ${requests.toLocaleString('en-US')} requests on ${routes.length} routes in ${seconds.toFixed(1)} s (seed ${SEED}); ${statuses}` +
        (unsendable > 0 ? ` (${unsendable} the fetch API refuses to build, not sent)` : ''),
    );
    if (process.env.FUZZ_VERBOSE) {
      console.log(baseline.map((b) => `${b.route} → ${b.status} ${b.text.slice(0, 160)}`).join('\n'));
      const slowest = [...timeByRoute.entries()].sort(([, a], [, b]) => b - a).slice(0, 15);
      console.log(slowest.map(([route, ms]) => `${route}: ${(ms / 1000).toFixed(1)} s`).join('\n'));
    }
    if (failures.length > 0) console.log(failures.join('\n'));
    expect(missing).toEqual([]);
    // A sample the validator refuses would fuzz only the validator: each must pass it (the erasure's is meant to
    // fail its own check, the email, so that nothing is erased).
    expect(
      baseline
        .filter((b) => b.status === 400 && b.route !== 'DELETE /api/me')
        .map((b) => `${b.route} → ${b.text}`),
    ).toEqual([]);
    expect(failures).toEqual([]);
  });
});
