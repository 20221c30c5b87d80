import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, errorHandler, messages } from './errors.ts';
import { jsonBodiesOnly } from './json-only.ts';
import { validate } from './validation.ts';

/** The same middleware chain every /api route uses, around one JSON route. */
function appWithRoute() {
  let writes = 0;
  const app = new Hono();
  app.use(
    '*',
    bodyLimit({
      maxSize: 1024,
      onError: () => {
        throw new ApiError(400, messages.bodyTooLarge);
      },
    }),
  );
  app.use('*', jsonBodiesOnly());
  app.onError(errorHandler(pino({ level: 'silent' })));
  app.post(
    '/items',
    validate('json', z.strictObject({ name: z.string().min(1), day: z.number().int().min(1).max(21) })),
    (c) => {
      writes++;
      return c.json({ ok: true, name: c.req.valid('json').name });
    },
  );
  app.get('/boom', () => {
    throw new Error('unexpected');
  });
  return { app, writes: () => writes };
}

const post = (body: string, contentType = 'application/json') => ({
  method: 'POST',
  body,
  headers: { 'Content-Type': contentType },
});

describe('bad input', () => {
  it.each([
    ['malformed JSON', post('{"name": "a",'), messages.invalidJson],
    ['a wrong content type', post('name=a', 'application/x-www-form-urlencoded'), messages.wrongContentType],
    ['an oversized body', post(JSON.stringify({ name: 'x'.repeat(5000), day: 1 })), messages.bodyTooLarge],
    [
      'an unknown field',
      post(JSON.stringify({ name: 'a', day: 1, admin: true })),
      'Campo não permitido: admin.',
    ],
    ['a missing field', post(JSON.stringify({ day: 1 })), 'Campo obrigatório ausente (name).'],
    ['a value out of range', post(JSON.stringify({ name: 'a', day: 22 })), 'Valor grande demais (day).'],
    ['a wrong type', post(JSON.stringify({ name: 'a', day: 'abc' })), 'Tipo de valor inválido (day).'],
  ])('answers %s with 400, a pt-BR error and no write', async (_case, init, message) => {
    const { app, writes } = appWithRoute();
    const response = await app.request('/items', init);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
    expect(writes()).toBe(0);
  });

  it('accepts a good body', async () => {
    const { app, writes } = appWithRoute();
    const response = await app.request('/items', post(JSON.stringify({ name: 'a', day: 3 })));
    expect(await response.json()).toEqual({ ok: true, name: 'a' });
    expect(writes()).toBe(1);
  });

  it('hides an unexpected failure behind a pt-BR 500', async () => {
    const response = await appWithRoute().app.request('/boom');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: messages.internal });
  });
});
