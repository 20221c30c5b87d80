import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { authTestEnv, bearer, jsonRequest } from '../testing/auth.ts';

/**
 * "Every endpoint is guarded on the server": every /api route the app registers, bar the public ones below, must
 * refuse a visitor and a made-up token with 401. Routes added by any issue are found by walking the app: a new
 * public route must be added to PUBLIC_ROUTES on purpose.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/ready',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/login-password',
  'POST /api/auth/logout',
  'GET /api/auth/check-subscription/:email',
  'GET /api/auth/checkout-link',
  // What the day's meditation says when: public like the MP3 it describes (an <audio> element sends no token),
  // and fetched by the service worker, which has none, to keep it offline with the file.
  'GET /api/audio/daily/:day/cues',
  // Whether the day's meditation is made yet, and the seconds expected (issue 34): public like the file, no one's
  // data, and it starts no work.
  'GET /api/audio/daily/:day/preparation',
  // Authenticated by the webhook secret instead (webhooks.int.test.ts).
  'POST /api/webhooks/kirvano',
]);

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp(authTestEnv);
});
afterAll(async () => {
  await test.close();
});

function protectedRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return test.app.routes
    .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL' && !route.path.includes('*'))
    .map((route) => ({ method: route.method, path: route.path }))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (PUBLIC_ROUTES.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

describe('every API route is guarded', () => {
  it('finds the protected routes', () => {
    expect(protectedRoutes().map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/me',
        'GET /api/me/export',
        'DELETE /api/me',
        'POST /api/kirvano/test-webhook',
      ]),
    );
  });

  it.each([
    ['a visitor', {}],
    ['a made-up token', bearer('token-que-nao-existe')],
  ])('refuses %s with 401 on each of them', async (_who, headers) => {
    const answers: string[] = [];
    for (const { method, path } of protectedRoutes()) {
      const url = path.replace(/:(\w+)(\{[^}]*\})?/g, '1');
      const body = method === 'GET' || method === 'HEAD' ? undefined : {};
      const response = await test.app.request(url, jsonRequest(method, body, headers));
      answers.push(`${method} ${path} → ${response.status}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 401'))).toEqual([]);
  });
});
