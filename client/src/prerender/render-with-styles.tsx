import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { GlobalStyles } from '../app/global-styles.tsx';
import { theme } from '../app/theme.ts';
import { CheckoutTargets, prerenderCheckoutTargets } from '../shared/static-page/checkout-link.tsx';

/**
 * Renders a page to static HTML and collects its Emotion styles into one stylesheet, instead of the
 * `<style>` tags Emotion would scatter through server-rendered markup. `compat` mode makes the cache keep
 * every rule it inserts (the mechanism @emotion/server builds on).
 */
export function renderWithStyles(page: ReactNode): { body: string; css: string; headLinks: string } {
  const cache = createCache({ key: 'd' });
  cache.compat = true;
  const body = renderToStaticMarkup(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CheckoutTargets.Provider value={prerenderCheckoutTargets}>
          <GlobalStyles />
          {page}
        </CheckoutTargets.Provider>
      </ThemeProvider>
    </CacheProvider>,
  );
  const css = Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
  // React writes a <link rel="preload"> for each high-priority image at the start of the markup; it
  // belongs in <head>, where the browser meets it first.
  const [, preloads = '', rest = body] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(body) ?? [];
  return { body: rest, css, headLinks: preloads };
}
