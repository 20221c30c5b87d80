import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { configureStore } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { api } from '../shared/api/api.ts';
import { authSlice } from '../entities/auth/auth-slice.ts';
import { theme } from '../app/theme.ts';

/**
 * A component's static HTML, for tests in the node environment (no DOM): rendered with the app's theme, as the
 * prerender does. Effects do not run; what a component does on mount is tested through the function it calls.
 */
export function renderMarkup(node: ReactNode): string {
  return renderToStaticMarkup(
    <CacheProvider value={createCache({ key: 't' })}>
      <ThemeProvider theme={theme}>{node}</ThemeProvider>
    </CacheProvider>,
  );
}

/**
 * The same for a component that uses RTK Query hooks or links: inside a store holding the api slice (nothing is
 * fetched, since effects do not run) and a signed-out session, and a memory router.
 */
export function renderMarkupWithStore(node: ReactNode): string {
  const store = configureStore({
    reducer: { [authSlice.reducerPath]: authSlice.reducer, [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  return renderMarkup(
    <Provider store={store}>
      <MemoryRouter>{node}</MemoryRouter>
    </Provider>,
  );
}

/** The markup without Emotion's <style> tags and with entities decoded: what a reader would get as text. */
export function visibleText(markup: string): string {
  return markup
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
