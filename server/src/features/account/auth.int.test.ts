import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeRequiredResponse, SessionResponse, VerifyTokenResponse } from '../../contracts/auth.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import {
  authTestEnv,
  bearer,
  givenPurchase,
  jsonRequest,
  lastCodeSentTo,
  signInByCode,
} from '../../testing/auth.ts';
import { accountPart } from './runtime-part.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp(authTestEnv);
});
afterAll(async () => {
  await test.close();
});

let ipCounter = 0;
/** Each test its own address, so per-IP limits of one test do not leak into another. */
const freshIp = () => `203.0.113.${++ipCounter}`;
const post = (path: string, body: unknown, ip = freshIp(), headers: Record<string, string> = {}) =>
  test.app.request(path, jsonRequest('POST', body, { 'X-Forwarded-For': ip, ...headers }));

async function count(table: string, where = 'true'): Promise<number> {
  const [row] = await test.runtime.sql.unsafe<{ n: number }[]>(
    `select count(*)::int as n from ${table} where ${where}`,
  );
  return row?.n ?? 0;
}

describe('email sign-in with a one-time code', () => {
  it('sends a 6-digit code and answers that a code is needed; the code then signs in', async () => {
    await givenPurchase(test, 'ana@example.com', 'active');
    const ip = freshIp();
    const asked = await post('/api/auth/login', { email: '  Ana@Example.com ' }, ip);
    expect(asked.status).toBe(200);
    const body = (await asked.json()) as CodeRequiredResponse;
    expect(body).toEqual({
      codeRequired: true,
      email: 'ana@example.com',
      message: 'Enviamos um código de 6 dígitos para ana@example.com. Ele vale por 10 minutos.',
    });
    expect(body).not.toHaveProperty('token');

    const code = await lastCodeSentTo(test, 'ana@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const signedIn = await post('/api/auth/login', { email: 'ANA@example.com', code }, ip);
    expect(signedIn.status).toBe(200);
    const session = (await signedIn.json()) as SessionResponse;
    expect(session.token.length).toBeGreaterThanOrEqual(43);
    expect(session.user).toMatchObject({ email: 'ana@example.com', name: 'Cliente de Teste', roles: [] });
    expect(session.subscription).toMatchObject({
      type: 'premium',
      status: 'active',
      isPremium: true,
      isExpired: false,
    });
  });

  it('answers a code request the same whether or not the email is known', async () => {
    const unknown = await post('/api/auth/login', { email: 'ninguem@example.com' });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toMatchObject({ codeRequired: true });
  });

  it('stores codes and session tokens only as hashes', async () => {
    const session = await signInByCode(test, 'hash@example.com', freshIp());
    await post('/api/auth/login', { email: 'hash@example.com' });
    const code = await lastCodeSentTo(test, 'hash@example.com');
    expect(await count('auth_sign_in_codes', `code_hash like '%${code}%' or salt like '%${code}%'`)).toBe(0);
    expect(await count('auth_sessions', `token_hash = '${session.token}'`)).toBe(0);
    expect(await count('auth_sessions', `user_id = '${session.user.id}'`)).toBe(1);
  });

  it('refuses a wrong code, then kills the code after 5 attempts even if the right one comes next', async () => {
    const email = 'chute@example.com';
    await post('/api/auth/login', { email });
    const code = await lastCodeSentTo(test, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await post('/api/auth/login', { email, code: wrong });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: 'Código inválido ou expirado. Confira o código ou peça um novo.',
      });
    }
    const fifth = await post('/api/auth/login', { email, code: wrong });
    expect(await fifth.json()).toEqual({
      error: 'Código incorreto. Por segurança ele foi cancelado: peça um novo código.',
    });
    expect((await post('/api/auth/login', { email, code })).status).toBe(401);
    expect(await count('auth_sessions')).toBeGreaterThan(0);
    expect(await count('rm_users', `email = '${email}'`)).toBe(0);
  });

  it('accepts a code once only, and not after it expires', async () => {
    const email = 'umavez@example.com';
    await post('/api/auth/login', { email });
    const code = await lastCodeSentTo(test, email);
    expect((await post('/api/auth/login', { email, code })).status).toBe(200);
    expect((await post('/api/auth/login', { email, code })).status).toBe(401);

    await post('/api/auth/login', { email });
    const late = await lastCodeSentTo(test, email);
    await test.runtime
      .sql`update auth_sign_in_codes set expires_at = now() - interval '1 second' where email = ${email}`;
    expect((await post('/api/auth/login', { email, code: late })).status).toBe(401);
  });

  it('stops code guessing across many codes with the per-email limit (429, pt-BR, Retry-After)', async () => {
    const email = 'forca-bruta@example.com';
    const statuses: number[] = [];
    let limited: Response | undefined;
    // A new code after every 5 wrong guesses: the email limit must stop this long before a million guesses.
    for (let round = 0; round < 8 && !limited; round++) {
      const asked = await post('/api/auth/login', { email });
      if (asked.status === 429) limited = asked;
      for (let guess = 0; guess < 5 && !limited; guess++) {
        const response = await post('/api/auth/login', { email, code: String(100000 + round * 5 + guess) });
        statuses.push(response.status);
        if (response.status === 429) limited = response;
      }
    }
    expect(limited?.status).toBe(429);
    expect(limited?.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(((await limited?.json()) as { error: string }).error).toMatch(/^Muitas tentativas\./);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(25);
  });

  it('limits code requests per IP whatever the email', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let n = 0; n < 21; n++)
      statuses.push((await post('/api/auth/login', { email: `ip${n}@example.com` }, ip)).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it.each([
    [{}, 'Campo obrigatório ausente (email).'],
    [{ email: 'não é email' }, 'E-mail inválido.'],
    [{ email: 'a@b.co', code: '12ab56' }, 'O código tem 6 dígitos. Código inválido.'],
    [{ email: 'a@b.co', extra: 1 }, 'Campo não permitido: extra.'],
  ])('answers bad input %j with 400 and a pt-BR error', async (body, error) => {
    const response = await post('/api/auth/login', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
  });
});

describe('registration and password sign-in', () => {
  it('registers only with a code sent to the email, then signs in with the password', async () => {
    const email = 'bia@example.com';
    const ip = freshIp();
    const first = await post('/api/auth/register', { email, name: 'Bia', password: 'senha-forte-1' }, ip);
    expect(await first.json()).toMatchObject({ codeRequired: true });
    expect(await count('rm_users', `email = '${email}'`)).toBe(0);
    const code = await lastCodeSentTo(test, email);
    const registered = await post(
      '/api/auth/register',
      { email, name: 'Bia', password: 'senha-forte-1', code },
      ip,
    );
    expect(registered.status).toBe(200);
    expect(((await registered.json()) as SessionResponse).user).toMatchObject({ email, name: 'Bia' });

    const wrong = await post('/api/auth/login-password', { email, password: 'senha-errada' }, ip);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'E-mail ou senha incorretos.' });
    const right = await post(
      '/api/auth/login-password',
      { email: ' BIA@example.com', password: 'senha-forte-1' },
      ip,
    );
    expect(right.status).toBe(200);
    expect(((await right.json()) as SessionResponse).subscription).toMatchObject({
      type: 'none',
      isPremium: false,
    });
  });

  it('answers an unknown email like a wrong password', async () => {
    const response = await post('/api/auth/login-password', {
      email: 'fantasma@example.com',
      password: 'qualquer-uma',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'E-mail ou senha incorretos.' });
  });

  it('refuses a short password with 400', async () => {
    const response = await post('/api/auth/register', { email: 'c@example.com', name: 'C', password: '123' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'A senha precisa de ao menos 8 caracteres. Senha inválida.',
    });
  });
});

describe('sessions', () => {
  it('verifies a token, slides its expiry, and refuses it after logout', async () => {
    const session = await signInByCode(test, 'sessao@example.com', freshIp());
    const verified = await test.app.request(
      '/api/auth/verify-token',
      jsonRequest('POST', undefined, bearer(session.token)),
    );
    expect(verified.status).toBe(200);
    expect((await verified.json()) as VerifyTokenResponse).toMatchObject({
      valid: true,
      user: { email: 'sessao@example.com' },
    });

    await test.runtime.sql`
      update auth_sessions set last_seen_at = now() - interval '2 hours', expires_at = now() + interval '1 day'
       where user_id = ${session.user.id}`;
    // Two hours later the session cache (a few seconds) has long forgotten it: the next request reads the row.
    test.runtime.part(accountPart).clear();
    await test.app.request('/api/auth/verify-token', jsonRequest('POST', undefined, bearer(session.token)));
    const [row] = await test.runtime.sql<{ days: number }[]>`
      select extract(day from expires_at - now())::int as days from auth_sessions where user_id = ${session.user.id}`;
    expect(row?.days).toBeGreaterThanOrEqual(29);

    const out = await test.app.request(
      '/api/auth/logout',
      jsonRequest('POST', undefined, bearer(session.token)),
    );
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ message: 'Sessão encerrada.' });
    const refused = await test.app.request(
      '/api/auth/verify-token',
      jsonRequest('POST', undefined, bearer(session.token)),
    );
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: 'Sua sessão expirou. Por favor, faça login novamente.',
      reason: 'unauthenticated',
    });
  });

  it('refuses an expired session and a made-up token', async () => {
    const session = await signInByCode(test, 'expira@example.com', freshIp());
    await test.runtime
      .sql`update auth_sessions set expires_at = now() - interval '1 second' where user_id = ${session.user.id}`;
    for (const token of [session.token, 'inventado']) {
      const response = await test.app.request(
        '/api/auth/verify-token',
        jsonRequest('POST', undefined, bearer(token)),
      );
      expect(response.status).toBe(401);
    }
    const none = await test.app.request('/api/auth/verify-token', jsonRequest('POST'));
    expect(await none.json()).toEqual({ error: 'Faça login para continuar.', reason: 'unauthenticated' });
  });
});

describe('check-subscription', () => {
  it('answers hasAccess only, true only for a live premium purchase', async () => {
    await givenPurchase(test, 'ativo@example.com', 'active');
    await givenPurchase(test, 'vencido@example.com', 'expired');
    const ip = freshIp();
    const ask = async (email: string) => {
      const response = await test.app.request(`/api/auth/check-subscription/${encodeURIComponent(email)}`, {
        headers: { 'X-Forwarded-For': ip },
      });
      return { status: response.status, body: await response.json() };
    };
    expect(await ask('Ativo@Example.com')).toEqual({ status: 200, body: { hasAccess: true } });
    expect(await ask('vencido@example.com')).toEqual({ status: 200, body: { hasAccess: false } });
    expect(await ask('nunca@example.com')).toEqual({ status: 200, body: { hasAccess: false } });
    expect((await ask('nao-e-email')).status).toBe(400);
  });

  it('tells the client where the checkout is (null when not configured)', async () => {
    const response = await test.app.request('/api/auth/checkout-link');
    expect(await response.json()).toEqual({ checkoutUrl: null });
  });
});
