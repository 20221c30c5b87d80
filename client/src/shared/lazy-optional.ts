import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { DOWNLOAD_RETRY_DELAYS_MS, withRetries } from './with-retries.ts';

function Nothing() {
  return null;
}

/**
 * Loads an optional part's component, with retries; if it never arrives, a component that renders nothing.
 */
export async function loadOptional<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  delaysMs: readonly number[] = DOWNLOAD_RETRY_DELAYS_MS,
): Promise<{ default: ComponentType<Props> }> {
  try {
    return { default: await withRetries(load, delaysMs) };
  } catch (error) {
    console.warn('Parte opcional da tela não carregou; segue sem ela nesta visita.', error);
    return { default: Nothing as ComponentType<Props> };
  }
}

/**
 * A part of a screen the screen works without (a prompt, a card, an overlay, the toasts), its code fetched when
 * it is first shown. A download that fails is tried again after 1 s and 3 s; if it still does not arrive the part
 * is left out for this visit (the next page load tries again). With `React.lazy` alone, one failed chunk took the
 * whole screen to the error page, which on a bad connection is the screen the person came for.
 */
export function lazyOptional<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => loadOptional(load));
}
