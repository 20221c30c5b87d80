import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import {
  CHECKOUT_FALLBACK_PATH,
  CHECKOUT_URL_TOKEN,
  checkoutLinkAttributes,
  PAGE_CONFIG_TOKEN,
  type SalesPageName,
  salesPageFiles,
  salesPageForPath,
  UPSELL_CHECKOUT_URL_TOKEN,
} from '../contracts/sales-pages.ts';
import type { SalesPageSettings } from './sales-page-settings.ts';

/** One prerendered page with the config filled in, ready in every encoding a browser may ask for. */
interface ServedPage {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

export class SalesPageBuildError extends Error {
  override readonly name = 'SalesPageBuildError';
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

// JSON inside <script type="application/json">: `<` escaped so no value can close the element.
const jsonForScript = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

function fillCheckout(html: string, token: string, url: string | undefined): string {
  if (url !== undefined) return html.replaceAll(token, escapeAttribute(url));
  // No checkout: a plain same-tab link to /login, where a buyer who already paid can enter.
  return html.replaceAll(checkoutLinkAttributes(token), `href="${CHECKOUT_FALLBACK_PATH}"`);
}

/** The page as served: checkout links and the page config filled in from the settings. */
function fillSalesPage(html: string, settings: SalesPageSettings): string {
  let filled = fillCheckout(html, CHECKOUT_URL_TOKEN, settings.checkoutUrl);
  filled = fillCheckout(filled, UPSELL_CHECKOUT_URL_TOKEN, settings.upsellCheckoutUrl);
  filled = filled.replace(PAGE_CONFIG_TOKEN, jsonForScript(settings.pageConfig));
  for (const token of [CHECKOUT_URL_TOKEN, UPSELL_CHECKOUT_URL_TOKEN, PAGE_CONFIG_TOKEN]) {
    if (filled.includes(token)) {
      throw new SalesPageBuildError(
        `A página pré-renderizada ainda contém ${token}: refaça o build do cliente.`,
      );
    }
  }
  return filled;
}

function prepare(html: string): ServedPage {
  const identity = Buffer.from(html);
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
  };
}

/**
 * Reads and fills the prerendered pages found in `pagesDir` (a page missing from the build is skipped), and
 * refills a page when its file changes (a client rebuild while the server runs, as with `npm run dev`).
 */
function loadSalesPages(
  pagesDir: string,
  settings: SalesPageSettings,
): (name: SalesPageName) => ServedPage | undefined {
  const cache = new Map<SalesPageName, { mtimeMs: number; page: ServedPage }>();
  return (name) => {
    const path = join(pagesDir, salesPageFiles[name]);
    let mtimeMs: number;
    try {
      mtimeMs = statSync(path).mtimeMs;
    } catch {
      return undefined;
    }
    const cached = cache.get(name);
    if (cached?.mtimeMs === mtimeMs) return cached.page;
    const page = prepare(fillSalesPage(readFileSync(path, 'utf8'), settings));
    cache.set(name, { mtimeMs, page });
    return page;
  };
}

/** Fills every page once, so a build that breaks the token contract fails at start, not on a visit. */
function checkSalesPages(pageFor: (name: SalesPageName) => ServedPage | undefined): number {
  return (Object.keys(salesPageFiles) as SalesPageName[]).filter((name) => pageFor(name) !== undefined)
    .length;
}

function respond(c: Context, page: ServedPage): Response {
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    // Always revalidated: a new build or new config must reach the next visit.
    'Cache-Control': 'no-cache',
    ETag: page.etag,
    Vary: 'Accept-Encoding',
  });
  if (c.req.header('If-None-Match') === page.etag) return new Response(null, { status: 304, headers });
  const accepted = c.req.header('Accept-Encoding') ?? '';
  let body = page.identity;
  if (/\bbr\b/.test(accepted)) {
    body = page.br;
    headers.set('Content-Encoding', 'br');
  } else if (/\bgzip\b/.test(accepted)) {
    body = page.gzip;
    headers.set('Content-Encoding', 'gzip');
  }
  headers.set('Content-Length', String(body.length));
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}

/** `/`, `/quiz`, `/upsell-onda-genial` and `/lp*`, `/landing*`, `/vsl*` get their prerendered page. */
export function serveSalesPages(app: Hono, pagesDir: string, settings: SalesPageSettings): void {
  const pageFor = loadSalesPages(pagesDir, settings);
  if (checkSalesPages(pageFor) === 0) return;
  app.get('*', async (c, next) => {
    const name = salesPageForPath(c.req.path);
    const page = name === undefined ? undefined : pageFor(name);
    if (page === undefined) {
      await next();
      return;
    }
    return respond(c, page);
  });
}
