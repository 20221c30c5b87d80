import { randomUUID } from 'node:crypto';
import { programmeDay } from '@detox/fixtures';
import { streamId } from '@detox/projections';
import { CVV_PHONE, CVV_SITE } from '@detox/providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CachedContentResponse,
  CardsResponse,
  ChatResponse,
  CoachingResponse,
  DayContentResponse,
  UpdateCardProgressResponse,
  WellbeingResponse,
} from '../../contracts/ai.ts';
import { metricsRegistry } from '../../metrics.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../../testing/auth.ts';

const GENERATION_LIMIT = 12;

describe('the AI API (fake provider)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ ...authTestEnv, AI_DAILY_GENERATION_LIMIT: String(GENERATION_LIMIT) });
  });
  afterAll(async () => {
    await test.close();
  });

  async function subscriber(name = 'Ana') {
    const email = `${name.toLowerCase()}-${randomUUID()}@exemplo.com.br`;
    const { token, user } = await givenSignedIn(test, email, 'active');
    const call = async (
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) => {
      const response = await test.app.request(
        `/api${path}`,
        jsonRequest(method, body, { ...bearer(token), ...headers }),
      );
      return { status: response.status, body: await response.json() };
    };
    const post = (path: string, body: unknown) => call('POST', path, body);
    const get = (path: string) => call('GET', path);
    const write = (path: string, body: unknown, method = 'POST') =>
      call(method, path, body, { 'Idempotency-Key': randomUUID() });
    const events = async () => (await test.runtime.store.readStream(streamId('ai', user.id))).events;
    return { token, userId: user.id, post, get, write, events };
  }

  const errorOf = (body: unknown) => (body as { error: string }).error;

  it('answers coaching from the server’s own progress, records it, then serves it from the cache until refreshed', async () => {
    const ana = await subscriber();
    const day1 = programmeDay(1);
    for (const task of day1?.tasks.slice(0, 3) ?? []) {
      expect(
        (await ana.write('/progress/task', { dayNumber: 1, taskId: task.id, completed: true })).status,
      ).toBe(200);
    }
    // The client claims everything is done; the server reads its own record (3 of 5).
    const first = await ana.post('/ai/coaching', {
      dayNumber: 1,
      userProfile: { name: 'Outra Pessoa', preferences: { timeAvailable: 20 } },
      currentProgress: { completedTasks: 5, totalTasks: 5 },
    });
    expect(first.status).toBe(200);
    const coaching = first.body as CoachingResponse;
    expect(coaching).toMatchObject({
      dayNumber: 1,
      completedTasksCount: 3,
      totalTasksCount: 5,
      completionPercentage: 60,
      isFromCache: false,
      source: { provider: 'fake', model: 'fake-mentor', safety: 'normal' },
    });
    expect(coaching.suggestions).toHaveLength(3);
    expect(coaching.suggestions[0]?.id).toBe('suggestion-1-0');
    expect(coaching.analysis).toContain('3 de 5');

    const recorded = await ana.events();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      type: 'AiContentGenerated',
      data: {
        day: 1,
        contentType: 'coaching',
        provider: 'fake',
        model: 'fake-mentor',
        promptVersion: coaching.source.promptVersion,
        safety: 'normal',
        content: { analysis: coaching.analysis },
      },
    });

    const again = (await ana.post('/ai/coaching', { dayNumber: 1 })).body as CoachingResponse;
    expect(again.isFromCache).toBe(true);
    expect(again.analysis).toBe(coaching.analysis);
    expect(again.cacheTimestamp).toBe(coaching.cacheTimestamp);
    expect(await ana.events()).toHaveLength(1);

    const cached = (await ana.get('/ai/content?dayNumber=1&contentType=coaching'))
      .body as CachedContentResponse;
    expect(cached?.content_data).toMatchObject({ analysis: coaching.analysis });
    expect(cached?.created_at).toBe(coaching.cacheTimestamp);

    const refreshed = (await ana.post('/ai/coaching', { dayNumber: 1, forceRefresh: true }))
      .body as CoachingResponse;
    expect(refreshed.isFromCache).toBe(false);
    expect(await ana.events()).toHaveLength(2);
  });

  it('day content: cache hit, clear_cache makes the next visit generate again, and GET /ai/content answers null when empty', async () => {
    const ana = await subscriber();
    expect((await ana.get('/ai/content?dayNumber=1&contentType=day-content')).body).toBeNull();
    const first = (await ana.post('/ai/day-content', { dayNumber: 1, timestamp: new Date().toISOString() }))
      .body as DayContentResponse;
    expect(first.isFromCache).toBe(false);
    expect(first.dayNumber).toBe(1);
    // Nothing done yet on day 1: 4 cards (spec §9).
    expect(first.cards).toHaveLength(4);
    const hit = (await ana.post('/ai/day-content', { dayNumber: 1 })).body as DayContentResponse;
    expect(hit).toMatchObject({ isFromCache: true, personalizedTitle: first.personalizedTitle });

    const cleared = await ana.post('/ai/save-content', {
      dayNumber: 1,
      contentType: 'day-content',
      contentData: { action: 'clear_cache', timestamp: new Date().toISOString() },
    });
    expect(cleared).toEqual({ status: 200, body: { success: true, action: 'cleared' } });
    expect((await ana.get('/ai/content?dayNumber=1&contentType=day-content')).body).toBeNull();
    const regenerated = (await ana.post('/ai/day-content', { dayNumber: 1 })).body as DayContentResponse;
    expect(regenerated.isFromCache).toBe(false);
    expect((await ana.events()).map((event) => event.type)).toEqual([
      'AiContentGenerated',
      'AiContentCacheCleared',
      'AiContentGenerated',
    ]);
  });

  it('save-content keeps a client-updated copy of the right shape and refuses anything else', async () => {
    const ana = await subscriber();
    const coaching = (await ana.post('/ai/coaching', { dayNumber: 1 })).body as CoachingResponse;
    const ticked = {
      ...coaching,
      suggestions: coaching.suggestions.map((suggestion, index) => ({
        ...suggestion,
        completed: index === 0,
      })),
    };
    const saved = await ana.post('/ai/save-content', {
      dayNumber: 1,
      contentType: 'coaching',
      contentData: ticked,
    });
    expect(saved).toEqual({ status: 200, body: { success: true, action: 'saved' } });
    const back = (await ana.post('/ai/coaching', { dayNumber: 1 })).body as CoachingResponse;
    expect(back.isFromCache).toBe(true);
    expect(back.suggestions.map((suggestion) => suggestion.completed)).toEqual([true, false, false]);

    const wrong = await ana.post('/ai/save-content', {
      dayNumber: 1,
      contentType: 'coaching',
      contentData: { analysis: 'só isso' },
    });
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong.body)).toContain('Falha ao salvar conteúdo da IA');
    const unknownType = await ana.post('/ai/save-content', {
      dayNumber: 1,
      contentType: 'segredos',
      contentData: {},
    });
    expect(unknownType.status).toBe(400);
    expect(errorOf(unknownType.body)).toBe('Tipo de conteúdo inválido.');
    const badAction = await ana.post('/ai/save-content', {
      dayNumber: 1,
      contentType: 'coaching',
      contentData: { action: 'drop_table' },
    });
    expect(badAction.status).toBe(400);
    expect((await ana.events()).map((event) => event.type)).toEqual(['AiContentGenerated', 'AiContentSaved']);
  });

  it('cards: 4/3/2/1 by the day’s completion, with the motivation and completion flags', async () => {
    const ana = await subscriber();
    const cardsNow = async () =>
      (await ana.post('/ai/cards', { dayNumber: 1, numberOfCards: 4 })).body as CardsResponse;
    const none = await cardsNow();
    expect(none).toMatchObject({ progressPercentage: 0, needsMotivation: true, needsCompletion: false });
    expect(none.cards).toHaveLength(4);
    const tasks = programmeDay(1)?.tasks ?? [];
    // 2 of 7 items (5 tasks + audio + reflection) = 29 %: 3 cards, still needs motivation.
    for (const task of tasks.slice(0, 2))
      await ana.write('/progress/task', { dayNumber: 1, taskId: task.id, completed: true });
    expect(await cardsNow()).toMatchObject({
      progressPercentage: 29,
      needsMotivation: true,
      cards: { length: 3 },
    });
    // 5 of 7 = 71 %: 2 cards, needs completion.
    for (const task of tasks.slice(2))
      await ana.write('/progress/task', { dayNumber: 1, taskId: task.id, completed: true });
    expect(await cardsNow()).toMatchObject({
      progressPercentage: 71,
      needsMotivation: false,
      needsCompletion: true,
      cards: { length: 2 },
    });
    await ana.write('/progress/audio', { dayNumber: 1, audioPlayed: true, listenedFraction: 0.9 });
    await ana.write('/progress/reflection', {
      dayNumber: 1,
      reflection: 'Hoje deixei o celular longe da cama.',
    });
    const all = await cardsNow();
    expect(all).toMatchObject({
      progressPercentage: 100,
      cards: { length: 1 },
      source: { provider: 'fake' },
    });
  });

  it('day-content says which of its cards were ticked, so a reload keeps them; new content starts unticked', async () => {
    const ana = await subscriber();
    const content = (await ana.post('/ai/day-content', { dayNumber: 1 })).body as DayContentResponse;
    expect(content.completedCards).toEqual([]);
    const [first, second] = content.cards;
    if (!first || !second) throw new Error('sem cards');
    await ana.post('/ai/update-card-progress', { cardId: first.id, completed: true });
    await ana.post('/ai/update-card-progress', { cardId: second.id, completed: true });
    await ana.post('/ai/update-card-progress', { cardId: second.id, completed: false });
    const reloaded = (await ana.post('/ai/day-content', { dayNumber: 1 })).body as DayContentResponse;
    expect(reloaded).toMatchObject({ isFromCache: true, completedCards: [first.id] });
    const renewed = (await ana.post('/ai/day-content', { dayNumber: 1, forceRefresh: true }))
      .body as DayContentResponse;
    expect(renewed).toMatchObject({ isFromCache: false, completedCards: [] });
    const again = (await ana.post('/ai/day-content', { dayNumber: 1 })).body as DayContentResponse;
    expect(again).toMatchObject({ isFromCache: true, completedCards: [] });
  });

  it('update-card-progress: only cards this user was shown; counts the done ones', async () => {
    const ana = await subscriber();
    const bia = await subscriber('Bia');
    const cards = (await ana.post('/ai/cards', { dayNumber: 1 })).body as CardsResponse;
    const [first] = cards.cards;
    if (!first) throw new Error('sem cards');
    const done = await ana.post('/ai/update-card-progress', {
      cardId: first.id,
      completed: true,
      timeSpent: 7,
      feedback: 'Gostei',
    });
    expect(done.status).toBe(200);
    expect(done.body as UpdateCardProgressResponse).toMatchObject({
      completedCards: 1,
      totalCards: 4,
      completed: true,
    });
    // Bia never saw that card.
    const stranger = await bia.post('/ai/update-card-progress', { cardId: first.id, completed: true });
    expect(stranger.status).toBe(404);
    expect(await bia.events()).toHaveLength(0);
    const badId = await ana.post('/ai/update-card-progress', { cardId: 'card-99-1', completed: true });
    expect(badId.status).toBe(400);
    expect(errorOf(badId.body)).toBe('Card inválido.');
  });

  it('another user’s cache is never reachable', async () => {
    const ana = await subscriber();
    const bia = await subscriber('Bia');
    await ana.post('/ai/coaching', { dayNumber: 1 });
    expect((await bia.get('/ai/content?dayNumber=1&contentType=coaching')).body).toBeNull();
    expect(((await bia.post('/ai/coaching', { dayNumber: 1 })).body as CoachingResponse).isFromCache).toBe(
      false,
    );
  });

  it('every generating endpoint answers its shape and records provider, model and prompt version', async () => {
    const ana = await subscriber();
    const calls: [string, unknown, string][] = [
      ['/ai/activities', { dayNumber: 1, availableTime: 30, currentMood: 'animado' }, 'activities'],
      ['/ai/meditation', { duration: 5, focus: 'respiração', userState: 'ansiosa' }, 'meditation'],
      [
        '/ai/relapse-prevention',
        {
          userTriggers: ['tédio no ônibus'],
          successStrategies: ['levar um livro'],
          supportSystem: ['minha irmã'],
        },
        'relapse-prevention',
      ],
      [
        '/ai/insights-now',
        { dayNumber: 1, reflectionText: '', mood: 'neutro', usageMetrics: {}, userContext: { profile: {} } },
        'insights',
      ],
      ['/ai/plan-tomorrow', { dayNumber: 1 }, 'plan-tomorrow'],
      ['/ai/analyze-progress', { dayNumber: 1, progressData: {}, previousDaysData: [] }, 'progress-analysis'],
      ['/ai/daily-coaching', {}, 'coaching'],
      [
        '/ai/wellbeing',
        {
          usageData: {
            screenTime: 6.5,
            sleepQuality: 4,
            stressLevel: 8,
            focusLevel: 5,
            socialInteraction: 6,
            physicalActivity: 3,
            moodLevel: 5,
          },
          goals: ['dormir melhor'],
        },
        'wellbeing',
      ],
    ];
    for (const [path, body] of calls) {
      const answer = await ana.post(path, body);
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(answer.body).toMatchObject({ source: { provider: 'fake', model: 'fake-mentor' } });
    }
    const recorded = await ana.events();
    expect(recorded.map((event) => (event.data as { contentType: string }).contentType)).toEqual(
      calls.map(([, , type]) => type),
    );
    for (const event of recorded) {
      expect(event.data).toMatchObject({
        provider: 'fake',
        model: 'fake-mentor',
        promptVersion: expect.stringMatching(/^fake\./) as unknown,
      });
    }
    const plan = recorded.find(
      (event) => (event.data as { contentType: string }).contentType === 'plan-tomorrow',
    );
    expect((plan?.data as { day: number }).day).toBe(2);
    const wellbeing = (
      await ana.post('/ai/wellbeing', {
        usageData: {
          screenTime: 2,
          sleepQuality: 9,
          stressLevel: 2,
          focusLevel: 9,
          socialInteraction: 8,
          physicalActivity: 8,
          moodLevel: 9,
        },
      })
    ).body as WellbeingResponse;
    expect(wellbeing.overallScore).toBeGreaterThanOrEqual(80);
    expect(wellbeing.riskLevel).toBe('baixo');
  });

  it('chat: answers in `response`, keeps the message in the event, and meets a crisis with care and CVV (not stored)', async () => {
    const ana = await subscriber();
    const normal = await ana.post('/ai/chat', {
      message: 'Como faço para não pegar o celular quando acordo?',
      context: { history: [{ type: 'mentor', content: 'Olá! Como posso ajudar hoje?' }] },
    });
    expect(normal.status).toBe(200);
    expect((normal.body as ChatResponse).response.length).toBeGreaterThan(20);
    expect((normal.body as ChatResponse).source.safety).toBe('normal');

    const crisis = await ana.post('/ai/chat', { message: 'Não aguento mais, às vezes penso em me matar.' });
    expect(crisis.status).toBe(200);
    const reply = crisis.body as ChatResponse;
    expect(reply.response).toContain(CVV_PHONE);
    expect(reply.response).toContain(CVV_SITE);
    expect(reply.source.safety).toBe('crisis');
    const [, crisisEvent, careEvent] = await ana.events();
    expect(crisisEvent?.data).toMatchObject({ contentType: 'chat', safety: 'crisis' });
    // A flagged text is never stored (issue 19): the event keeps the care answer, CareOffered only the signal.
    expect(crisisEvent?.data).not.toHaveProperty('request');
    expect(careEvent).toMatchObject({
      type: 'CareOffered',
      data: { day: 1, surface: 'chat', signal: 'ideation-active', via: 'local' },
    });
  });

  it('reflection analysis needs the ai_reflections consent; other calls then leave reflections out', async () => {
    const ana = await subscriber();
    const text = 'Percebi que pego o celular sempre que fico entediada no ônibus.';
    const refused = await ana.post('/ai/reflection', { reflectionText: text, dayNumber: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ reason: 'consent_required' });
    await ana.write('/progress/reflection', {
      dayNumber: 1,
      reflection: 'Meu gatilho é o tédio no ônibus lotado.',
    });
    const withoutConsent = (await ana.post('/ai/coaching', { dayNumber: 1 })).body as CoachingResponse;
    // The saved reflection never reached the mentor: it reads the day as if none were written.
    expect(withoutConsent.analysis).toContain('A reflexão de hoje ainda está em branco');

    expect((await ana.write('/me/consents/ai_reflections', { granted: true }, 'PUT')).status).toBe(200);
    const withConsent = (await ana.post('/ai/coaching', { dayNumber: 1, forceRefresh: true }))
      .body as CoachingResponse;
    expect(withConsent.analysis).toContain('Na sua reflexão aparece');
    const analysed = await ana.post('/ai/reflection', {
      reflectionText: text,
      dayNumber: 1,
      userHistory: [],
    });
    expect(analysed.status).toBe(200);
    expect(analysed.body).toMatchObject({
      dayNumber: 1,
      sentimentAnalysis: { tone: expect.any(String) as unknown },
    });
    const blank = await ana.post('/ai/reflection', { reflectionText: '   ', dayNumber: 1 });
    expect(blank).toEqual({
      status: 400,
      body: {
        error: 'Que tal compartilhar seus pensamentos primeiro? Estou aqui para compreender você melhor!',
      },
    });
  });

  it('bad input: clear pt-BR 400s and nothing recorded', async () => {
    const ana = await subscriber();
    const cases: [string, unknown, RegExp][] = [
      ['/ai/chat', { message: '   ' }, /Escreva uma mensagem/],
      ['/ai/chat', { message: 'a'.repeat(2001) }, /no máximo 2000 caracteres/],
      ['/ai/chat', { message: 'oi', extra: true }, /Campo não permitido: extra/],
      [
        '/ai/wellbeing',
        {
          usageData: {
            screenTime: 17,
            sleepQuality: 7,
            stressLevel: 5,
            focusLevel: 6,
            socialInteraction: 6,
            physicalActivity: 5,
            moodLevel: 7,
          },
        },
        /Valor de bem-estar inválido/,
      ],
      [
        '/ai/wellbeing',
        {
          usageData: {
            screenTime: 4.2,
            sleepQuality: 7,
            stressLevel: 5,
            focusLevel: 6,
            socialInteraction: 6,
            physicalActivity: 5,
            moodLevel: 7,
          },
        },
        /Valor de bem-estar inválido/,
      ],
      [
        '/ai/wellbeing',
        {
          usageData: {
            screenTime: 4,
            sleepQuality: 0,
            stressLevel: 5,
            focusLevel: 6,
            socialInteraction: 6,
            physicalActivity: 5,
            moodLevel: 7,
          },
        },
        /Valor de bem-estar inválido/,
      ],
      ['/ai/coaching', { dayNumber: 22 }, /Dia inválido/],
      ['/ai/relapse-prevention', { userTriggers: [] }, /ao menos um gatilho/],
      ['/ai/activities', { dayNumber: 1, currentMood: 'x'.repeat(41) }, /Texto longo demais/],
    ];
    for (const [path, body, message] of cases) {
      const answer = await ana.post(path, body);
      expect(answer.status, path).toBe(400);
      expect(errorOf(answer.body), path).toMatch(message);
    }
    // A day not yet open: the journey's own message.
    const locked = await ana.post('/ai/coaching', { dayNumber: 5 });
    expect(locked.status).toBe(409);
    expect(errorOf(locked.body)).toBe('Dia bloqueado. Complete o Dia 4 para desbloquear.');
    expect(await ana.events()).toHaveLength(0);
  });

  it('answers 429 in pt-BR once the daily generation quota is spent, generating nothing more', async () => {
    const ana = await subscriber();
    expect((await ana.post('/ai/coaching', { dayNumber: 1 })).status).toBe(200);
    for (let index = 1; index < GENERATION_LIMIT; index++) {
      expect((await ana.post('/ai/chat', { message: `Pergunta ${index}` })).status).toBe(200);
    }
    const over = await ana.post('/ai/chat', { message: 'Mais uma' });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      reason: 'quota_exceeded',
      error: expect.stringContaining('limite diário') as unknown,
    });
    const cards = await ana.post('/ai/cards', { dayNumber: 1 });
    expect(cards.status).toBe(429);
    expect(await ana.events()).toHaveLength(GENERATION_LIMIT);
    // A cache hit costs nothing: the cached coaching is still answered.
    expect(await ana.post('/ai/coaching', { dayNumber: 1 })).toMatchObject({
      status: 200,
      body: { isFromCache: true },
    });
    // A forced refresh would generate: refused.
    expect((await ana.post('/ai/coaching', { dayNumber: 1, forceRefresh: true })).status).toBe(429);
    const status = await ana.get('/ai/status');
    expect(status.body).toMatchObject({
      provider: 'fake',
      reflectionsShared: false,
      quotas: [
        { kind: 'generation', used: GENERATION_LIMIT, limit: GENERATION_LIMIT, remaining: 0 },
        { kind: 'tts' },
      ],
    });
    // Another subscriber still has their own quota.
    const bia = await subscriber('Bia');
    expect((await bia.post('/ai/chat', { message: 'Oi' })).status).toBe(200);
  });

  it('/ai/test reports the mentor available; visitors and non-subscribers are refused', async () => {
    const ana = await subscriber();
    expect(await ana.get('/ai/test')).toMatchObject({
      status: 200,
      body: { success: true, provider: 'fake' },
    });
    const visitor = await test.app.request('/api/ai/test');
    expect(visitor.status).toBe(401);
    const { token } = await givenSignedIn(test, `sem-assinatura-${randomUUID()}@exemplo.com.br`, 'none');
    const free = await test.app.request(
      '/api/ai/chat',
      jsonRequest('POST', { message: 'oi' }, bearer(token)),
    );
    expect(free.status).toBe(403);
    const metrics = await metricsRegistry.getSingleMetricAsString('detox_provider_requests_total');
    expect(metrics).toMatch(/provider="fake",operation="chat",outcome="ok"/);
  });
});
