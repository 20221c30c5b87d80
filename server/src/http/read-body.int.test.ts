import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler, messages } from './errors.ts';
import { readBody } from './read-body.ts';

const LIMIT = 2048;

/** Sends a body in chunks without Content-Length (Transfer-Encoding: chunked), as a streaming client would. */
function postChunked(url: string, chunks: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => (body += part));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('readBody over real HTTP', () => {
  let url: string;
  let close: () => void;

  beforeAll(async () => {
    const app = new Hono();
    app.use('*', readBody(LIMIT));
    app.onError(errorHandler(pino({ level: 'silent' })));
    app.post('/echo', async (c) =>
      c.json({ got: (await c.req.json()) as unknown, text: await c.req.text() }),
    );
    app.get('/echo', (c) => c.json({ ok: true }));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/echo`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
  });

  it('hands the body to c.req.json() and c.req.text(), accents intact', async () => {
    const body = JSON.stringify({ reflexão: 'Hoje dormi melhor, sem o celular.' });
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ got: JSON.parse(body) as unknown, text: body });
    expect((await fetch(url)).status).toBe(200);
  });

  it('reads a chunked body in pieces', async () => {
    const answer = await postChunked(url, ['{"parte":', '"um",', '"dois":2}']);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ got: { parte: 'um', dois: 2 } });
  });

  it('refuses a body over the limit, declared or streamed, with the pt-BR message', async () => {
    const big = JSON.stringify({ texto: 'a'.repeat(LIMIT) });
    const declared = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: big,
    });
    expect(declared.status).toBe(400);
    expect(await declared.json()).toEqual({ error: messages.bodyTooLarge });
    const streamed = await postChunked(url, [big.slice(0, 1000), big.slice(1000)]);
    expect(streamed.status).toBe(400);
    expect(JSON.parse(streamed.body)).toEqual({ error: messages.bodyTooLarge });
  });
});
