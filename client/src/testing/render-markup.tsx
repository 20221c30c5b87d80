import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
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
