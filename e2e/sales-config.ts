import type { BrowserContext } from 'playwright-core';

/** A server configured with checkouts and trackers (none of these hosts is reached: see routeThirdParties). */
export const configuredEnv = {
  CHECKOUT_URL: 'https://checkout.exemplo.com.br/detox21',
  UPSELL_CHECKOUT_URL: 'https://checkout.exemplo.com.br/onda-genial',
  UPSELL_SCRIPT_URL: 'https://upsell.exemplo.com.br/one-click.js',
  UPSELL_OFFER_ID: 'onda-genial-47',
  META_PIXEL_ID: '123456789012345',
  GA_MEASUREMENT_ID: 'G-AB12CD34EF',
};

export interface ThirdPartyLog {
  /** Every request that left our origin, with the time it was made (page clock, ms since navigation). */
  requests: { url: string }[];
}

const FAKE_SCRIPTS: Record<string, string> = {
  'connect.facebook.net': 'window.__fakePixelLoaded = true;',
  'www.googletagmanager.com': 'window.__fakeGtagLoaded = true;',
  'upsell.exemplo.com.br':
    'window.__fakeUpsellOffer = document.currentScript && document.currentScript.dataset.offerId;',
};

/**
 * Answers every request outside the app's origin locally: the checkout with a tiny page, the trackers with
 * stand-in scripts. Nothing reaches the internet, and the log says what the page asked for.
 */
export async function routeThirdParties(context: BrowserContext, appOrigin: string): Promise<ThirdPartyLog> {
  const log: ThirdPartyLog = { requests: [] };
  await context.route(
    (url) => url.origin !== appOrigin,
    async (route) => {
      const url = new URL(route.request().url());
      log.requests.push({ url: url.href });
      const script = FAKE_SCRIPTS[url.hostname];
      if (script !== undefined) {
        await route.fulfill({ contentType: 'text/javascript', body: script });
      } else if (url.hostname === 'checkout.exemplo.com.br') {
        await route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Checkout</title><h1>Checkout</h1>',
        });
      } else {
        await route.abort();
      }
    },
  );
  return log;
}
