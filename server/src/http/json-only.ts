import type { Context, MiddlewareHandler } from 'hono';
import { ApiError, messages } from './errors.ts';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * Whether the request carries a body. Over HTTP/1.1 that is what Content-Length or Transfer-Encoding say: the
 * Node server gives every DELETE or POST a body stream, even an empty one (a DELETE without a body from a browser
 * must pass). A Request built in-process (tests) has neither header, so there its body decides.
 */
function hasBody(c: Context): boolean {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return false;
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) > 0;
  if (c.req.header('transfer-encoding') !== undefined) return true;
  const overHttp = (c.env as { incoming?: unknown } | undefined)?.incoming !== undefined;
  return !overHttp && c.req.raw.body !== null;
}

/** Every API request with a body must send JSON; anything else is refused before a route sees it. */
export function jsonBodiesOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (hasBody(c) && !JSON_TYPE.test(c.req.header('content-type') ?? '')) {
      throw new ApiError(400, messages.wrongContentType);
    }
    await next();
  };
}
