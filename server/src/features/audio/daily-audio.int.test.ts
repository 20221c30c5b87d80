import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';

describe('the daily meditation audio', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ SEED_DEMO: 'false' }, { backend: 'embedded' });
  });
  afterAll(async () => {
    await test.close();
  });

  it('serves "/Dia 1.MP3" as a playable MP3, generated once', async () => {
    const first = await test.app.request('/Dia%201.MP3');
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(first.headers.get('Accept-Ranges')).toBe('bytes');
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(bytes.byteLength).toBeGreaterThan(100_000);
    // An MPEG audio frame sync (11 set bits) at the start, or an ID3 tag before it.
    const id3 = bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33;
    expect(id3 || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)).toBe(true);
    const again = new Uint8Array(await (await test.app.request('/dia%201.MP3')).arrayBuffer());
    expect(again).toEqual(bytes);
  });

  it('answers a range request with exactly those bytes, so a phone can seek', async () => {
    const whole = new Uint8Array(await (await test.app.request('/dia%202.MP3')).arrayBuffer());
    const part = await test.app.request('/dia%202.MP3', { headers: { Range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 1000-1999/${whole.byteLength}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.subarray(1000, 2000));
    const beyond = await test.app.request('/dia%202.MP3', {
      headers: { Range: `bytes=${whole.byteLength}-` },
    });
    expect(beyond.status).toBe(416);
  });

  it('tells how far the day meditation is: missing, then ready once played; a bad day is a pt-BR 404', async () => {
    const before = await test.app.request('/api/audio/daily/7/preparation');
    expect(before.status).toBe(200);
    expect(before.headers.get('Cache-Control')).toBe('no-store');
    expect(await before.json()).toMatchObject({ day: 7, state: 'missing' });
    expect((await test.app.request('/dia%207.MP3')).status).toBe(200);
    expect(await (await test.app.request('/api/audio/daily/7/preparation')).json()).toEqual({
      day: 7,
      state: 'ready',
      estimateSeconds: 0,
    });
    for (const day of ['0', '22', 'abc', '9999999999']) {
      const refused = await test.app.request(`/api/audio/daily/${day}/preparation`);
      expect(refused.status).toBe(404);
      expect(((await refused.json()) as { error: string }).error).toMatch(/^Dia inválido/);
    }
  });

  it.each(['22', '0', 'abc'])('refuses "/dia %s.MP3" with the spec message', async (day) => {
    const response = await test.app.request(`/dia%20${day}.MP3`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: `Dia inválido: ${day}. Deve estar entre 1 e 21.` });
  });
});
