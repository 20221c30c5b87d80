import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../contracts/auth.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../testing/auth.ts';
import {
  authentication,
  requireConsent,
  requirePremium,
  requireRole,
  requireUser,
} from '../features/account/guards.ts';
import { errorHandler } from './errors.ts';
import pino from 'pino';

/**
 * Who may do what: every guard and every protected route of this issue × every kind of caller, asserting the
 * status, the refusal reason, and that nobody reads another user's data.
 */
const personas = [
  'visitor',
  'authenticated',
  'premium',
  'expired',
  'another',
  'support',
  'admin',
  'revoked',
] as const;
type Persona = (typeof personas)[number];

let test: TestApp;
const sessions = new Map<Persona, SessionResponse>();
const emailOf: Record<Persona, string> = {
  visitor: '',
  authenticated: 'autenticado@example.com',
  premium: 'premium@example.com',
  expired: 'expirado@example.com',
  another: 'outra-pessoa@example.com',
  support: 'suporte@detox21.com.br',
  admin: 'admin@detox21.com.br',
  revoked: 'revogado@example.com',
};

beforeAll(async () => {
  test = await createTestApp(authTestEnv);
  sessions.set('authenticated', await givenSignedIn(test, emailOf.authenticated));
  sessions.set('premium', await givenSignedIn(test, emailOf.premium, 'active'));
  sessions.set('expired', await givenSignedIn(test, emailOf.expired, 'expired'));
  sessions.set('another', await givenSignedIn(test, emailOf.another, 'active'));
  sessions.set('support', await givenSignedIn(test, emailOf.support));
  sessions.set('admin', await givenSignedIn(test, emailOf.admin));
  const revoked = await givenSignedIn(test, emailOf.revoked, 'active');
  await test.app.request('/api/auth/logout', jsonRequest('POST', undefined, bearer(revoked.token)));
  sessions.set('revoked', revoked);
});
afterAll(async () => {
  await test.close();
});

const headersOf = (persona: Persona): Record<string, string> => {
  const session = sessions.get(persona);
  return session ? bearer(session.token) : {};
};

/** Each guard alone on a probe route, wired exactly as the app wires them. */
function probeApp() {
  const app = new Hono();
  app.use('*', authentication(test));
  app.onError(errorHandler(pino({ level: 'silent' })));
  const ok = (c: { json: (body: unknown) => Response }) => c.json({ ok: true });
  app.get('/user', requireUser, ok);
  app.get('/premium', requirePremium, ok);
  app.get('/support', requireRole('support'), ok);
  app.get('/admin', requireRole('admin'), ok);
  app.get('/consent', requireConsent('ai_reflections'), ok);
  return app;
}

type Outcome = 200 | [401 | 403, string];
const U: Outcome = [401, 'unauthenticated'];
const P: Outcome = [403, 'premium_required'];
const E: Outcome = [403, 'subscription_expired'];
const F: Outcome = [403, 'forbidden'];
const C: Outcome = [403, 'consent_required'];

const guardTable: Record<Persona, Record<'user' | 'premium' | 'support' | 'admin' | 'consent', Outcome>> = {
  visitor: { user: U, premium: U, support: U, admin: U, consent: U },
  authenticated: { user: 200, premium: P, support: F, admin: F, consent: C },
  premium: { user: 200, premium: 200, support: F, admin: F, consent: C },
  expired: { user: 200, premium: E, support: F, admin: F, consent: C },
  another: { user: 200, premium: 200, support: F, admin: F, consent: C },
  support: { user: 200, premium: P, support: 200, admin: F, consent: C },
  admin: { user: 200, premium: P, support: 200, admin: 200, consent: C },
  revoked: { user: U, premium: U, support: U, admin: U, consent: U },
};

async function expectOutcome(response: Response, expected: Outcome): Promise<void> {
  if (expected === 200) {
    expect(response.status).toBe(200);
    return;
  }
  const [status, reason] = expected;
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: string; reason: string };
  expect(body.reason).toBe(reason);
  expect(body.error.length).toBeGreaterThan(10);
}

describe('guards × callers', () => {
  const cases = personas.flatMap((persona) =>
    Object.entries(guardTable[persona]).map(([guard, expected]) => ({ persona, guard, expected })),
  );
  it.each(cases)('$guard for $persona', async ({ persona, guard, expected }) => {
    await expectOutcome(await probeApp().request(`/${guard}`, { headers: headersOf(persona) }), expected);
  });

  it('lets a consent through once given, and stops it again once revoked', async () => {
    const headers = headersOf('premium');
    const set = (granted: boolean) =>
      test.app.request('/api/me/consents/ai_reflections', jsonRequest('PUT', { granted }, headers));
    expect((await set(true)).status).toBe(200);
    expect((await probeApp().request('/consent', { headers })).status).toBe(200);
    expect((await set(false)).status).toBe(200);
    await expectOutcome(await probeApp().request('/consent', { headers }), C);
  });
});

interface RouteCase {
  name: string;
  request: (headers: Record<string, string>) => Response | Promise<Response>;
  /** Status for a signed-in caller; visitors and revoked tokens always get 401. */
  signedIn: (persona: Persona) => Outcome | 400;
}

const everyoneSignedIn = () => 200 as const;
const routes: RouteCase[] = [
  {
    name: 'POST /api/auth/verify-token',
    request: (headers) => test.app.request('/api/auth/verify-token', jsonRequest('POST', undefined, headers)),
    signedIn: everyoneSignedIn,
  },
  {
    name: 'GET /api/me',
    request: (headers) => test.app.request('/api/me', { headers }),
    signedIn: everyoneSignedIn,
  },
  {
    name: 'PUT /api/me/consents/questionnaire_answers',
    request: (headers) =>
      test.app.request(
        '/api/me/consents/questionnaire_answers',
        jsonRequest('PUT', { granted: false }, headers),
      ),
    signedIn: everyoneSignedIn,
  },
  {
    name: 'GET /api/me/export',
    request: (headers) => test.app.request('/api/me/export', { headers }),
    signedIn: everyoneSignedIn,
  },
  {
    // A wrong confirmation: the guard is what is tested, nobody is deleted.
    name: 'DELETE /api/me',
    request: (headers) =>
      test.app.request('/api/me', jsonRequest('DELETE', { confirmEmail: 'x@example.com' }, headers)),
    signedIn: () => 400,
  },
  {
    name: 'POST /api/kirvano/test-webhook',
    request: (headers) =>
      test.app.request(
        '/api/kirvano/test-webhook',
        jsonRequest(
          'POST',
          {
            event: 'payment.failed',
            status: 'refused',
            product_id: 'detox21',
            amount: 97,
            customer_email: 'teste@example.com',
          },
          headers,
        ),
      ),
    signedIn: (persona) => (persona === 'admin' ? 200 : F),
  },
];

describe('protected routes × callers', () => {
  const cases = routes.flatMap((route) =>
    personas.map((persona) => ({ route: route.name, persona, ...route })),
  );
  it.each(cases)('$route for $persona', async ({ persona, request, signedIn }) => {
    const response = await request(headersOf(persona));
    const expected = persona === 'visitor' || persona === 'revoked' ? U : signedIn(persona);
    if (expected === 400) expect(response.status).toBe(400);
    else await expectOutcome(response, expected);
  });

  it.each(personas.filter((persona) => persona !== 'visitor' && persona !== 'revoked'))(
    'shows %s only their own data',
    async (persona) => {
      const others = personas
        .filter((other) => other !== persona && emailOf[other] !== '')
        .map((other) => emailOf[other]);
      for (const path of ['/api/me', '/api/me/export']) {
        const text = await (await test.app.request(path, { headers: headersOf(persona) })).text();
        expect(text).toContain(emailOf[persona]);
        for (const email of others) expect(text).not.toContain(email);
      }
    },
  );
});
