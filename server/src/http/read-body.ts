import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError, messages } from './errors.ts';

const tooLarge = () => new ApiError(400, messages.bodyTooLarge);

/**
 * Reads an API request's body once, straight from Node's socket stream, refusing more than `maxSize` bytes, and
 * hands it to Hono's body cache, where `c.req.json()` and `c.req.text()` (the validators, the webhooks) find it.
 * Hono's bodyLimit() would first turn @hono/node-server's request into a web Request with a web stream body,
 * which cost a tenth of a write's CPU in bench:api. Requests built in-process (tests) keep bodyLimit().
 */
export function readBody(maxSize: number): MiddlewareHandler {
  const inProcess = bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge();
    },
  });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming) return inProcess(c, next);
    if (Number(c.req.header('content-length') ?? 0) > maxSize) throw tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of incoming as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxSize) throw tooLarge();
      chunks.push(chunk);
    }
    // Hono's BodyCache is typed as the Body methods; at run time it holds their promised results.
    (c.req.bodyCache as Record<string, Promise<unknown>>).text = Promise.resolve(
      Buffer.concat(chunks, size).toString('utf8'),
    );
    await next();
  };
}
