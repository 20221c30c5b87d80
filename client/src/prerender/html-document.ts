import { THEME_COLOR_META } from '../shared/color-scheme/theme-choice.ts';
import { PAGE_CONFIG_ELEMENT_ID, PAGE_CONFIG_TOKEN } from '@detox/server/contracts/sales-pages';

export interface DocumentParts {
  title: string;
  description: string;
  css: string;
  /** <link> tags React emitted for the page (image preloads). */
  headLinks: string;
  body: string;
  /** The page's module entry and the chunks it imports, as site paths (/assets/…). */
  script: string;
  preloads: readonly string[];
}

const escapeText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replaceAll('"', '&quot;');

/**
 * A whole prerendered page. The styles are inline (no render-blocking request on a slow network), the
 * module script is deferred by nature, and the config block is filled in by the server when it serves
 * the page. The markup sits in #root like the SPA's, so shared tooling finds the page the same way.
 */
export function htmlDocument(parts: DocumentParts): string {
  return [
    '<!doctype html>',
    '<html lang="pt-BR">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    `<title>${escapeText(parts.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(parts.description)}">`,
    `<meta property="og:title" content="${escapeAttribute(parts.title)}">`,
    `<meta property="og:description" content="${escapeAttribute(parts.description)}">`,
    '<meta property="og:locale" content="pt_BR">',
    // The sales pages stay light (their media and banners are drawn for it: data-light-only), so no dark
    // theme-color and no theme-init.js: a blocking script the first visit of a sales page need not wait for.
    '<meta name="color-scheme" content="light">',
    `<meta name="theme-color" content="${THEME_COLOR_META.light}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<style>${parts.css}</style>`,
    ...(parts.headLinks ? [parts.headLinks] : []),
    `<script type="module" src="${escapeAttribute(parts.script)}"></script>`,
    ...parts.preloads.map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}">`),
    `<script type="application/json" id="${PAGE_CONFIG_ELEMENT_ID}">${PAGE_CONFIG_TOKEN}</script>`,
    '</head>',
    `<body><div id="root">${parts.body}</div></body>`,
    '</html>',
    '',
  ].join('\n');
}
