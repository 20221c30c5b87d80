import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postSessionForAudio } from './audio-stream.ts';

const request = {
  dayNumber: 1,
  sessionType: 'meditation' as const,
  backgroundMusicIndex: 2,
  voice: 'coral' as const,
  audioSettings: { backgroundVolume: 0.3, voiceVolume: 0.8, maxDuration: 300 },
};

function answer(body: BodyInit, contentType: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': contentType } });
}

describe('postSessionForAudio (decision 0029)', () => {
  const made: Blob[] = [];
  beforeEach(() => {
    // The test DOM has no Media Source Extensions: the whole file is waited for, as on a browser without them.
    vi.stubGlobal('URL', {
      createObjectURL: (blob: Blob) => {
        made.push(blob);
        return `blob:${String(made.length)}`;
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    made.length = 0;
  });

  it('asks for the audio itself, with the Idempotency-Key and the check-in header after "Não, estou bem"', async () => {
    const sent: Headers[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return Promise.resolve(answer(new Uint8Array([0xff, 0xf3, 1, 2]), 'audio/mpeg'));
    });
    const first = await postSessionForAudio(request, { key: 'k1', fallback: 'padrão' });
    await postSessionForAudio(request, { key: 'k2', careCheckIn: true, fallback: 'padrão' });
    expect(sent.map((headers) => headers.get('Idempotency-Key'))).toEqual(['k1', 'k2']);
    expect(sent[0]?.get('Accept')).toMatch(/^audio\/mpeg/);
    expect(sent.map((headers) => headers.get('X-Care-Check-In'))).toEqual([null, 'ok']);
    expect(first.kind).toBe('audio');
    if (first.kind !== 'audio') return;
    expect(first.audio.url).toBe('blob:1');
    const whole = await first.audio.whole;
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xf3, 1, 2]));
  });

  it.each([
    [
      'the care answer',
      answer(
        JSON.stringify({ care: true, message: 'CVV 188', source: { safety: 'crisis' } }),
        'application/json',
      ),
      { kind: 'care', checkIn: false },
    ],
    [
      'the check-in (issue 31)',
      answer(
        JSON.stringify({ care: true, message: 'CVV 188', source: { safety: 'check-in' } }),
        'application/json',
      ),
      { kind: 'care', checkIn: true },
    ],
    [
      'a session as JSON (a server before the decision)',
      answer(JSON.stringify({ id: 's1', audioUrl: '/api/audio/session/s1/audio' }), 'application/json', 201),
      { kind: 'session', session: { id: 's1' } },
    ],
    [
      'a refusal with its pt-BR message',
      answer(JSON.stringify({ error: 'Dia inválido: 22.' }), 'application/json', 400),
      { kind: 'error', message: 'Dia inválido: 22.' },
    ],
  ])('%s', async (_case, response, expected) => {
    vi.stubGlobal('fetch', () => Promise.resolve(response));
    expect(await postSessionForAudio(request, { key: 'k', fallback: 'padrão' })).toMatchObject(expected);
  });

  it('says the fallback when there is no connection', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await postSessionForAudio(request, { key: 'k', fallback: 'padrão' })).toEqual({
      kind: 'error',
      message: 'padrão',
    });
  });
});
