// Build step after `vite build` (client's `npm run build`): renders each sales page to static HTML with the
// same React components, links its small script entry from Vite's manifest, and precompresses the build.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CHECKOUT_URL_TOKEN,
  checkoutLinkAttributes,
  SALES_PAGES_DIR,
  type SalesPageName,
  salesPageFiles,
  UPSELL_CHECKOUT_URL_TOKEN,
} from '@detox/server/contracts/sales-pages';
import {
  APP_SHELL_ATTRIBUTE,
  APP_SHELLS_DIR,
  appShellFiles,
  ROUTE_PRELOADS_FILE,
  type RoutePreloads,
} from '@detox/server/contracts/route-preloads';
import { routeModules } from '../app/route-modules.ts';
import { appShellScreens } from './app-shells.tsx';
import { htmlDocument } from './html-document.ts';
import { type PrerenderedPage, prerenderedPages } from './pages.tsx';
import { precompress } from './precompress.ts';
import { renderWithStyles } from './render-with-styles.tsx';
import { staticPageEntries } from './static-pages.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

// CLIENT_DIST: a build made elsewhere with `vite build --outDir` (bench:web builds its own).
const dist = process.env.CLIENT_DIST ?? fileURLToPath(new URL('../../dist', import.meta.url));

function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`Entrada ${key} ausente do manifesto do Vite.`);
  for (const imported of chunk.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    chunkFiles(manifest, imported, seen);
  }
  return [...seen].map((imported) => `/${manifest[imported]?.file ?? imported}`);
}

/**
 * For each app path, the script chunks its first screen runs, in load order: the SPA entry and its imports, then
 * each route module and its imports (issue 23 item 7; the server sends them as modulepreload links). A module
 * missing from the manifest (a page renamed without updating route-modules.ts) leaves its path out, with a line.
 */
function routePreloads(manifest: Manifest): RoutePreloads {
  const withImports = (key: string) => [`/${manifest[key]?.file ?? key}`, ...chunkFiles(manifest, key)];
  // The entry (main.tsx) is small and sends the first reads; the app it then imports comes with every path.
  const entry = [...new Set([...withImports('index.html'), ...withImports('src/app/start.tsx')])];
  const shell = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = [...shell.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  const preloads: RoutePreloads = { scripts, modules: { '*': entry } };
  for (const [path, modules] of Object.entries(routeModules)) {
    const missing = modules.filter((module) => manifest[module] === undefined);
    if (missing.length > 0) {
      process.stdout.write(`  aviso: ${path} sem pré-carga (${missing.join(', ')} fora do manifesto)\n`);
      continue;
    }
    preloads.modules[path] = [...new Set([...entry, ...modules.flatMap(withImports)])];
  }
  return preloads;
}

/**
 * The SPA's index.html with a screen's first view in #root (wrapped, so the app knows what to replace) and its
 * styles in <head>: one per entry of appShellFiles.
 */
function writeAppShells(): void {
  const shell = readFileSync(join(dist, 'index.html'), 'utf8');
  const rootTag = '<div id="root"></div>';
  if (!shell.includes(rootTag) || !shell.includes('</head>'))
    throw new Error('index.html sem <div id="root">.');
  mkdirSync(join(dist, APP_SHELLS_DIR), { recursive: true });
  for (const [path, file] of Object.entries(appShellFiles)) {
    const screen = appShellScreens[path];
    if (screen === undefined) throw new Error(`${path}: tela sem versão pré-renderizada (app-shells.tsx).`);
    // Its buttons wait for the app (they would do nothing before it); its fields and links work already.
    const { body, css } = renderWithStyles(screen());
    const inert = body.replace(/<button(?![^>]*\sdisabled)/g, '<button disabled=""');
    // React writes the screen's <title> where the screen is; it belongs in <head>, in place of the shell's.
    const title = /<title>[^<]*<\/title>/.exec(inert)?.[0];
    const html = shell
      .replace(/<title>[^<]*<\/title>/, title ?? '$&')
      .replace('</head>', `<style ${APP_SHELL_ATTRIBUTE}>${css}</style>\n</head>`)
      .replace(
        rootTag,
        `<div id="root"><div ${APP_SHELL_ATTRIBUTE}>${title === undefined ? inert : inert.replace(title, '')}</div></div>`,
      );
    writeFileSync(join(dist, APP_SHELLS_DIR, file), html);
    process.stdout.write(
      `  tela ${path}: ${APP_SHELLS_DIR}/${file} (${Math.round(html.length / 1024)} KB, CSS ${Math.round(css.length / 1024)} KB)\n`,
    );
  }
}

/** Every checkout token must sit in the exact attribute run the server rewrites when no checkout is set. */
function assertCheckoutLinks(name: string, html: string): void {
  for (const token of [CHECKOUT_URL_TOKEN, UPSELL_CHECKOUT_URL_TOKEN]) {
    const all = html.split(token).length - 1;
    const asLinks = html.split(checkoutLinkAttributes(token)).length - 1;
    if (all !== asLinks) throw new Error(`${name}: ${token} fora de um link de checkout.`);
  }
}

function main(): void {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const outDir = join(dist, SALES_PAGES_DIR);
  mkdirSync(outDir, { recursive: true });
  const year = new Date().getFullYear();

  for (const [name, page] of Object.entries(prerenderedPages) as [SalesPageName, PrerenderedPage][]) {
    const entry = staticPageEntries[name];
    const { body, css, headLinks } = renderWithStyles(page.render({ year }));
    const html = htmlDocument({
      title: page.title,
      description: page.description,
      css,
      headLinks,
      body,
      script: `/${manifest[entry]?.file ?? entry}`,
      preloads: chunkFiles(manifest, entry),
    });
    assertCheckoutLinks(name, html);
    writeFileSync(join(outDir, salesPageFiles[name]), html);
    process.stdout.write(
      `  página ${name}: ${salesPageFiles[name]} (${Math.round(html.length / 1024)} KB, CSS ${Math.round(css.length / 1024)} KB)\n`,
    );
  }
  writeAppShells();
  const preloads = routePreloads(manifest);
  writeFileSync(join(dist, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
  process.stdout.write(
    `  pré-cargas de ${Object.keys(preloads.modules).length - 1} telas do app (${ROUTE_PRELOADS_FILE})\n`,
  );
  const compressed = precompress(dist, new Set([SALES_PAGES_DIR, '.vite']));
  process.stdout.write(`  ${compressed} arquivos pré-comprimidos (.br, .gz)\n`);
}

main();
