import type { PageConfig } from '../contracts/sales-pages.ts';

/** The marketing values of the config, as read from the environment (any of them may be absent or wrong). */
export interface SalesPageEnv {
  CHECKOUT_URL?: string | undefined;
  UPSELL_CHECKOUT_URL?: string | undefined;
  UPSELL_SCRIPT_URL?: string | undefined;
  UPSELL_OFFER_ID?: string | undefined;
  META_PIXEL_ID?: string | undefined;
  GA_MEASUREMENT_ID?: string | undefined;
}

/** What the sales pages and the CSP use: only valid values survive. */
export interface SalesPageSettings {
  checkoutUrl?: string;
  upsellCheckoutUrl?: string;
  pageConfig: PageConfig;
  /** Origins of the third-party scripts that may load (the CSP's script-src additions). */
  upsellScriptOrigin?: string;
  /** One log line naming every missing or invalid value, or undefined when all is well. */
  warning?: string;
}

const META_PIXEL_ID = /^\d{10,20}$/;
const GA_MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;
const OFFER_ID = /^[\w-]{1,100}$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An https URL (http only on this machine, for development); anything else is refused. */
export function safeExternalUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    if (url.username || url.password) return undefined;
    if (url.protocol === 'https:') return url;
    return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname) ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks the checkout and tracking values once, at start. A bad value never stops the server: the pages
 * still work without it (buy buttons lead to /login, trackers stay off) and `warning` says what to fix.
 */
export function salesPageSettings(env: SalesPageEnv): SalesPageSettings {
  const problems: string[] = [];
  const settings: SalesPageSettings = { pageConfig: {} };

  const checkoutUrl = checkUrl(
    env.CHECKOUT_URL,
    'CHECKOUT_URL',
    problems,
    'os botões de compra levam a /login',
  );
  if (checkoutUrl) settings.checkoutUrl = checkoutUrl.href;
  const upsellCheckoutUrl = checkUrl(
    env.UPSELL_CHECKOUT_URL,
    'UPSELL_CHECKOUT_URL',
    problems,
    'o botão de aceite do Onda Genial leva a /login',
  );
  if (upsellCheckoutUrl) settings.upsellCheckoutUrl = upsellCheckoutUrl.href;

  if (env.META_PIXEL_ID !== undefined) {
    if (META_PIXEL_ID.test(env.META_PIXEL_ID)) settings.pageConfig.metaPixelId = env.META_PIXEL_ID;
    else problems.push('META_PIXEL_ID inválido (esperado: só dígitos), o pixel de anúncios fica desligado');
  }
  if (env.GA_MEASUREMENT_ID !== undefined) {
    if (GA_MEASUREMENT_ID.test(env.GA_MEASUREMENT_ID))
      settings.pageConfig.gaMeasurementId = env.GA_MEASUREMENT_ID;
    else problems.push('GA_MEASUREMENT_ID inválido (esperado: G-XXXXXXX), o analytics fica desligado');
  }

  const { UPSELL_SCRIPT_URL: scriptValue, UPSELL_OFFER_ID: offerId } = env;
  if (scriptValue !== undefined || offerId !== undefined) {
    const scriptUrl = scriptValue === undefined ? undefined : safeExternalUrl(scriptValue);
    if (scriptUrl === undefined || offerId === undefined || !OFFER_ID.test(offerId)) {
      problems.push(
        'UPSELL_SCRIPT_URL (https) e UPSELL_OFFER_ID precisam estar ambos presentes e válidos, o script de upsell fica desligado',
      );
    } else {
      settings.pageConfig.upsellScript = { url: scriptUrl.href, offerId };
      settings.upsellScriptOrigin = scriptUrl.origin;
    }
  }

  if (problems.length > 0) settings.warning = `Páginas de vendas: ${problems.join('; ')}.`;
  return settings;
}

function checkUrl(
  value: string | undefined,
  name: string,
  problems: string[],
  fallback: string,
): URL | undefined {
  if (value === undefined) {
    problems.push(`${name} não configurada, ${fallback}`);
    return undefined;
  }
  const url = safeExternalUrl(value);
  if (url === undefined) problems.push(`${name} inválida (esperado: URL https), ${fallback}`);
  return url;
}
