import { Outlet } from 'react-router-dom';
import { selectCurrentUser, selectIsAuthenticated } from '../../entities/auth/auth-slice.ts';
import { useSessionActions } from '../../entities/auth/use-session-actions.ts';
import { useGetProgressQuery } from '../../entities/progress/progress-api.ts';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { ShellNav } from './shell-nav.tsx';
import { offersCompletion } from './shell-view.ts';

/**
 * The screens the navigation leads to (Progresso, Diário, Orientações salvas, Configurações) keep it, the open one
 * marked (issue 23 item 5): the phone's bottom bar, so the thumb moves between them as between tabs, and at
 * desktop widths the same row as on /app, where it is on /app. It comes before the page, as on /app.
 */
export function ShellTabsLayout() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectCurrentUser);
  const { logout } = useSessionActions();
  const progress = useGetProgressQuery(undefined, { skip: !signedIn });
  const journey = progress.data;
  return (
    <>
      {signedIn && (
        <ShellNav
          besidePage
          showCompletion={
            journey ? offersCompletion(journey.summary.progressPercentage, journey.isCompleted) : false
          }
          showSupport={(user?.roles?.length ?? 0) > 0}
          onSignOut={logout}
        />
      )}
      <Outlet />
    </>
  );
}
