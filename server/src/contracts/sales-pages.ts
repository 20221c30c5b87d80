/**
 * The contract between the prerendered sales pages (client build) and the server that serves them.
 * The build leaves these tokens in the HTML; the server replaces them with the configured values at start.
 * Types and constants only: the pages' scripts import this file and must stay tiny.
 */

/** Stands for the main checkout URL in an `href`. */
export const CHECKOUT_URL_TOKEN = '__CHECKOUT_URL__';
/** Stands for the upsell (Onda Genial) checkout URL in an `href`. */
export const UPSELL_CHECKOUT_URL_TOKEN = '__UPSELL_CHECKOUT_URL__';
/** The body of `<script type="application/json" id="page-config">`, replaced by a JSON `PageConfig`. */
export const PAGE_CONFIG_TOKEN = '__PAGE_CONFIG__';
export const PAGE_CONFIG_ELEMENT_ID = 'page-config';

/**
 * How a checkout link is written by the build: the token as its href, opened in a new tab. Without a
 * configured checkout the server rewrites exactly these attributes to `href="/login"` (same tab).
 */
export const checkoutLinkAttributes = (token: string) => `href="${token}" target="_blank" rel="noopener"`;
export const CHECKOUT_FALLBACK_PATH = '/login';

/** Third parties a page may load after it is interactive; a field is present only when configured and valid. */
export interface PageConfig {
  metaPixelId?: string;
  gaMeasurementId?: string;
  upsellScript?: { url: string; offerId: string };
}

/** Prerendered pages live in `client/dist/pages/` (never served as files), one per name. */
export const SALES_PAGES_DIR = 'pages';
export const salesPageFiles = {
  sales: 'sales.html',
  landing: 'landing.html',
  quiz: 'quiz.html',
  upsell: 'upsell.html',
} as const;
export type SalesPageName = keyof typeof salesPageFiles;

export const QUIZ_PATH = '/quiz';
export const UPSELL_PATH = '/upsell-onda-genial';

/** Landing and video sales pages: any path starting with /lp, /landing or /vsl (spec §2). */
export const LANDING_PATH_PATTERN = /^\/(lp|landing|vsl)/i;

/** Which prerendered page answers a path; undefined for app routes (they get the SPA shell). */
export function salesPageForPath(pathname: string): SalesPageName | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return 'sales';
  if (path === QUIZ_PATH) return 'quiz';
  if (path === UPSELL_PATH) return 'upsell';
  if (LANDING_PATH_PATTERN.test(path)) return 'landing';
  return undefined;
}
