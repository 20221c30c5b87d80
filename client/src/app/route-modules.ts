// The modules each app screen's route loads before it can show anything (the `lazy` of router.tsx and of its
// parent layout), by path. The build lists their chunks in dist/route-preloads.json and the server sends them
// with the screen's HTML as modulepreload links (issue 23 item 7): one round trip for all of them, not a chain.
// route-modules.test.ts checks every module here is one the router really imports for that path.

const appProviders = 'src/app/app-providers.tsx';
const accessGuard = 'src/features/access-guard/access-guard.tsx';
const guarded = (page: string) => [appProviders, accessGuard, page];
/** The screens the phone's bottom bar leads to sit under its layout (app-shell/shell-tabs-layout.tsx). */
const tabsLayout = 'src/app/app-shell/shell-tabs-layout.tsx';
const tab = (page: string) => [appProviders, tabsLayout, accessGuard, page];

export const routeModules: Record<string, readonly string[]> = {
  '/login': [appProviders, 'src/features/login/login-page.tsx'],
  '/app': [appProviders, 'src/app/app-shell/app-shell-page.tsx'],
  '/daily-challenge': guarded('src/features/daily-challenge/daily-challenge-page.tsx'),
  '/detox-day': guarded('src/features/detox-day/detox-day-page.tsx'),
  '/progress': tab('src/features/progress-screen/progress-page.tsx'),
  '/journal': tab('src/features/journal/journal-page.tsx'),
  '/saved-guidance': tab('src/features/saved-guidance/saved-guidance-page.tsx'),
  '/settings': tab('src/features/settings/settings-page.tsx'),
  '/upgrade': [appProviders, 'src/features/subscription/upgrade-page.tsx'],
  '/renew': [appProviders, 'src/features/subscription/renew-page.tsx'],
};
