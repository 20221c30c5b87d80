import { type ReactNode, useEffect } from 'react';

/** Whether this document was loaded for the current path (rather than reached by client-side navigation). */
function loadedForThisPath(): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  if (navigation === undefined) return true;
  return new URL(navigation.name).pathname === window.location.pathname;
}

/**
 * A route of the SPA whose page the server serves prerendered (/, /lp*, /quiz, /upsell-onda-genial). Reached
 * by client-side navigation, it reloads so the server's page (config filled in, its own small script) loads.
 * Booted on this very path, the server had no prerendered page (Vite dev server, partial build): the React
 * version renders instead, and `enhance` wires it up like the static page's script does.
 */
export function ServedAsDocument({
  children,
  enhance,
}: {
  children: ReactNode;
  enhance: () => Promise<unknown>;
}) {
  const reload = !loadedForThisPath();
  useEffect(() => {
    if (reload) window.location.reload();
    else void enhance();
  }, [reload, enhance]);
  return reload ? null : children;
}
