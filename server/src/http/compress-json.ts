import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

type Encoding = 'gzip' | 'br';

/** gzip when the client takes it (every browser does), else br; null when it takes neither. */
function chosenEncoding(accepted: string | undefined): Encoding | null {
  if (!accepted) return null;
  const offered = new Map<string, number>();
  for (const part of accepted.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => offered.get(name) ?? offered.get('*') ?? 0;
  if (weight('gzip') > 0 && weight('gzip') >= weight('br')) return 'gzip';
  return weight('br') > 0 ? 'br' : null;
}

/**
 * Compresses JSON answers of at least `threshold` bytes for clients that ask for it: on 4G the 21 days of
 * /api/progress shrink from ~21 KB to ~5 KB. Hono's compress() is not used because it calls `c.header()` on every
 * finished response, even for clients that never compress, and that turns @hono/node-server's string body into a
 * web stream (a fifth of a read's CPU in bench:api). Here a response is only touched through its header map, and
 * only a compressing client pays for compression (zlib on the thread pool, off the event loop).
 */
export function compressJson({ threshold = 1024 } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (c.req.method === 'HEAD' || response.status === 204 || response.status === 206) return;
    const headers = response.headers;
    if (!JSON_TYPE.test(headers.get('content-type') ?? '') || headers.has('content-encoding')) return;
    const vary = headers.get('vary');
    if (!vary) headers.set('vary', 'Accept-Encoding');
    else if (!/\baccept-encoding\b|\*/i.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`);
    const encoding = chosenEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const body = Buffer.from(await response.arrayBuffer());
    const compressed =
      body.length < threshold
        ? null
        : encoding === 'gzip'
          ? await gzipAsync(body)
          : await brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    const answer = new Headers(headers);
    answer.delete('content-length');
    if (compressed) answer.set('content-encoding', encoding);
    // Unset first: Hono's setter would otherwise wrap the new response and copy the old one's headers onto it.
    c.res = undefined;
    c.res = new Response(compressed ?? body, { status: response.status, headers: answer });
  };
}
