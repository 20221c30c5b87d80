import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAudio } from './audio-fetch.ts';

function answer(body: BodyInit, contentType: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': contentType } });
}

describe('fetchAudio', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['audio bytes', answer(new Uint8Array([1, 2, 3]), 'audio/mpeg'), { ok: true }],
    [
      "the server's care answer instead of audio",
      answer(
        JSON.stringify({ care: true, message: 'CVV 188', source: { safety: 'crisis' } }),
        'application/json',
      ),
      { ok: false, care: true },
    ],
    [
      "the server's check-in instead of audio (issue 31): asked first, not a card",
      answer(
        JSON.stringify({ care: true, message: 'CVV 188', source: { safety: 'check-in' } }),
        'application/json',
      ),
      { ok: false, care: true, checkIn: true },
    ],
    [
      'an error with its pt-BR message',
      answer(JSON.stringify({ error: 'Limite diário de áudios atingido.' }), 'application/json', 429),
      { ok: false, message: 'Limite diário de áudios atingido.' },
    ],
    [
      'JSON that is not a care answer',
      answer('{"ok":true}', 'application/json'),
      { ok: false, message: 'padrão' },
    ],
  ])('%s', async (_case, response, expected) => {
    vi.stubGlobal('fetch', () => Promise.resolve(response));
    expect(await fetchAudio('/audio/coaching', { text: 'Respire.' }, 'padrão')).toMatchObject(expected);
  });

  it('after "Não, estou bem" sends X-Care-Check-In: ok; otherwise never', async () => {
    const sent: Headers[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return Promise.resolve(answer(new Uint8Array([1]), 'audio/mpeg'));
    });
    await fetchAudio('/audio/coaching', { text: 'Respire.' }, 'padrão');
    await fetchAudio('/audio/coaching', { text: 'Respire.' }, 'padrão', { careCheckIn: true });
    expect(sent.map((headers) => headers.get('X-Care-Check-In'))).toEqual([null, 'ok']);
  });

  it('gives the audio to play and, once it all came, the whole file', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(answer(new Uint8Array([0xff, 0xf3, 7]), 'audio/mpeg')));
    const result = await fetchAudio('/audio/coaching', { text: 'Respire.' }, 'padrão');
    if (!result.ok) throw new Error(result.message);
    expect(result.audio.url).toMatch(/^blob:/);
    expect(new Uint8Array(await (await result.audio.whole).arrayBuffer())).toEqual(
      new Uint8Array([0xff, 0xf3, 7]),
    );
  });

  it('says the fallback for an empty audio answer', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(null, { headers: { 'Content-Type': 'audio/mpeg', 'Content-Length': '0' } }),
      ),
    );
    expect(await fetchAudio('/audio/coaching', { text: 'Respire.' }, 'padrão')).toEqual({
      ok: false,
      message: 'padrão',
    });
  });
});
