import { existsSync, readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import {
  APP_SHELLS_DIR,
  appShellFiles,
  preloadLinks,
  ROUTE_PRELOADS_FILE,
  type RoutePreloads,
} from '../contracts/route-preloads.ts';
import { SALES_PAGES_DIR } from '../contracts/sales-pages.ts';
import type { SalesPageSettings } from './sales-page-settings.ts';
import { serveSalesPages } from './sales-pages.ts';

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
 * The `Link` header for the app shell at a path: the build's route-preloads.json (re-read when a rebuild changes
 * it), the path's own list or the `*` one; undefined without the file or with a broken one (no preloads then).
 */
function routePreloadLinks(clientDist: string): (path: string) => string | undefined {
  const file = `${clientDist}/${ROUTE_PRELOADS_FILE}`;
  let cached: { mtimeMs: number; links: Map<string, string> } | undefined;
  return (path) => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const links = new Map<string, string>();
      try {
        const preloads = JSON.parse(readFileSync(file, 'utf8')) as Partial<RoutePreloads>;
        const urls = (files: unknown): files is string[] =>
          Array.isArray(files) && files.every((f) => typeof f === 'string' && f.startsWith('/'));
        const scripts = urls(preloads.scripts) ? preloads.scripts : [];
        for (const [route, files] of Object.entries(preloads.modules ?? {})) {
          if (urls(files)) links.set(route, preloadLinks(scripts, files));
        }
      } catch {
        // A half-written or broken file: serve the shell without preloads rather than fail.
      }
      cached = { mtimeMs, links };
    }
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    return cached.links.get(trimmed) ?? cached.links.get('*');
  };
}

/**
 * Serves the built PWA: the prerendered sales pages for their paths (config filled in), files as they are
 * (the build's .br/.gz twins when the browser accepts them), and any other GET (not /api) falls back to
 * index.html for the router (or the path's prerendered first view, app-shells/), with its path's script chunks as
 * `Link: rel=modulepreload` (route-preloads.json).
 * Hashed assets are cached for a year; HTML and the service worker are revalidated.
 */
export function serveClient(app: Hono, clientDist: string, salesPages: SalesPageSettings): boolean {
  if (!existsSync(`${clientDist}/index.html`)) return false;
  const root = relative(process.cwd(), clientDist) || '.';
  app.use('*', cacheHeaders());
  serveSalesPages(app, `${clientDist}/${SALES_PAGES_DIR}`, salesPages);
  const files = serveStatic({ root, precompressed: true });
  // The prerendered pages still hold their config tokens: only served filled in, never as files.
  app.get('*', (c, next) => (c.req.path.startsWith(`/${SALES_PAGES_DIR}/`) ? next() : files(c, next)));
  const preloadLinks = routePreloadLinks(clientDist);
  // A screen with its first view prerendered (appShellFiles) gets that HTML; any other, the bare shell.
  const shellOf = (path: string) => {
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const file = appShellFiles[trimmed];
    return file !== undefined && existsSync(`${clientDist}/${APP_SHELLS_DIR}/${file}`)
      ? `${APP_SHELLS_DIR}/${file}`
      : 'index.html';
  };
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    if (/\.[a-z0-9]+$/i.test(c.req.path) && !c.req.path.endsWith('.html')) return next();
    const links = preloadLinks(c.req.path);
    if (links !== undefined) c.header('Link', links);
    return serveStatic({ root, path: shellOf(c.req.path), precompressed: true })(c, next);
  });
  return true;
}
