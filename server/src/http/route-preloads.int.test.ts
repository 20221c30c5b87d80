import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import {
  APP_SHELLS_DIR,
  appShellFiles,
  ROUTE_PRELOADS_FILE,
  type RoutePreloads,
} from '../contracts/route-preloads.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';

// Issue 23 item 7: the app shell goes out with its path's script chunks as preload links, so a phone on a slow
// network asks for all of them at once.

const preloads: RoutePreloads = {
  scripts: ['/boot-check.js'],
  modules: {
    '*': ['/assets/index-a.js', '/assets/framework-b.js'],
    '/login': ['/assets/index-a.js', '/assets/framework-b.js', '/assets/login-page-c.js'],
  },
};

let shared: TestApp;
let dist: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  shared = await createTestApp();
  dist = mkdtempSync(join(tmpdir(), 'detox-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'pages'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'login-page-c.js'), 'export {};');
  writeFileSync(join(dist, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
  app = createApp({
    config: shared.config,
    runtime: shared.runtime,
    logger: pino({ level: 'silent' }),
    clientDist: dist,
  });
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await shared.close();
});

const get = (path: string) => app.request(path, { headers: { 'Accept-Encoding': 'gzip, br' } });

describe('app shell preload links', () => {
  it('sends /login its classic scripts, then its chunks, as preload links, in order', async () => {
    const response = await get('/login');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Link')).toBe(
      '</boot-check.js>; rel=preload; as=script, </assets/index-a.js>; rel=modulepreload, ' +
        '</assets/framework-b.js>; rel=modulepreload, </assets/login-page-c.js>; rel=modulepreload',
    );
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('a query or a trailing slash is the same path; any other app path gets the entry’s chunks', async () => {
    expect((await get('/login/?next=/app')).headers.get('Link')).toContain('login-page-c.js');
    const other = (await get('/journal-antigo')).headers.get('Link');
    expect(other).toContain('</assets/framework-b.js>; rel=modulepreload');
    expect(other).not.toContain('login-page-c.js');
  });

  it('never on assets or the API', async () => {
    const asset = await get('/assets/login-page-c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Link')).toBeNull();
    expect((await get('/api/nao-existe')).headers.get('Link')).toBeNull();
  });

  it('follows a rebuild, and serves the shell without links when the file is broken', async () => {
    const file = join(dist, ROUTE_PRELOADS_FILE);
    const later = new Date(Date.now() + 5000);
    writeFileSync(file, JSON.stringify({ scripts: [], modules: { '*': ['/assets/index-novo.js'] } }));
    utimesSync(file, later, later);
    expect((await get('/login')).headers.get('Link')).toBe('</assets/index-novo.js>; rel=modulepreload');

    const broken = new Date(Date.now() + 10_000);
    writeFileSync(file, '{"scripts": [');
    utimesSync(file, broken, broken);
    const response = await get('/login');
    expect(response.status).toBe(200);
    expect(response.headers.get('Link')).toBeNull();
  });
});

describe('a screen with its first view prerendered (appShellFiles)', () => {
  it('gets its own HTML, with the same preload links; other paths and a build without it get the bare shell', async () => {
    expect(await (await get('/login')).text()).toBe('<!doctype html><div id="root"></div>');

    mkdirSync(join(dist, APP_SHELLS_DIR), { recursive: true });
    const file = appShellFiles['/login'] ?? '';
    writeFileSync(
      join(dist, APP_SHELLS_DIR, file),
      '<!doctype html><div id="root"><div data-app-shell><h1>Entre no seu programa</h1></div></div>',
    );
    for (const path of ['/login', '/login/']) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(await response.text()).toContain('<h1>Entre no seu programa</h1>');
    }
    expect(await (await app.request('/app')).text()).toBe('<!doctype html><div id="root"></div>');
  });
});
