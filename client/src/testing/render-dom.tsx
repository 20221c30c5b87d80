import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { theme } from '../app/theme.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * Mounts a component in the document, with the app's theme, for tests in the jsdom environment (a file that starts
 * with `// @vitest-environment jsdom`): effects run, so what a component does when it appears (the focus) and when
 * it is used (clicks) can be checked. `unmount` takes it away again.
 */
export function renderInDom(node: ReactNode): { container: HTMLElement; unmount: () => void } {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom lays nothing out: scrolling into view is a no-op there.
  Element.prototype.scrollIntoView = function scrollIntoView() {
    // nothing to scroll
  };
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => {
    root.render(
      <CacheProvider value={createCache({ key: 't' })}>
        <ThemeProvider theme={theme}>{node}</ThemeProvider>
      </CacheProvider>,
    );
  });
  return {
    container,
    unmount: () => {
      act(() => {
        root.unmount();
      });
      container.remove();
    },
  };
}

/** Clicks an element inside act, and lets the promises it started settle (a send that resolves at once). */
export async function clickAndSettle(element: Element | null | undefined): Promise<void> {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  await act(async () => {
    element.click();
    await Promise.resolve();
  });
}
