import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isProviderError, type ProviderError } from '../provider-error.ts';
import { openAiError, type OpenAiTestServer, startOpenAiTestServer } from '../testing/openai-test-server.ts';
import { concatBytes } from './concat-bytes.ts';
import { createFakeTtsProvider } from './create.ts';
import { mp3DurationSeconds } from './mp3-frames.ts';
import { createOpenAiTtsProvider } from './openai.ts';
import type { TtsProvider } from './port.ts';

/** Real MP3 bytes for the local server to send back, as the speech endpoint would. */
let recording: Uint8Array;
let server: OpenAiTestServer;
let tts: TtsProvider;

interface SpeechBody {
  model: string;
  voice: string;
  input: string;
  instructions: string;
  response_format: string;
}
const bodies = () => server.requests.map((request) => request.body as SpeechBody);

beforeAll(async () => {
  recording = (await createFakeTtsProvider().synthesize({ text: 'Respire fundo.', purpose: 'coaching' }))
    .bytes;
  server = await startOpenAiTestServer((request) =>
    request.method === 'POST' && request.path === '/v1/audio/speech'
      ? { bytes: recording, contentType: 'audio/mpeg' }
      : { status: 404, json: { error: { message: 'no route' } } },
  );
  tts = createOpenAiTtsProvider({
    apiKey: 'sk-test-key',
    baseURL: server.baseURL,
    model: 'gpt-test',
    ttsModel: 'tts-test',
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
});

const failureOf = async (promise: Promise<unknown>): Promise<ProviderError> => {
  const failure: unknown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isProviderError(failure)) throw new Error(`expected a ProviderError, got ${String(failure)}`);
  return failure;
};

describe('OpenAI TTS against a local OpenAI-shaped server', () => {
  it('returns the endpoint’s MP3 bytes, typed audio/mpeg, with the duration read from its frames', async () => {
    const speech = await tts.synthesize({
      text: 'Inspire. [pausa] Expire. [pausa longa] Volte ao presente.',
      purpose: 'meditation',
    });
    expect(speech.mimeType).toBe('audio/mpeg');
    expect(Buffer.from(speech.bytes).equals(Buffer.from(recording))).toBe(true);
    expect(speech.durationSeconds).toBeCloseTo(mp3DurationSeconds(recording), 6);
    expect(speech.meta).toEqual({ provider: 'openai', model: 'tts-test' });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer sk-test-key');
    expect(bodies()).toEqual([
      {
        model: 'tts-test',
        voice: 'coral',
        input: 'Inspire. … Expire. … … … Volte ao presente.',
        instructions: expect.stringContaining('meditação') as unknown,
        response_format: 'mp3',
      },
    ]);
  });

  it.each([
    ['coaching', undefined, 'nova'],
    ['reflection', undefined, 'sage'],
    ['wellbeing', undefined, 'coral'],
    ['activity', undefined, 'nova'],
    ['coaching', 'sage', 'sage'],
  ] as const)('reads %s in the spec voice (asked: %s, used: %s)', async (purpose, voice, expected) => {
    const speech = await tts.synthesize({ text: 'Olá.', purpose, ...(voice ? { voice } : {}) });
    expect(speech.voice).toBe(expected);
    expect(bodies()[0]?.voice).toBe(expected);
  });

  it('passes the caller’s own instructions through', async () => {
    await tts.synthesize({ text: 'Olá.', purpose: 'meditation', instructions: 'Sussurre.' });
    expect(bodies()[0]?.instructions).toBe('Sussurre.');
  });

  it('reads a text longer than the endpoint’s limit in pieces, in order, and joins them', async () => {
    const paragraph = 'Inspire devagar e solte o ar com calma, sentindo o corpo apoiado. '.repeat(40);
    const text = `${paragraph}\n\n${paragraph}\n\n${paragraph}`;
    const speech = await tts.synthesize({ text, purpose: 'session' });
    const inputs = bodies().map((body) => body.input);
    expect(inputs.length).toBeGreaterThan(1);
    expect(inputs.every((input) => input.length <= 4096)).toBe(true);
    expect(inputs.join(' ').replace(/\s+/g, ' ')).toBe(text.replace(/\s+/g, ' ').trim());
    const joined = concatBytes(inputs.map(() => recording));
    expect(Buffer.from(speech.bytes).equals(Buffer.from(joined))).toBe(true);
    expect(speech.durationSeconds).toBeCloseTo(inputs.length * mp3DurationSeconds(recording), 6);
  });

  it('gives up after retrying a 429, with the spec message for the audio', async () => {
    server.setHandler(() => openAiError(429, 'Rate limit reached'));
    const failure = await failureOf(tts.synthesize({ text: 'Olá.', purpose: 'reflection' }));
    expect([failure.kind, failure.message]).toEqual(['rate_limited', 'Erro ao gerar áudio de reflexão']);
    expect(server.requests).toHaveLength(4);
  });

  it('refuses bytes that are not MP3', async () => {
    server.setHandler(() => ({
      bytes: new TextEncoder().encode('<html>erro</html>'),
      contentType: 'audio/mpeg',
    }));
    const failure = await failureOf(tts.synthesize({ text: 'Olá.', purpose: 'wellbeing' }));
    expect([failure.kind, failure.message]).toEqual(['invalid_output', 'Erro ao gerar áudio de bem-estar']);
  });

  it('refuses a blank text without calling the endpoint', async () => {
    const failure = await failureOf(tts.synthesize({ text: ' ', purpose: 'activity' }));
    expect([failure.kind, failure.message]).toEqual(['invalid_input', 'Erro ao gerar áudio de atividade']);
    expect(server.requests).toHaveLength(0);
  });
});
