import { randomUUID } from 'node:crypto';
import { concatBytes } from '@detox/providers/tts/concat-bytes';
import { mp3DurationSeconds, mp3Frames } from '@detox/providers/tts/mp3-frames';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import type { AudioSessionDto } from '../../contracts/audio.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../../testing/auth.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { gatedVoice } from '../../testing/gated-voice.ts';

/** Decision 0029: speech answered from its first piece while the rest is made (the voice: testing/gated-voice.ts). */

const AUDIO = { Accept: 'audio/mpeg, application/json' };

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>, first: Uint8Array[] = []) {
  const chunks = [...first];
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  return concatBytes(chunks);
}

describe('first sound early (decision 0029)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ ...authTestEnv });
  });
  afterAll(async () => {
    await test.close();
  });

  async function setUp() {
    const voice = gatedVoice();
    const app = createApp({
      // A cut listener's run is kept this long for a resume (AUDIO_RESUME_WAIT_SECONDS).
      config: { ...test.config, AUDIO_RESUME_WAIT_SECONDS: 0.2 },
      runtime: test.runtime,
      logger: pino({ level: 'silent' }),
      tts: voice.provider,
    });
    const { token, user } = await givenSignedIn(
      test,
      `primeiro-som-${randomUUID()}@exemplo.com.br`,
      'active',
    );
    const post = (path: string, body: unknown, headers: Record<string, string> = {}, signal?: AbortSignal) =>
      Promise.resolve(
        app.request(`/api/audio${path}`, {
          ...jsonRequest('POST', body, { ...bearer(token), ...headers }),
          ...(signal ? { signal } : {}),
        }),
      );
    const get = (path: string, headers: Record<string, string> = {}) =>
      Promise.resolve(app.request(path, { headers: { ...bearer(token), ...headers } }));
    const events = async () =>
      (await test.runtime.store.readStream(`audio-${user.id}`)).events.map((event) => event.type);
    return { voice, post, get, events };
  }

  it('answers a session’s first bytes before its synthesis ends; the whole stream is the cached file, of the recorded length', async () => {
    const { voice, post, get, events } = await setUp();
    const body = { dayNumber: 2, backgroundMusicIndex: 1, customText: 'Quero largar o celular à noite.' };
    const answer = await post('/personalized-session', body, { ...AUDIO, 'Idempotency-Key': randomUUID() });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('audio/mpeg');
    const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    const head = first.value ?? new Uint8Array();
    // Playable already: whole MP3 frames from the first byte.
    expect(mp3Frames(head).length).toBeGreaterThan(0);
    // Still being made: nothing recorded yet.
    expect(await events()).toEqual([]);
    voice.open();
    const streamed = await readAll(reader, [head]);
    expect(await events()).toEqual(['AudioSessionCreated']);

    const sessionPath = answer.headers.get('Location') ?? '';
    const session = (await (await get(sessionPath)).json()) as AudioSessionDto;
    expect(answer.headers.get('Content-Location')).toBe(session.audioUrl);
    expect(Math.round(mp3DurationSeconds(streamed))).toBe(session.duration);
    const replay = await get(session.audioUrl);
    expect(replay.headers.get('Content-Length')).toBe(String(streamed.byteLength));
    expect(new Uint8Array(await replay.arrayBuffer())).toEqual(streamed);
    // A player's seek on the replay: the same cached file, in part.
    const part = await get(session.audioUrl, { Range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 100-199/${String(streamed.byteLength)}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(streamed.subarray(100, 200));
    expect(voice.runs).toHaveLength(1);
  });

  it('makes one session for two requests with one Idempotency-Key, and both hear all of it', async () => {
    const { voice, post, events } = await setUp();
    const key = randomUUID();
    const body = { dayNumber: 3, backgroundMusicIndex: 2 };
    const [a, b] = await Promise.all([
      post('/personalized-session', body, { ...AUDIO, 'Idempotency-Key': key }),
      post('/personalized-session', body, { ...AUDIO, 'Idempotency-Key': key }),
    ]);
    voice.open();
    const bytesA = new Uint8Array(await a.arrayBuffer());
    const bytesB = new Uint8Array(await b.arrayBuffer());
    expect(bytesA).toEqual(bytesB);
    expect(mp3DurationSeconds(bytesA)).toBeGreaterThan(1);
    expect(voice.runs).toHaveLength(1);
    expect(await events()).toEqual(['AudioSessionCreated']);
    // A resend once it is made: the whole file at once, nothing made again.
    const resent = await post('/personalized-session', body, { ...AUDIO, 'Idempotency-Key': key });
    expect(resent.headers.get('Content-Length')).toBe(String(bytesA.byteLength));
    expect(voice.runs).toHaveLength(1);
  });

  it('keeps making a session for the request still listening when another with its key hangs up mid-stream', async () => {
    const { voice, post, events } = await setUp();
    const key = randomUUID();
    const body = { dayNumber: 4, backgroundMusicIndex: 3 };
    const leaving = await post('/personalized-session', body, { ...AUDIO, 'Idempotency-Key': key });
    const staying = await post('/personalized-session', body, { ...AUDIO, 'Idempotency-Key': key });
    const gone = (leaving.body as ReadableStream<Uint8Array>).getReader();
    expect((await gone.read()).done).toBe(false);
    await gone.cancel();
    expect(voice.runs[0]?.aborted).toBe(false);
    voice.open();
    const bytes = new Uint8Array(await staying.arrayBuffer());
    expect(mp3Frames(bytes).at(-1)).toBeDefined();
    expect(mp3DurationSeconds(bytes)).toBeGreaterThan(1);
    expect(voice.runs).toHaveLength(1);
    expect(await events()).toEqual(['AudioSessionCreated']);
  });

  it('stops the synthesis once its only listener hung up mid-stream and did not come back, and records nothing', async () => {
    const { voice, post, events } = await setUp();
    const answer = await post(
      '/personalized-session',
      { dayNumber: 5 },
      { ...AUDIO, 'Idempotency-Key': randomUUID() },
    );
    const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(voice.runs[0]?.aborted).toBe(false);
    await expect.poll(() => voice.runs[0]?.aborted).toBe(true);
    expect(await events()).toEqual([]);
  });

  it('still refuses bad input in pt-BR with a 400 when audio is asked for', async () => {
    const { voice, post } = await setUp();
    const refused = await post(
      '/personalized-session',
      { dayNumber: 22 },
      { ...AUDIO, 'Idempotency-Key': randomUUID() },
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Dia inválido/);
    const blank = await post('/coaching', { text: '   ' }, AUDIO);
    expect(blank.status).toBe(400);
    expect(voice.runs).toHaveLength(0);
  });

  it('answers the AI audio endpoints from their first piece too', async () => {
    const { voice, post, events } = await setUp();
    const answer = await post('/coaching', {
      text: 'Guarde o celular na gaveta antes do jantar.',
      tone: 'calmo',
    });
    expect(answer.status).toBe(200);
    const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(mp3Frames(first.value ?? new Uint8Array()).length).toBeGreaterThan(0);
    expect(await events()).toEqual([]);
    voice.open();
    const bytes = await readAll(reader, first.value ? [first.value] : []);
    expect(mp3DurationSeconds(bytes)).toBeGreaterThan(1);
    expect(await events()).toEqual(['SpeechGenerated']);
  });
});
