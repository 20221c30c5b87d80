import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../../testing/auth.ts';

/**
 * Issue 34 item 4: a text with nothing to say ({"text":"🙏"}) answered 502 "O áudio veio incompleto" from the local
 * voice, and trying again could never help. Now it is the client's 400 with a pt-BR message, before any synthesis;
 * emoji and invisible marks inside words are dropped before speech, so the words are still read. The real local
 * voice (espeak-ng in WebAssembly), as in production.
 */

let test: TestApp;
let token: string;

beforeAll(async () => {
  test = await createTestApp({
    ...authTestEnv,
    TTS_PROVIDER: 'local',
    AUDIO_WARMUP: 'false',
    AI_DAILY_TTS_LIMIT: '1000',
  });
  token = (await givenSignedIn(test, 'emoji@exemplo.com.br', 'active')).token;
}, 60_000);
afterAll(async () => {
  await test.close();
});

const post = (path: string, body: unknown) =>
  test.app.request(`/api/audio/${path}`, jsonRequest('POST', body, bearer(token)));

const purposes = ['meditation', 'coaching', 'reflection', 'wellbeing', 'activity'] as const;
const nothingToSay = {
  'emoji only': '🙏',
  'emoji family (ZWJ)': '👩‍👩‍👧‍👦 🙏🏽',
  flags: '🇧🇷🇵🇹',
  'punctuation only': '... !!! ??? —',
  'RTL and zero-width marks only': '\u202e\u200f\u200b\u2060\ufeff',
  'combining marks only': '\u0301\u0301\u0301',
  whitespace: ' \n\t ',
  'keycap and variation selectors': '\ufe0f\u20e3',
};

describe('audio: text with nothing to say', () => {
  for (const purpose of purposes) {
    it.each(Object.entries(nothingToSay))(
      `${purpose}: %s is a 400 in pt-BR, not a 5xx`,
      async (_name, text) => {
        const response = await post(purpose, { text });
        expect(response.status).toBe(400);
        const body = (await response.json()) as { error: string };
        expect(body.error).toMatch(/^O texto não tem o que narrar|^Envie o texto a ser narrado/);
      },
    );
  }

  it('reads the words around emoji and invisible marks, in the local voice', async () => {
    const response = await post('reflection', { text: 'Respire 🙏 fundo\u200b e solte 🌿.\u202e' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(Number(response.headers.get('X-Audio-Duration-Seconds'))).toBeGreaterThan(0.5);
  }, 60_000);

  it('ignores a personalised session’s custom text that has nothing to say', async () => {
    const response = await post('personalized-session', { dayNumber: 1, customText: '🙏🙏🙏' });
    expect(response.status).toBeLessThan(500);
  }, 120_000);
});
