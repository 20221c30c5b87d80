import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeModules } from './route-modules.ts';
import { routes } from './router.tsx';

const clientRoot = new URL('../..', import.meta.url).pathname;
const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const router = source('./router.tsx');
const guardedRoute = source('../features/access-guard/guarded-route.ts');

/** The `import('…')` a file in src/app/ writes for a module given from the client's root. */
const specifierFromApp = (module: string) => {
  const path = relative(`${clientRoot}src/app`, `${clientRoot}${module}`);
  return path.startsWith('.') ? path : `./${path}`;
};

describe('routeModules (the chunks the server preloads per path)', () => {
  it.each(Object.entries(routeModules))('%s lists modules its route really imports', (path, modules) => {
    const matched = matchRoutes(routes, path) ?? [];
    expect(matched.at(-1)?.route.path).toBe(path.slice(1));
    // Under the store's layout, which every listed path loads first.
    expect(matched.some((match) => match.route.id === 'app-providers')).toBe(true);
    for (const module of modules) {
      if (module.endsWith('access-guard.tsx')) {
        expect(guardedRoute).toContain(`import('./access-guard.tsx')`);
        expect(router).toMatch(new RegExp(`path: '${path.slice(1)}',\\s*lazy: guardedRoute\\(`));
      } else {
        expect(router).toContain(`import('${specifierFromApp(module)}')`);
      }
    }
  });
});
