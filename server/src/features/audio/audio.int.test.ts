import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { ProviderError } from '@detox/providers';
import { mp3DurationSeconds, mp3Frames } from '@detox/providers/tts/mp3-frames';
import type { TtsProvider } from '@detox/providers/tts/port';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import type {
  AudioSessionDto,
  BackgroundMusicResponse,
  UserSessionsResponse,
  VoicesResponse,
} from '../../contracts/audio.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { deferred } from '../../testing/deferred.ts';
import { WorkQueueFullError } from '../../work/work-errors.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../../testing/auth.ts';

const PARAGRAPH =
  'Respire fundo e perceba o corpo apoiado. Solte os ombros, deixe o ar sair devagar e note como a mente desacelera quando o celular fica longe. ';

/** A real MP3: the frames parse from the first byte to the last, and it lasts a while. */
function expectPlayableMp3(bytes: Uint8Array) {
  expect(bytes[0]).toBe(0xff);
  expect((bytes[1] ?? 0) & 0xe0).toBe(0xe0);
  const frames = mp3Frames(bytes);
  const last = frames.at(-1);
  expect(last && last.offset + last.length).toBe(bytes.byteLength);
  expect(mp3DurationSeconds(bytes)).toBeGreaterThan(1);
}

describe('audio API', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ ...authTestEnv, AI_DAILY_TTS_LIMIT: '4' });
  });
  afterAll(async () => {
    await test.close();
  });

  async function subscriber(access: 'active' | 'none' = 'active', app = test.app) {
    const email = `audio-${randomUUID()}@exemplo.com.br`;
    const { token, user } = await givenSignedIn(test, email, access);
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
      app.request(`/api/audio${path}`, jsonRequest('POST', body, { ...bearer(token), ...headers }));
    const get = async (path: string) => app.request(`/api/audio${path}`, { headers: bearer(token) });
    return { token, userId: user.id, post, get };
  }

  const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());
  const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

  it.each([
    ['meditation', {}, 'coral'],
    ['coaching', { tone: 'motivacional' }, 'nova'],
    ['reflection', {}, 'sage'],
    ['wellbeing', { type: 'guidance' }, 'coral'],
    ['activity', { activityType: 'creative' }, 'nova'],
  ])('POST /audio/%s answers a playable MP3 whose length follows the text', async (kind, extra, voice) => {
    const user = await subscriber();
    const short = await user.post(`/${kind}`, { text: `${kind}: ${PARAGRAPH}`, ...extra });
    expect(short.status).toBe(200);
    expect(short.headers.get('Content-Type')).toBe('audio/mpeg');
    const shortBytes = await bytesOf(short);
    expectPlayableMp3(shortBytes);
    expect(Number(short.headers.get('X-Audio-Duration-Seconds'))).toBeCloseTo(
      mp3DurationSeconds(shortBytes),
      0,
    );
    const long = await user.post(`/${kind}`, { text: `${kind}: ${PARAGRAPH.repeat(6)}`, ...extra });
    expect(long.status).toBe(200);
    const longBytes = await bytesOf(long);
    expectPlayableMp3(longBytes);
    expect(longBytes.byteLength).toBeGreaterThan(shortBytes.byteLength * 3);
    // Recorded with its voice (the spec's default), provider, model and prompt version.
    const { events } = await test.runtime.store.readStream(`audio-${user.userId}`);
    expect(events.map((event) => event.type)).toEqual(['SpeechGenerated', 'SpeechGenerated']);
    expect(events[0]?.data).toMatchObject({
      purpose: kind,
      voice,
      provider: 'fake',
      model: 'fake-breathing-tone',
      promptVersion: 'speech-v1',
      bytes: shortBytes.byteLength,
    });
  });

  it('answers the same text from the cache: same bytes, no quota, one event', async () => {
    const user = await subscriber();
    const body = { text: `Cache ${randomUUID()}. ${PARAGRAPH}` };
    const first = await bytesOf(await user.post('/reflection', body));
    for (let i = 0; i < 5; i++) {
      const again = await user.post('/reflection', body);
      expect(again.status).toBe(200);
      expect(await bytesOf(again)).toEqual(first);
    }
    const [usage] = await test.runtime.sql<{ used: number }[]>`
      select used from ai_quota_usage where user_id = ${user.userId} and kind = 'tts'`;
    expect(usage?.used).toBe(1);
    expect((await test.runtime.store.readStream(`audio-${user.userId}`)).events).toHaveLength(1);
  });

  it('records every one of parallel requests for new audio', async () => {
    const user = await subscriber();
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        user.post('/activity', { text: `Paralelo ${index}. ${PARAGRAPH}` }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await test.runtime.store.readStream(`audio-${user.userId}`)).events).toHaveLength(4);
  });

  it('refuses a spent daily TTS quota with a 429 in pt-BR, and still answers cached audio', async () => {
    const user = await subscriber();
    const texts = Array.from({ length: 5 }, (_, index) => `Texto ${index} ${randomUUID()}. ${PARAGRAPH}`);
    for (const text of texts.slice(0, 4)) expect((await user.post('/coaching', { text })).status).toBe(200);
    const spent = await user.post('/coaching', { text: texts[4] });
    expect(spent.status).toBe(429);
    expect(await errorOf(spent)).toContain('limite diário de áudios gerados');
    expect((await user.post('/coaching', { text: texts[0] })).status).toBe(200);
    expect((await test.runtime.store.readStream(`audio-${user.userId}`)).events).toHaveLength(4);
  });

  it('refuses bad input in pt-BR, records nothing and spends nothing', async () => {
    const user = await subscriber();
    const cases: [string, unknown, RegExp][] = [
      ['/meditation', { text: '   ' }, /Envie o texto a ser narrado/],
      ['/meditation', {}, /Envie o texto a ser narrado/],
      ['/coaching', { text: 'x'.repeat(5001) }, /no máximo 5000 caracteres/],
      ['/reflection', { text: 'Oi', voice: 'alloy' }, /Voz inválida/],
      ['/meditation', { text: 'Oi', format: 'wav' }, /Formato de áudio não suportado/],
      ['/activity', { text: 'Oi', extra: 1 }, /Campo não permitido/],
      ['/personalized-session', { dayNumber: 0 }, /Dia inválido/],
      ['/personalized-session', { dayNumber: 1, backgroundMusicIndex: 7 }, /Música de fundo inválida/],
      ['/personalized-session', { dayNumber: 1, sessionType: 'yoga' }, /Tipo de áudio não suportado/],
    ];
    for (const [path, body, message] of cases) {
      const response = await user.post(path, body, { 'Idempotency-Key': randomUUID() });
      expect(response.status, `${path} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
      expect(await errorOf(response)).toMatch(message);
    }
    expect((await test.runtime.store.readStream(`audio-${user.userId}`)).events).toEqual([]);
    const usage = await test.runtime.sql`select 1 from ai_quota_usage where user_id = ${user.userId}`;
    expect(usage).toHaveLength(0);
  });

  it('answers a provider failure with the spec’s audio message, never a 500, and gives the quota back', async () => {
    const failing: TtsProvider = {
      name: 'openai',
      model: 'gpt-4o-mini-tts',
      synthesize: () => Promise.reject(new ProviderError('timeout', 'Erro ao gerar áudio de coaching')),
    };
    const app = createApp({
      config: test.config,
      runtime: test.runtime,
      logger: pino({ level: 'silent' }),
      tts: failing,
    });
    const user = await subscriber('active', app);
    const response = await user.post('/coaching', { text: PARAGRAPH });
    expect(response.status).toBe(504);
    expect(await errorOf(response)).toMatch(/^Erro ao gerar áudio de coaching\. /);
    const session = await user.post(
      '/personalized-session',
      { dayNumber: 1 },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(session.status).toBe(504);
    expect(await errorOf(session)).toMatch(/^Erro ao gerar sessão personalizada\. /);
    const [usage] = await test.runtime.sql<{ used: number }[]>`
      select used from ai_quota_usage where user_id = ${user.userId} and kind = 'tts'`;
    expect(usage?.used ?? 0).toBe(0);
    expect((await test.runtime.store.readStream(`audio-${user.userId}`)).events).toEqual([]);
  });

  it('answers 503 in pt-BR with Retry-After when the work queue is full, spending nothing', async () => {
    const busy: TtsProvider = {
      name: 'local',
      model: 'espeak-ng-pt-br',
      synthesize: () => Promise.reject(new WorkQueueFullError(42)),
    };
    const app = createApp({
      config: test.config,
      runtime: test.runtime,
      logger: pino({ level: 'silent' }),
      tts: busy,
    });
    const user = await subscriber('active', app);
    for (const response of [
      await user.post('/meditation', { text: PARAGRAPH }),
      await user.post('/personalized-session', { dayNumber: 1 }, { 'Idempotency-Key': randomUUID() }),
    ]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('42');
      expect(await response.json()).toMatchObject({
        error: expect.stringMatching(
          /Muitos áudios estão sendo preparados agora\. Tente de novo em 42 segundos\.$/,
        ) as unknown,
        reason: 'busy',
      });
    }
    const [usage] = await test.runtime.sql<{ used: number }[]>`
      select used from ai_quota_usage where user_id = ${user.userId} and kind = 'tts'`;
    expect(usage?.used ?? 0).toBe(0);
    expect((await test.runtime.store.readStream(`audio-${user.userId}`)).events).toEqual([]);
  });

  it('stops making a session when its client leaves, and records nothing', async () => {
    const asked = deferred<AbortSignal>();
    const leaving: TtsProvider = {
      name: 'local',
      model: 'espeak-ng-pt-br',
      synthesize: (_request, options) =>
        new Promise((_resolve, reject) => {
          const signal = options?.signal;
          if (!signal) throw new Error('sem sinal');
          asked.resolve(signal);
          signal.addEventListener('abort', () => {
            reject(new Error('interrompido'));
          });
        }),
    };
    const app = createApp({
      config: test.config,
      runtime: test.runtime,
      logger: pino({ level: 'silent' }),
      tts: leaving,
    });
    const user = await subscriber('active', app);
    const client = new AbortController();
    const answer = Promise.resolve(
      app.request('/api/audio/personalized-session', {
        ...jsonRequest('POST', { dayNumber: 1 }, { ...bearer(user.token), 'Idempotency-Key': randomUUID() }),
        signal: client.signal,
      }),
    ).catch(() => undefined);
    const signal = await asked.promise;
    expect(signal.aborted).toBe(false);
    client.abort();
    await answer;
    expect(signal.aborted).toBe(true);
    expect((await test.runtime.store.readStream(`audio-${user.userId}`)).events).toEqual([]);
  });

  it('lists the voices and the background loops, and serves a loop', async () => {
    const user = await subscriber();
    const voices = (await (await user.get('/voices')).json()) as VoicesResponse;
    expect(voices.voices.map((voice) => [voice.id, voice.defaultFor])).toEqual([
      ['coral', ['meditation', 'wellbeing']],
      ['nova', ['coaching', 'activity']],
      ['sage', ['reflection']],
    ]);
    const music = (await (await user.get('/background-music')).json()) as BackgroundMusicResponse;
    expect(music.tracks.map((track) => track.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(new Set(music.tracks.map((track) => track.title)).size).toBe(7);
    const loop = await user.get(music.tracks[6]?.url.replace('/api/audio', '') ?? '');
    expect(loop.status).toBe(200);
    expect(loop.headers.get('Content-Type')).toBe('audio/mpeg');
    const bytes = await bytesOf(loop);
    expectPlayableMp3(bytes);
    expect(mp3DurationSeconds(bytes)).toBeCloseTo(music.tracks[6]?.durationSeconds ?? 0, 0);
    expect((await user.get('/background-music/7')).status).toBe(400);
  });

  it('creates a personalised session once per key, and shows it only to its owner', async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const key = randomUUID();
    const body = {
      userName: 'Outro Nome',
      dayNumber: 1,
      currentStage: 'início',
      sessionType: 'meditation',
      customText: 'Quero dormir sem o celular ao lado.',
      backgroundMusicIndex: 3,
      voice: 'coral',
      audioSettings: { backgroundVolume: 0.3, voiceVolume: 0.8, maxDuration: 300 },
    };
    const created = await owner.post('/personalized-session', body, { 'Idempotency-Key': key });
    expect(created.status).toBe(201);
    const session = (await created.json()) as AudioSessionDto;
    expect(session).toMatchObject({
      dayNumber: 1,
      title: 'Sessão personalizada - Dia 1',
      sessionType: 'meditation',
      isGenerated: true,
      voice: 'coral',
      backgroundMusic: { index: 3, title: 'Tigelas tibetanas' },
      audioSettings: body.audioSettings,
    });
    expect(session.duration).toBeGreaterThan(60);
    expect(session.duration).toBeLessThanOrEqual(300 + 10);
    const resent = await owner.post('/personalized-session', body, { 'Idempotency-Key': key });
    expect(resent.status).toBe(201);
    expect(await resent.json()).toEqual(session);
    const { events } = await test.runtime.store.readStream(`audio-${owner.userId}`);
    expect(events.map((event) => event.type)).toEqual(['AudioSessionCreated']);
    const text = (events[0]?.data as { text: string }).text;
    expect(text).toContain('Este é o seu momento do Dia 1');
    expect(text).toContain('Quero dormir sem o celular ao lado.');
    expect(text).not.toContain('Outro Nome');

    expect(await (await owner.get(`/session/${session.id}`)).json()).toEqual(session);
    const audio = await owner.get(session.audioUrl.replace('/api/audio', ''));
    expect(audio.headers.get('Content-Type')).toBe('audio/mpeg');
    const bytes = await bytesOf(audio);
    expectPlayableMp3(bytes);
    expect(Math.round(mp3DurationSeconds(bytes))).toBe(session.duration);

    const foreign = await other.get(`/session/${session.id}`);
    expect(foreign.status).toBe(404);
    expect(await errorOf(foreign)).toBe('Sessão de áudio não encontrada.');
    expect((await other.get(`/session/${session.id}/audio`)).status).toBe(404);
    expect((await owner.get(`/session/${randomUUID()}`)).status).toBe(404);
    expect((await owner.get('/session/nao-e-um-id')).status).toBe(404);

    const second = await owner.post(
      '/personalized-session',
      { dayNumber: 1, backgroundMusicIndex: 0 },
      {
        'Idempotency-Key': randomUUID(),
      },
    );
    expect(second.status).toBe(201);
    const mine = (await (await owner.get('/user-sessions')).json()) as UserSessionsResponse;
    expect(mine.sessions.map((row) => row.id)).toEqual([
      ((await second.json()) as AudioSessionDto).id,
      session.id,
    ]);
    expect(((await (await other.get('/user-sessions')).json()) as UserSessionsResponse).sessions).toEqual([]);
    const spying = await other.get(`/user-sessions?userId=${owner.userId}`);
    expect(spying.status).toBe(403);
    expect(await errorOf(spying)).toBe('Você só pode ver as suas próprias sessões de áudio.');
    expect((await owner.get(`/user-sessions?userId=${owner.userId}`)).status).toBe(200);
  });

  it('makes a session’s audio again from its recorded text when the cached file is gone', async () => {
    const user = await subscriber();
    const created = await user.post(
      '/personalized-session',
      { dayNumber: 2 },
      { 'Idempotency-Key': randomUUID() },
    );
    const session = (await created.json()) as AudioSessionDto;
    const first = await bytesOf(await user.get(`/session/${session.id}/audio`));
    const [row] = await test.runtime.sql<{ hash: string }[]>`
      select state->>'audioHash' as hash from rm_audio_sessions where session_id = ${session.id}`;
    await rm(`${test.config.DATA_DIR}/audio/generated/${row?.hash ?? ''}.mp3`);
    const again = await user.get(`/session/${session.id}/audio`);
    expect(again.status).toBe(200);
    expect(await bytesOf(again)).toEqual(first);
  });

  it('lays the chosen loop under the voice: another loop is another audio, the same one is the cached one', async () => {
    const user = await subscriber();
    const hashOf = async (backgroundMusicIndex: number) => {
      const created = await user.post(
        '/personalized-session',
        { dayNumber: 3, customText: 'Quero acordar sem pegar o celular.', backgroundMusicIndex },
        { 'Idempotency-Key': randomUUID() },
      );
      const session = (await created.json()) as AudioSessionDto;
      const [row] = await test.runtime.sql<{ hash: string }[]>`
        select state->>'audioHash' as hash from rm_audio_sessions where session_id = ${session.id}`;
      return row?.hash;
    };
    const [first, other, same] = [await hashOf(1), await hashOf(5), await hashOf(1)];
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(other).not.toBe(first);
    expect(same).toBe(first);
  });

  it('is for subscribers only', async () => {
    expect((await test.app.request('/api/audio/voices')).status).toBe(401);
    const free = await subscriber('none');
    expect((await free.post('/meditation', { text: PARAGRAPH })).status).toBe(403);
    expect((await free.get('/user-sessions')).status).toBe(403);
  });
});
