import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { guardedRoute } from '../features/access-guard/guarded-route.ts';
import { redirectSignedInVisitor } from '../features/sales/redirect-signed-in.ts';
import { withRetries } from '../shared/with-retries.ts';
import { CatchAllRoute } from './catch-all-route.tsx';
import { RouteErrorScreen } from './fatal-error/route-error-screen.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteSpinner } from './route-spinner.tsx';

// Route table of spec §2. Every screen is its own chunk (`lazy`); the ones that use the store sit under
// the AppProviders layout, so `/`, the landing pages and 404 load neither Redux nor RTK Query.
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <RouteSpinner />,
    children: [
      {
        index: true,
        loader: redirectSignedInVisitor,
        lazy: async () => ({ Component: (await import('../features/sales/sales-page.tsx')).SalesPage }),
      },
      {
        path: 'quiz',
        lazy: async () => ({ Component: (await import('../features/quiz/quiz-page.tsx')).QuizPage }),
      },
      {
        id: 'app-providers',
        lazy: async () => ({ Component: (await import('./app-providers.tsx')).AppProviders }),
        children: [
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('../features/login/login-page.tsx')).LoginPage }),
          },
          {
            path: 'app',
            lazy: async () => ({
              Component: (await import('./app-shell/app-shell-page.tsx')).AppShellPage,
            }),
          },
          {
            path: 'detox-day',
            lazy: guardedRoute(
              'authenticated',
              async () => (await import('../features/detox-day/detox-day-page.tsx')).DetoxDayPage,
            ),
          },
          {
            path: 'daily-challenge',
            lazy: guardedRoute(
              'premium',
              async () =>
                (await import('../features/daily-challenge/daily-challenge-page.tsx')).DailyChallengePage,
            ),
          },
          {
            path: 'admin/webhook-test',
            lazy: guardedRoute(
              'admin',
              async () => (await import('../features/webhook-test/webhook-test-page.tsx')).WebhookTestPage,
            ),
          },
          {
            path: 'support',
            lazy: guardedRoute(
              'support',
              async () => (await import('../features/support/support-page.tsx')).SupportPage,
            ),
          },
          {
            path: 'upsell-onda-genial',
            lazy: async () => ({
              Component: (await import('../features/upsell/upsell-page.tsx')).UpsellPage,
            }),
          },
          {
            path: 'test-complete-day',
            lazy: guardedRoute(
              'authenticated',
              async () => (await import('../features/debug/complete-day-test-page.tsx')).CompleteDayTestPage,
            ),
          },
          {
            path: 'debug-button-conditions',
            lazy: guardedRoute(
              'authenticated',
              async () => (await import('../features/debug/button-conditions-page.tsx')).ButtonConditionsPage,
            ),
          },
          {
            path: 'upgrade',
            lazy: async () => ({
              Component: (await import('../features/subscription/upgrade-page.tsx')).UpgradePage,
            }),
          },
          {
            path: 'renew',
            lazy: async () => ({
              Component: (await import('../features/subscription/renew-page.tsx')).RenewPage,
            }),
          },
          {
            // The screens the phone's bottom bar leads to keep the bar (app-shell/shell-tabs-layout.tsx).
            lazy: async () => ({
              Component: (await import('./app-shell/shell-tabs-layout.tsx')).ShellTabsLayout,
            }),
            children: [
              {
                path: 'progress',
                lazy: guardedRoute(
                  'premium',
                  async () => (await import('../features/progress-screen/progress-page.tsx')).ProgressPage,
                ),
              },
              {
                path: 'journal',
                lazy: guardedRoute(
                  'premium',
                  async () => (await import('../features/journal/journal-page.tsx')).JournalPage,
                ),
              },
              {
                path: 'saved-guidance',
                lazy: guardedRoute(
                  'authenticated',
                  async () =>
                    (await import('../features/saved-guidance/saved-guidance-page.tsx')).SavedGuidancePage,
                ),
              },
              {
                path: 'settings',
                lazy: guardedRoute(
                  'authenticated',
                  async () => (await import('../features/settings/settings-page.tsx')).SettingsPage,
                ),
              },
            ],
          },
          {
            path: 'connection-test',
            lazy: async () => ({
              Component: (await import('../features/diagnostics/connection-test-page.tsx'))
                .ConnectionTestPage,
            }),
          },
        ],
      },
      // /lp*, /landing*, /vsl* and every unknown path.
      { path: '*', element: <CatchAllRoute /> },
    ],
  },
];

/**
 * Every screen's chunk that fails to download (a 4G drop) is asked for again after 1 s and 3 s before the route's
 * error screen ('Algo deu errado', whose retry reloads the page) is shown.
 */
function retryChunkDownloads(list: RouteObject[]): void {
  for (const route of list) {
    const load = route.lazy;
    if (typeof load === 'function') route.lazy = () => withRetries(load);
    if (route.children) retryChunkDownloads(route.children);
  }
}
retryChunkDownloads(routes);

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
