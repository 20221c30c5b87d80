import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import {
  CHECKOUT_URL_TOKEN,
  checkoutLinkAttributes,
  PAGE_CONFIG_ELEMENT_ID,
  PAGE_CONFIG_TOKEN,
  UPSELL_CHECKOUT_URL_TOKEN,
} from '../contracts/sales-pages.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { SalesPageBuildError } from './sales-pages.ts';

// A built client in miniature: the SPA shell, the four prerendered pages (tokens as the build writes them)
// and one precompressed asset.
function pageHtml(name: string): string {
  return [
    `<!doctype html><html><head><title>${name}</title>`,
    `<script type="application/json" id="${PAGE_CONFIG_ELEMENT_ID}">${PAGE_CONFIG_TOKEN}</script></head>`,
    `<body><div id="root"><h1>${name}</h1>`,
    `<a ${checkoutLinkAttributes(CHECKOUT_URL_TOKEN)} data-checkout="main" class="d-1">Comece Agora</a>`,
    `<a ${checkoutLinkAttributes(UPSELL_CHECKOUT_URL_TOKEN)} data-checkout="upsell">Sim, quero</a>`,
    '</div></body></html>',
  ].join('');
}

function makeClientDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'detox-dist-'));
  mkdirSync(join(dist, 'pages'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div><!-- spa -->');
  for (const name of ['sales', 'landing', 'quiz', 'upsell'])
    writeFileSync(join(dist, 'pages', `${name}.html`), pageHtml(name));
  const script = 'console.log("página de vendas");'.repeat(80);
  writeFileSync(join(dist, 'assets', 'sales-enhance-abc.js'), script);
  writeFileSync(join(dist, 'assets', 'sales-enhance-abc.js.br'), brotliCompressSync(script));
  return dist;
}

const configured = {
  CHECKOUT_URL: 'https://pay.kirvano.com/detox21?cupom=a&b=1',
  UPSELL_CHECKOUT_URL: 'https://pay.kirvano.com/onda-genial',
  META_PIXEL_ID: '123456789012345',
  GA_MEASUREMENT_ID: 'G-AB12CD34EF',
};

let shared: TestApp;
beforeAll(async () => {
  shared = await createTestApp();
});
afterAll(async () => {
  await shared.close();
});

/** The real app (one shared runtime: these tests never touch the database) with these env values. */
function appWith(env: Record<string, string>, clientDist?: string, logger = pino({ level: 'silent' })) {
  return createApp({ config: { ...shared.config, ...env }, runtime: shared.runtime, logger, clientDist });
}

const pageConfigOf = (html: string) =>
  JSON.parse(new RegExp(`id="${PAGE_CONFIG_ELEMENT_ID}">([^<]*)<`).exec(html)?.[1] ?? 'null') as unknown;

describe('prerendered sales pages, configured', () => {
  let dist: string;
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    dist = makeClientDist();
    app = appWith(configured, dist);
  });
  afterAll(() => {
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves / with the checkout links and the page config filled in, never cached', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain(
      '<a href="https://pay.kirvano.com/detox21?cupom=a&amp;b=1" target="_blank" rel="noopener" data-checkout="main"',
    );
    expect(html).toContain('<a href="https://pay.kirvano.com/onda-genial" target="_blank" rel="noopener"');
    expect(pageConfigOf(html)).toEqual({ metaPixelId: '123456789012345', gaMeasurementId: 'G-AB12CD34EF' });
    expect(html).not.toContain('__');
  });

  it.each([
    ['/', 'sales'],
    ['/lp', 'landing'],
    ['/lp-abril/instagram', 'landing'],
    ['/landing', 'landing'],
    ['/VSL3', 'landing'],
    ['/quiz', 'quiz'],
    ['/quiz/', 'quiz'],
    ['/upsell-onda-genial', 'upsell'],
  ])('%s gets the %s page', async (path, name) => {
    const html = await (await app.request(path)).text();
    expect(html).toContain(`<h1>${name}</h1>`);
  });

  it.each(['/login', '/app', '/quiz/extra', '/help/lp'])('%s gets the SPA shell', async (path) => {
    const html = await (await app.request(path)).text();
    expect(html).toContain('<!-- spa -->');
  });

  it('never serves a page file with its tokens', async () => {
    const html = await (await app.request('/pages/sales.html')).text();
    expect(html).not.toContain(CHECKOUT_URL_TOKEN);
    expect(html).toContain('<!-- spa -->');
  });

  it('answers brotli or gzip as the browser accepts, and 304 for a known ETag', async () => {
    const plain = await (await app.request('/')).text();
    const br = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gzip = await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);

    const etag = gzip.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await app.request('/', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('serves the build’s precompressed twin of an asset, cached for a year', async () => {
    const response = await app.request('/assets/sales-enhance-abc.js', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toContain(
      'página de vendas',
    );
  });

  it('allows exactly the configured trackers in the CSP', async () => {
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://connect.facebook.net https://www.googletagmanager.com;");
  });

  it('picks up a rebuilt page without a restart', async () => {
    const file = join(dist, 'pages', 'quiz.html');
    writeFileSync(file, pageHtml('quiz-novo'));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect(await (await app.request('/quiz')).text()).toContain('<h1>quiz-novo</h1>');
  });
});

describe('prerendered sales pages, unconfigured or misconfigured', () => {
  it.each([
    ['nothing configured', {}],
    [
      'invalid values',
      { CHECKOUT_URL: 'pay.kirvano.com/x', UPSELL_CHECKOUT_URL: 'javascript:alert(1)', META_PIXEL_ID: 'x1' },
    ],
  ])(
    '%s: buy buttons go to /login in the same tab and nothing third-party is allowed',
    async (_case, env) => {
      const dist = makeClientDist();
      try {
        const response = await appWith(env, dist).request('/');
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toContain('<a href="/login" data-checkout="main"');
        expect(html).toContain('<a href="/login" data-checkout="upsell"');
        expect(html).not.toContain('target="_blank"');
        expect(html).not.toContain('__');
        expect(pageConfigOf(html)).toEqual({});
        expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
      } finally {
        rmSync(dist, { recursive: true, force: true });
      }
    },
  );

  it('logs one warning line at start naming what to fix', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    appWith(
      { CHECKOUT_URL: 'http://pay.example.com', META_PIXEL_ID: 'abc' },
      undefined,
      pino({ level: 'info' }, sink),
    );
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}') as { level: number; msg: string };
    expect(entry.level).toBe(40);
    expect(entry.msg).toContain('CHECKOUT_URL inválida');
    expect(entry.msg).toContain('META_PIXEL_ID inválido');
  });

  it('refuses to start on a build whose checkout token sits outside a checkout link', () => {
    const dist = makeClientDist();
    writeFileSync(
      join(dist, 'pages', 'sales.html'),
      `<a href="${CHECKOUT_URL_TOKEN}">x</a>${PAGE_CONFIG_TOKEN}`,
    );
    try {
      expect(() => appWith({}, dist)).toThrow(SalesPageBuildError);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
