import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { AppHeader, showsAppHeader } from '../app/app-header.tsx';
import { makeStore } from '../app/store.ts';
import { LoginPage } from '../features/login/login-page.tsx';

/**
 * The first view of the app screens listed in `appShellFiles` (server/src/contracts/route-preloads.ts), rendered
 * with the same components as the live screen (and the header RootLayout puts above it), signed out, with a store and the router at that path. Its
 * buttons do nothing until the app has taken over (app/shell-takeover.ts); typing does, and is kept.
 */
export const appShellScreens: Readonly<Record<string, () => ReactNode>> = {
  '/login': () => (
    <Provider store={makeStore()}>
      <StaticRouter location="/login">
        {showsAppHeader('/login') && <AppHeader />}
        <LoginPage />
      </StaticRouter>
    </Provider>
  ),
};
