import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';

const NEVER_CACHE = new Set(['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

function cacheHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 200 && c.res.status !== 206) return;
    const path = c.req.path;
    if (path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    else if (NEVER_CACHE.has(path) || c.res.headers.get('Content-Type')?.startsWith('text/html')) {
      c.header('Cache-Control', 'no-cache');
    } else c.header('Cache-Control', 'public, max-age=3600');
  };
}

/**
 * Serves the built PWA: files as they are, any other GET (not /api) falls back to index.html for the router.
 * Hashed assets are cached for a year; index.html and the service worker are revalidated on every load.
 */
export function serveClient(app: Hono, clientDist: string): boolean {
  if (!existsSync(`${clientDist}/index.html`)) return false;
  const root = relative(process.cwd(), clientDist) || '.';
  app.use('*', cacheHeaders());
  app.get('*', serveStatic({ root }));
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    if (/\.[a-z0-9]+$/i.test(c.req.path) && !c.req.path.endsWith('.html')) return next();
    return serveStatic({ root, path: 'index.html' })(c, next);
  });
  return true;
}
