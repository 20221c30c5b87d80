import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { concatBytes } from '@detox/providers/tts/concat-bytes';
import { mp3DurationSeconds } from '@detox/providers/tts/mp3-frames';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { authTestEnv, bearer, givenSignedIn } from '../../testing/auth.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { gatedVoice } from '../../testing/gated-voice.ts';
import { createAudioCache } from './audio-cache.ts';

/**
 * Decision 0029: a session streamed while it is made, its connection cut mid-stream on a real socket, then asked
 * again with the same Idempotency-Key from the bytes already received (Range, If-Range with the first answer's
 * ETag): the same run goes on (one synthesis), and the bytes kept plus the resumed ones are the whole file.
 */
describe('a cut session stream resumes (decision 0029)', () => {
  let test: TestApp;
  let base: string;
  let close: () => void;
  const voice = { current: gatedVoice() };

  beforeAll(async () => {
    test = await createTestApp({ ...authTestEnv });
    const app = createApp({
      config: { ...test.config, AUDIO_RESUME_WAIT_SECONDS: 30 },
      runtime: test.runtime,
      logger: pino({ level: 'silent' }),
      tts: {
        name: 'local',
        model: 'espeak-ng-pt-br',
        synthesize: (request, options) => voice.current.provider.synthesize(request, options),
      },
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    close = () => server.close();
  });
  afterAll(async () => {
    close();
    await test.close();
  });

  async function setUp() {
    voice.current = gatedVoice();
    const { token, user } = await givenSignedIn(test, `retomada-${randomUUID()}@exemplo.com.br`, 'active');
    const key = randomUUID();
    const body = JSON.stringify({ dayNumber: 6, backgroundMusicIndex: 1, customText: `Retomar ${key}` });
    const headers = {
      ...bearer(token),
      'Content-Type': 'application/json',
      Accept: 'audio/mpeg, application/json',
      'Idempotency-Key': key,
    };
    /** The POST on a socket of its own: the first bytes, then the connection is destroyed. */
    const cutAfterFirstBytes = () =>
      new Promise<{ head: Uint8Array; etag: string }>((resolve, reject) => {
        const sent = httpRequest(`${base}/api/audio/personalized-session`, { method: 'POST', headers });
        sent.on('error', reject);
        sent.on('response', (response) => {
          response.once('data', (chunk: Buffer) => {
            response.destroy();
            sent.destroy();
            resolve({ head: new Uint8Array(chunk), etag: String(response.headers.etag) });
          });
        });
        sent.end(body);
      });
    const resume = (from: number, etag: string) =>
      fetch(`${base}/api/audio/personalized-session`, {
        method: 'POST',
        headers: { ...headers, Range: `bytes=${String(from)}-`, 'If-Range': etag },
        body,
      });
    const events = async () =>
      (await test.runtime.store.readStream(`audio-${user.id}`)).events.map((event) => event.type);
    return { cutAfterFirstBytes, resume, events };
  }

  it('joins the run still under way: the same file from its start, one synthesis, recorded once', async () => {
    const { cutAfterFirstBytes, resume, events } = await setUp();
    const { head, etag } = await cutAfterFirstBytes();
    expect(head.byteLength).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Nobody listens now, but the player is expected back: the synthesis goes on.
    expect(voice.current.runs[0]?.aborted).toBe(false);
    const again = await resume(head.byteLength, etag);
    expect(again.status).toBe(200);
    expect(again.headers.get('ETag')).toBe(etag);
    voice.current.open();
    const whole = new Uint8Array(await again.arrayBuffer());
    // What the player kept, and the rest from where it was: the same bytes as the file.
    expect(whole.subarray(0, head.byteLength)).toEqual(head);
    expect(mp3DurationSeconds(whole)).toBeGreaterThan(1);
    expect(voice.current.runs).toHaveLength(1);
    expect(await events()).toEqual(['AudioSessionCreated']);
  });

  it('answers the rest of the file as a range once it was made while nobody listened', async () => {
    const { cutAfterFirstBytes, resume, events } = await setUp();
    const { head, etag } = await cutAfterFirstBytes();
    voice.current.open();
    await voice.current.ended;
    const cache = createAudioCache(test.config.DATA_DIR);
    const hash = etag.replaceAll('"', '');
    await expect.poll(async () => (await cache.read(hash))?.byteLength).toBeGreaterThan(0);
    const file = (await cache.read(hash)) ?? new Uint8Array();

    const rest = await resume(head.byteLength, etag);
    expect(rest.status).toBe(206);
    expect(rest.headers.get('Content-Range')).toBe(
      `bytes ${String(head.byteLength)}-${String(file.byteLength - 1)}/${String(file.byteLength)}`,
    );
    expect(concatBytes([head, new Uint8Array(await rest.arrayBuffer())])).toEqual(file);
    expect(voice.current.runs).toHaveLength(1);
    // Recorded by the resume (no listener was there at its end), once.
    expect(await events()).toEqual(['AudioSessionCreated']);
    expect((await resume(head.byteLength, etag)).status).toBe(206);
    expect(await events()).toEqual(['AudioSessionCreated']);
    // Another file under that name (If-Range differs): the whole file, never a piece of the wrong one.
    const other = await resume(head.byteLength, '"outro"');
    expect(other.status).toBe(200);
    expect(new Uint8Array(await other.arrayBuffer())).toEqual(file);
  });
});
