import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isProviderError, type ProviderError } from '../../provider-error.ts';
import {
  chatCompletion,
  MODERATION_PATH,
  moderationResult,
  openAiError,
  type OpenAiTestServer,
  startOpenAiTestServer,
} from '../../testing/openai-test-server.ts';
import { describeAiProviderContract } from '../testing/ai-provider.contract.ts';
import type { AiProvider } from '../port.ts';
import { TEST_CONNECTION_ERROR } from '../port.ts';
import { answerLikeOpenAi, modelAnswerFor, schemaNameOf } from '../testing/model-answers.ts';
import { sampleInputs } from '../testing/sample-inputs.ts';
import { createOpenAiProvider } from './openai-ai-provider.ts';

let server: OpenAiTestServer;
let provider: AiProvider;
const options = (overrides: { timeoutMs?: number; maxRetries?: number } = {}) => ({
  apiKey: 'sk-test-key',
  baseURL: server.baseURL,
  model: 'gpt-test',
  ttsModel: 'tts-test',
  ...overrides,
});

beforeAll(async () => {
  server = await startOpenAiTestServer(answerLikeOpenAi);
  provider = createOpenAiProvider(options());
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
});

describeAiProviderContract('OpenAI adapter against a local OpenAI-shaped server', () => provider);

/** The valid draft the local server gives for a schema, to tamper with in a test. */
function answerFor(schemaName: string): { suggestions: object[] } & Record<string, unknown> {
  const request = {
    method: 'POST',
    path: '',
    headers: {},
    body: { response_format: { json_schema: { name: schemaName } } },
  };
  return modelAnswerFor(request) as { suggestions: object[] } & Record<string, unknown>;
}

/** The model calls (chat completions), without the moderation checks sent before them. */
const modelRequests = () => server.requests.filter((request) => request.path === '/v1/chat/completions');

const failureOf = async (promise: Promise<unknown>): Promise<ProviderError> => {
  const failure: unknown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isProviderError(failure)) throw new Error(`expected a ProviderError, got ${String(failure)}`);
  return failure;
};

interface SentSchema {
  model: string;
  messages: { role: string; content: string }[];
  response_format: { type: string; json_schema: { name: string; strict: boolean; schema: unknown } };
}

describe('OpenAI adapter', () => {
  it('asks the configured model for strict structured output, with the day and the user’s first name only', async () => {
    await provider.coaching(sampleInputs.coaching);
    const [request] = modelRequests();
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test-key');
    const body = request?.body as SentSchema;
    expect(body.model).toBe('gpt-test');
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'coaching', strict: true },
    });
    const schema = JSON.stringify(body.response_format.json_schema.schema);
    expect(schema).toContain('"additionalProperties":false');
    expect(schema).not.toMatch(/minLength|maxLength/);
    const prompt = body.messages.map((message) => message.content).join('\n');
    expect(prompt).toContain('Notificações sob controle');
    expect(prompt).toContain('CVV');
    expect(prompt).toContain('"name":"Ana"');
    expect(prompt).not.toContain('Souza');
  });

  it('returns what the model wrote, with our ids and the prompt version', async () => {
    const written = {
      ...answerFor('coaching'),
      motivation: 'Texto escrito pelo modelo.',
    };
    server.enqueue({ json: chatCompletion(JSON.stringify(written)) });
    const result = await provider.coaching(sampleInputs.coaching);
    expect(result.data.motivation).toBe('Texto escrito pelo modelo.');
    expect(result.data.suggestions[2]?.id).toBe('suggestion-3-2');
    expect(result.meta).toEqual({
      provider: 'openai',
      model: 'gpt-test',
      promptVersion: 'coaching.v2+system.v3',
      safety: 'normal',
    });
  });

  it('sends the chat as a conversation ending with the new message', async () => {
    await provider.chat({
      ...sampleInputs.chat,
      history: [
        { role: 'user', content: 'Oi' },
        { role: 'mentor', content: 'Olá! Como está o dia?' },
      ],
    });
    const { messages } = modelRequests()[0]?.body as SentSchema;
    expect(messages.slice(-3).map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(messages.at(-1)?.content).toBe(sampleInputs.chat.message);
  });

  it('asks for as many cards as the day’s completion allows', async () => {
    await provider.cards({ ...sampleInputs.cards, progressPercentage: 80 });
    const { response_format } = modelRequests()[0]?.body as SentSchema;
    expect(JSON.stringify(response_format.json_schema.schema)).toContain('"minItems":2,"maxItems":2');
  });

  it.each([
    ['an answer that misses fields', JSON.stringify({ analysis: 'Só isso.' }), 'invalid_output'],
    [
      'an answer with a value out of its enum',
      JSON.stringify({
        ...answerFor('coaching'),
        suggestions: answerFor('coaching').suggestions.map((suggestion) => ({
          ...suggestion,
          difficulty: 'impossível',
        })),
      }),
      'invalid_output',
    ],
    ['text that is not JSON', 'Claro! Aqui está a sua orientação.', 'invalid_output'],
  ])('refuses %s: ProviderError, nothing returned', async (_label, content, kind) => {
    server.enqueue({ json: chatCompletion(content) });
    const failure = await failureOf(provider.coaching(sampleInputs.coaching));
    expect([failure.kind, failure.message]).toEqual([kind, 'Erro ao gerar coaching personalizado']);
    expect(modelRequests()).toHaveLength(1);
  });

  it('treats a refusal and a cut-off answer as failures', async () => {
    server.enqueue({ json: chatCompletion(null, { refusal: 'Não posso ajudar com isso.' }) });
    expect((await failureOf(provider.reflection(sampleInputs.reflection))).kind).toBe('refusal');
    // Even a parsable answer is not trusted when the model says it was cut off.
    const whole = answerFor('reflection_analysis');
    server.enqueue({
      json: chatCompletion(JSON.stringify(whole), { finishReason: 'length' }),
    });
    const cut = await failureOf(provider.reflection(sampleInputs.reflection));
    expect([cut.kind, cut.message]).toEqual(['invalid_output', 'Erro ao analisar reflexão']);
  });

  it('retries a 429 three times, then gives up with a rate-limit error', async () => {
    server.setHandler(() => openAiError(429, 'Rate limit reached'));
    const failure = await failureOf(provider.insights(sampleInputs.insights));
    expect([failure.kind, failure.message]).toEqual(['rate_limited', 'Falha ao gerar insights']);
    expect(modelRequests()).toHaveLength(4);
  });

  it('gets through when a 429 clears on retry', async () => {
    server.enqueue(openAiError(429, 'Rate limit reached'), openAiError(503, 'Overloaded'));
    const result = await provider.wellbeing(sampleInputs.wellbeing);
    expect(result.data.overallScore).toBeGreaterThan(0);
    expect(modelRequests()).toHaveLength(3);
  });

  it('retries a failing server, then reports the feature unavailable', async () => {
    server.setHandler(() => openAiError(500, 'Internal error'));
    const failure = await failureOf(provider.dayContent(sampleInputs.dayContent));
    expect([failure.kind, failure.message]).toEqual([
      'unavailable',
      'Falha ao gerar conteúdo personalizado do dia',
    ]);
    expect(modelRequests()).toHaveLength(4);
  });

  it('does not retry a bad key', async () => {
    server.setHandler(() => openAiError(401, 'Incorrect API key provided'));
    const failure = await failureOf(provider.chat(sampleInputs.chat));
    expect([failure.kind, failure.message]).toEqual(['unavailable', 'Falha ao obter resposta do chat']);
    expect(modelRequests()).toHaveLength(1);
  });

  it('times out a silent server, after the retries', async () => {
    const impatient = createOpenAiProvider(options({ timeoutMs: 150 }));
    server.setHandler(() => ({ delayMs: 2_000, json: chatCompletion('{}') }));
    const started = performance.now();
    const failure = await failureOf(impatient.activities(sampleInputs.activities));
    expect([failure.kind, failure.message]).toEqual(['timeout', 'Falha ao gerar atividades criativas']);
    expect(modelRequests()).toHaveLength(4);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('answers a crisis without calling the model', async () => {
    const result = await provider.chat({ ...sampleInputs.chat, message: 'Eu não quero mais viver.' });
    expect(result.data.response).toContain('188');
    expect(server.requests).toHaveLength(0);
  });

  it('tests the connection against the model endpoint', async () => {
    await provider.testConnection();
    expect(server.requests.map((request) => request.path)).toEqual(['/v1/models/gpt-test']);
    server.setHandler(() => openAiError(401, 'Incorrect API key provided'));
    const failure = await failureOf(provider.testConnection());
    expect(failure.message).toBe(TEST_CONNECTION_ERROR);
  });

  it('names each schema after its feature', async () => {
    await provider.meditation(sampleInputs.meditation);
    await provider.relapsePlan(sampleInputs.relapsePlan);
    expect(modelRequests().map(schemaNameOf)).toEqual(['meditation_script', 'relapse_prevention_plan']);
  });

  describe('crisis policy', () => {
    const ordinary = 'Hoje foi difícil largar o celular antes de dormir, mas consegui ler um pouco.';

    it('asks moderation (omni-moderation-latest) about the person’s texts before the model', async () => {
      await provider.chat({ ...sampleInputs.chat, message: ordinary });
      expect(server.requests.map((request) => request.path)).toEqual([
        MODERATION_PATH,
        '/v1/chat/completions',
      ]);
      const body = server.requests[0]?.body as { model: string; input: string[] };
      expect(body.model).toBe('omni-moderation-latest');
      expect(body.input).toContain(ordinary);
    });

    it.each(['self-harm', 'self-harm/intent', 'self-harm/instructions'])(
      'asks first (a check-in) when moderation flags %s in a text the local detector lets through',
      async (category) => {
        server.enqueue({ path: MODERATION_PATH, json: moderationResult([ordinary], [category]) });
        const result = await provider.chat({ ...sampleInputs.chat, message: ordinary });
        // Moderation alone is unsure (issue 31): the person is asked before the card; nothing is generated.
        expect(result.meta).toMatchObject({
          safety: 'check-in',
          model: 'safety-template',
          care: { signal: 'moderation', via: 'moderation', level: 'check-in' },
        });
        expect(modelRequests()).toHaveLength(0);
      },
    );

    it('does not read other moderation categories as a crisis', async () => {
      server.enqueue({ path: MODERATION_PATH, json: moderationResult([ordinary], ['violence']) });
      const result = await provider.chat({ ...sampleInputs.chat, message: ordinary });
      expect(result.meta.safety).toBe('normal');
      expect(modelRequests()).toHaveLength(1);
    });

    it('falls back to the local detector when moderation fails (500): a normal text is answered', async () => {
      server.setHandler((request) =>
        request.path === MODERATION_PATH ? openAiError(500, 'Internal error') : answerLikeOpenAi(request),
      );
      const result = await provider.reflection({ ...sampleInputs.reflection, reflectionText: ordinary });
      expect(result.meta.safety).toBe('normal');
      expect(server.requests.filter((request) => request.path === MODERATION_PATH)).toHaveLength(2);
      expect(modelRequests()).toHaveLength(1);
    });

    it('falls back to the local detector when moderation fails (500): a crisis is still cared for', async () => {
      server.setHandler((request) =>
        request.path === MODERATION_PATH ? openAiError(500, 'Internal error') : answerLikeOpenAi(request),
      );
      const result = await provider.reflection({
        ...sampleInputs.reflection,
        reflectionText: 'Hoje eu me cortei ontem de novo, não sei mais o que fazer.',
      });
      expect(result.meta).toMatchObject({ safety: 'crisis', care: { via: 'local' } });
      expect(modelRequests()).toHaveLength(0);
    });

    it('falls back to the local detector when moderation times out', async () => {
      const impatient = createOpenAiProvider(options({ timeoutMs: 150 }));
      server.setHandler((request) =>
        request.path === MODERATION_PATH ? { delayMs: 2_000, json: {} } : answerLikeOpenAi(request),
      );
      const result = await impatient.chat({ ...sampleInputs.chat, message: ordinary });
      expect(result.meta.safety).toBe('normal');
      expect(modelRequests()).toHaveLength(1);
    });

    it('replaces a model answer that writes a crisis sentence with the care answer', async () => {
      server.enqueue({
        json: chatCompletion(JSON.stringify({ response: 'Às vezes eu também penso em me matar.' })),
      });
      const result = await provider.chat({ ...sampleInputs.chat, message: ordinary });
      expect(result.meta).toMatchObject({ safety: 'crisis', care: { via: 'output' } });
      expect(result.data.response).toContain('188');
      expect(result.data.response).not.toContain('penso em me matar');
    });
  });
});
