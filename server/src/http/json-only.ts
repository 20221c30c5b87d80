import type { MiddlewareHandler } from 'hono';
import { ApiError, messages } from './errors.ts';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** Every API request with a body must send JSON; anything else is refused before a route sees it. */
export function jsonBodiesOnly(): MiddlewareHandler {
  return async (c, next) => {
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.raw.body !== null;
    if (hasBody && !JSON_TYPE.test(c.req.header('content-type') ?? '')) {
      throw new ApiError(400, messages.wrongContentType);
    }
    await next();
  };
}
