import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './errors.ts';
import { jsonBodiesOnly } from './json-only.ts';
import pino from 'pino';

describe('JSON-only bodies over real HTTP', () => {
  let url: string;
  let close: () => void;

  beforeAll(async () => {
    const app = new Hono();
    app.use('*', jsonBodiesOnly());
    app.onError(errorHandler(pino({ level: 'silent' })));
    app.all('/thing', (c) => c.json({ ok: true }));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/thing`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
  });

  it('lets a DELETE or POST without a body through (a browser sends no Content-Type then)', async () => {
    expect((await fetch(url, { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(url, { method: 'POST' })).status).toBe(200);
  });

  it('takes a JSON body and refuses any other, in pt-BR', async () => {
    const json = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    expect(json.status).toBe(200);
    const text = await fetch(url, {
      method: 'DELETE',
      headers: { 'Content-Type': 'text/plain' },
      body: 'oi',
    });
    expect(text.status).toBe(400);
    expect(((await text.json()) as { error: string }).error).toMatch(/JSON/);
  });
});
