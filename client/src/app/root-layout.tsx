import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { installStore } from '../features/install/install-store.ts';
import { UpdatePrompt } from '../features/pwa/update-prompt.tsx';
import { mainContentId } from '../shared/page-shell.tsx';
import { AppHeader, showsAppHeader } from './app-header.tsx';
import { FatalErrorBoundary } from './fatal-error/fatal-error-boundary.tsx';
import { NavigationProgress } from './navigation-progress.tsx';

/** Around every screen: optional header, navigation progress, error boundary, focus on navigation. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const shownPath = useRef(pathname);

  // Keep the browser's install prompt from the first screen on: it fires once per page load (spec §2 Prompts).
  useEffect(() => {
    installStore();
  }, []);

  // After client-side navigation, move focus to the new screen so screen readers announce it.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    document.getElementById(mainContentId)?.focus();
  }, [pathname]);

  return (
    <>
      {navigation.state === 'loading' && <NavigationProgress />}
      {showsAppHeader(pathname) && <AppHeader />}
      <FatalErrorBoundary resetKey={pathname}>
        <Outlet />
      </FatalErrorBoundary>
      <UpdatePrompt />
      <ScrollRestoration />
    </>
  );
}
