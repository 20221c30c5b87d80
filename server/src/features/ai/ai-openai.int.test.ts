import { randomUUID } from 'node:crypto';
import { streamId } from '@detox/projections';
import { createOpenAiProvider } from '@detox/providers/ai/openai/openai-ai-provider';
import { answerLikeOpenAi, schemaNameOf } from '@detox/providers/ai/testing/model-answers';
import { crisisSignal } from '@detox/providers/ai/safety/crisis';
import { screenInput } from '@detox/providers/ai/safety/policy';
import {
  chatCompletion,
  MODERATION_PATH,
  moderationResult,
  openAiError,
  type OpenAiTestServer,
  startOpenAiTestServer,
} from '@detox/providers/testing/openai-test-server';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CardsResponse, ChatResponse, CoachingResponse } from '../../contracts/ai.ts';
import { createApp } from '../../app.ts';
import { quotaUsage } from './quota.ts';
import { metricsRegistry } from '../../metrics.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../../testing/auth.ts';

/**
 * The AI API on the OpenAI adapter (AI_PROVIDER=openai), through the real SDK against a local OpenAI-shaped
 * server: a normal answer, then a malformed answer, an upstream 429 and a timeout, each a clear pt-BR answer with
 * nothing stored and the quota unit given back.
 */
describe('the AI API on the OpenAI adapter', () => {
  let server: OpenAiTestServer;
  let test: TestApp;
  /** The same database, with a provider that gives up fast (no retries, 300 ms) for the failure cases. */
  let impatient: ReturnType<typeof createApp>;

  beforeAll(async () => {
    server = await startOpenAiTestServer(answerLikeOpenAi);
    test = await createTestApp({
      ...authTestEnv,
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: server.baseURL,
      OPENAI_MODEL: 'gpt-test',
    });
    impatient = createApp({
      config: test.config,
      runtime: test.runtime,
      logger: pino({ level: 'silent' }),
      ai: createOpenAiProvider({
        apiKey: 'sk-test-key',
        baseURL: server.baseURL,
        model: 'gpt-test',
        ttsModel: 'tts-test',
        timeoutMs: 300,
        maxRetries: 0,
      }),
    });
  });
  afterAll(async () => {
    await test.close();
    await server.close();
  });
  beforeEach(() => {
    server.reset();
  });

  async function subscriber(app: ReturnType<typeof createApp>) {
    const { token, user } = await givenSignedIn(test, `openai-${randomUUID()}@exemplo.com.br`, 'active');
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const response = await app.request(
        `/api${path}`,
        jsonRequest('POST', body, { ...bearer(token), ...headers }),
      );
      return { status: response.status, body: await response.json() };
    };
    const events = async () => (await test.runtime.store.readStream(streamId('ai', user.id))).events;
    const used = async () =>
      (await quotaUsage(test, user.id)).find((usage) => usage.kind === 'generation')?.used;
    return { post, events, used };
  }

  it('generates coaching through the model and records provider openai, the model and the prompt version', async () => {
    const ana = await subscriber(test.app);
    const answer = await ana.post('/ai/coaching', { dayNumber: 1 });
    expect(answer.status).toBe(200);
    const coaching = answer.body as CoachingResponse;
    expect(coaching.source).toMatchObject({ provider: 'openai', model: 'gpt-test', safety: 'normal' });
    expect(coaching.suggestions.map((suggestion) => suggestion.id)).toEqual([
      'suggestion-1-0',
      'suggestion-1-1',
      'suggestion-1-2',
    ]);
    // The prompt the model saw was filled by the server: day 1 of the programme.
    const modelRequests = server.requests.filter((request) => request.path === '/v1/chat/completions');
    expect(modelRequests.map(schemaNameOf)).toEqual(['coaching']);
    expect(JSON.stringify(modelRequests[0]?.body)).toContain('O despertar');
    const [event] = await ana.events();
    expect(event?.data).toMatchObject({
      contentType: 'coaching',
      provider: 'openai',
      model: 'gpt-test',
      promptVersion: coaching.source.promptVersion,
    });
  });

  it.each([
    [
      'a malformed answer',
      () => {
        server.enqueue({ json: chatCompletion('{"analysis": 42}') });
      },
      502,
      'Erro ao gerar coaching personalizado. A resposta do mentor veio incompleta. Tente de novo.',
    ],
    [
      'an upstream 429',
      () => {
        server.enqueue(openAiError(429, 'Rate limit reached'));
      },
      503,
      'Erro ao gerar coaching personalizado. O serviço de IA está recebendo muitos pedidos agora. Tente de novo em alguns minutos.',
    ],
    [
      'a timeout',
      () => {
        server.enqueue({ delayMs: 2_000, json: chatCompletion('{}') });
      },
      504,
      'Erro ao gerar coaching personalizado. O mentor demorou demais para responder. Tente de novo em instantes.',
    ],
  ])(
    'answers %s with a pt-BR message, stores nothing and gives the quota back',
    async (_case, arrange, status, error) => {
      const ana = await subscriber(impatient);
      arrange();
      const answer = await ana.post('/ai/coaching', { dayNumber: 1 });
      expect(answer).toEqual({
        status,
        body: { error, reason: expect.stringMatching(/^provider_/) as unknown },
      });
      expect(await ana.events()).toEqual([]);
      expect(await ana.used()).toBe(0);
    },
  );

  it('falls back to the built-in cards of the day when card generation fails', async () => {
    const ana = await subscriber(impatient);
    server.enqueue(openAiError(500, 'upstream down'));
    const answer = await ana.post('/ai/cards', { dayNumber: 1 });
    expect(answer.status).toBe(200);
    const cards = answer.body as CardsResponse;
    expect(cards.source.provider).toBe('local');
    expect(cards.cards).toHaveLength(4);
    expect(cards.cards[0]?.id).toBe('card-1-0');
    const [event] = await ana.events();
    expect(event?.data).toMatchObject({ contentType: 'cards', provider: 'local' });
    const metrics = await metricsRegistry.getSingleMetricAsString('detox_provider_requests_total');
    expect(metrics).toMatch(/provider="openai",operation="cards",outcome="unavailable"/);
    expect(metrics).toMatch(/provider="openai",operation="coaching",outcome="timeout"/);
  });

  describe('crisis policy with moderation (issue 19)', () => {
    /** Words the local detector lets through (checked below), so only moderation can see them. */
    const veiled = 'tô exausta e queria que tudo ficasse em silêncio pra sempre';

    it('uses words the local detector lets through', () => {
      expect(crisisSignal(veiled)).toBeUndefined();
    });
    const modelCalls = () => server.requests.filter((request) => request.path === '/v1/chat/completions');

    it('asks first when moderation flags self-harm the local detector missed: no model call, a check-in; after "Não, estou bem" the model answers', async () => {
      const ana = await subscriber(test.app);
      // A text the local check reads as safe (checked: the premise depends on the shipped model).
      const quiet = 'vou apagar por um tempo';
      expect(screenInput([quiet])).toBeUndefined();
      server.enqueue({ path: MODERATION_PATH, json: moderationResult([quiet], ['self-harm/intent']) });
      const answer = await ana.post('/ai/chat', { message: quiet });
      expect(answer.status).toBe(200);
      const reply = answer.body as ChatResponse;
      expect(reply.source).toMatchObject({
        provider: 'openai',
        model: 'safety-template',
        safety: 'check-in',
      });
      expect(JSON.stringify(reply)).not.toContain(quiet);
      expect(modelCalls()).toHaveLength(0);
      const events = await ana.events();
      expect(JSON.stringify(events.map((event) => event.data))).not.toContain(quiet);
      expect(events.map((event) => [event.type, event.data])).toEqual([
        ['CareCheckInOffered', { day: 1, surface: 'chat', signal: 'moderation', via: 'moderation' }],
      ]);
      // "Não, estou bem": the same request again with the answer; moderation alone no longer stops it.
      server.enqueue({ path: MODERATION_PATH, json: moderationResult([quiet], ['self-harm/intent']) });
      const again = await ana.post('/ai/chat', { message: quiet }, { 'X-Care-Check-In': 'ok' });
      expect(again.status).toBe(200);
      expect((again.body as ChatResponse).source.safety).toBe('normal');
      expect(modelCalls()).toHaveLength(1);
    });

    it('answers with the card when moderation agrees with an unsure local check: no model call, CareOffered', async () => {
      const ana = await subscriber(test.app);
      server.enqueue({ path: MODERATION_PATH, json: moderationResult([veiled], ['self-harm/intent']) });
      const answer = await ana.post('/ai/chat', { message: veiled });
      expect(answer.status).toBe(200);
      const reply = answer.body as ChatResponse;
      expect(reply.source).toMatchObject({ provider: 'openai', model: 'safety-template', safety: 'crisis' });
      expect(reply.response).toContain('188');
      expect(JSON.stringify(reply)).not.toContain(veiled);
      expect(modelCalls()).toHaveLength(0);
      const events = await ana.events();
      expect(JSON.stringify(events.map((event) => event.data))).not.toContain(veiled);
      expect(events.map((event) => [event.type, event.data])).toEqual([
        ['AiContentGenerated', expect.objectContaining({ safety: 'crisis' }) as unknown],
        ['CareOffered', { day: 1, surface: 'chat', signal: 'ideation-passive', via: 'local' }],
      ]);
    });

    it('leaves the decision to the local detector when moderation answers 500', async () => {
      const ana = await subscriber(test.app);
      server.setHandler((request) =>
        request.path === MODERATION_PATH ? openAiError(500, 'Internal error') : answerLikeOpenAi(request),
      );
      const normal = await ana.post('/ai/chat', { message: 'Como largo o celular antes de dormir?' });
      expect((normal.body as ChatResponse).source.safety).toBe('normal');
      expect(modelCalls()).toHaveLength(1);

      const crisis = await ana.post('/ai/chat', { message: 'tenho pensado em morrer' });
      expect((crisis.body as ChatResponse).source.safety).toBe('crisis');
      expect(modelCalls()).toHaveLength(1);
      const offered = (await ana.events()).filter((event) => event.type === 'CareOffered');
      expect(offered.map((event) => event.data)).toEqual([
        { day: 1, surface: 'chat', signal: 'ideation-active', via: 'local' },
      ]);
    });

    it('replaces a model answer that writes a crisis sentence, and records it as seen in the output', async () => {
      const ana = await subscriber(test.app);
      server.enqueue({
        json: chatCompletion(JSON.stringify({ response: 'Às vezes eu também penso em me matar.' })),
      });
      const answer = await ana.post('/ai/chat', { message: 'Como largo o celular antes de dormir?' });
      const reply = answer.body as ChatResponse;
      expect(reply.source.safety).toBe('crisis');
      expect(reply.response).not.toContain('me matar');
      const offered = (await ana.events()).filter((event) => event.type === 'CareOffered');
      expect(offered.map((event) => event.data)).toEqual([
        { day: 1, surface: 'chat', signal: 'ideation-active', via: 'output' },
      ]);
    });
  });
});
