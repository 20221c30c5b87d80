import type { ComponentType } from 'react';
import type { RequiredAccess } from '../../entities/access/access-rules.ts';

/**
 * A route's `lazy` that loads the page and the guard together and wraps one in the other. Only this small file
 * is in the router's chunk: the guard (and the store it reads) loads with the page, so `/` stays light.
 */
export function guardedRoute(access: RequiredAccess, loadPage: () => Promise<ComponentType>) {
  return async () => {
    const [Page, { withAccessGuard }] = await Promise.all([loadPage(), import('./access-guard.tsx')]);
    return { Component: withAccessGuard(Page, access) };
  };
}
