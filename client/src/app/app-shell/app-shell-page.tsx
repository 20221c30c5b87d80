import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { LinkButton } from '../../shared/link-button.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { Spinner } from '../../shared/spinner.tsx';
import { selectCurrentUser, selectIsAuthenticated } from '../../entities/auth/auth-slice.ts';
import { useSessionActions } from '../../entities/auth/use-session-actions.ts';
import { AccessGuard } from '../../features/access-guard/access-guard.tsx';
import { DashboardView } from '../../features/dashboard/dashboard-view.tsx';
import { dashboardStrings } from '../../features/dashboard/strings.ts';
import { PROGRESS_RELOAD_THROTTLE_MS, useGetProgressQuery } from '../../entities/progress/progress-api.ts';
import { ShellLanding } from './shell-landing.tsx';
import { ShellNav } from './shell-nav.tsx';
import { offersCompletion, shellHref, shellView } from './shell-view.ts';
import { appShellStrings as text } from './strings.ts';
import { lazyOptional } from '../../shared/lazy-optional.ts';
import { LoadingScreen, LoadErrorScreen } from '../../shared/screen-state.tsx';

/*
 * What the dashboard's first paint does not need loads after it (issue 23 item 7, cheap phones): the completion
 * screen (shown once, at the end), the 'Insights Agora' card (its AI calls) and the prompts (install, reminders).
 */
const CompletionView = lazy(async () => ({
  default: (await import('../../features/completion/completion-view.tsx')).CompletionView,
}));
// The card and the prompts are optional: a chunk that does not arrive leaves them out, not the dashboard.
const InsightsNowCard = lazyOptional(
  async () => (await import('../../features/dashboard/insights-now-card.tsx')).InsightsNowCard,
);
const AppPrompts = lazyOptional(
  async () => (await import('../../features/install/install-banner.tsx')).AppPrompts,
);

function SignedInJourney() {
  const [searchParams] = useSearchParams();
  const user = useAppSelector(selectCurrentUser);
  // spec §4: logout calls the server and, whatever the outcome, clears the session and the cached progress.
  const { logout: signOut } = useSessionActions();
  const progress = useGetProgressQuery(undefined, {
    refetchOnMountOrArgChange: PROGRESS_RELOAD_THROTTLE_MS / 1000,
  });

  // Every role (support, admin) is staff.
  const staff = (user?.roles?.length ?? 0) > 0;
  if (progress.isLoading) return <LoadingScreen label={text.loading} />;
  if (!progress.data) {
    return (
      <LoadErrorScreen
        title={text.loadError}
        retry={{ label: text.retry, onClick: () => void progress.refetch() }}
      >
        {staff && (
          <LinkButton to="/support" variant="secondary">
            {text.goToSupport}
          </LinkButton>
        )}
      </LoadErrorScreen>
    );
  }

  const journey = progress.data;
  const view = shellView(searchParams.get('view'), journey.isCompleted);
  return (
    <PageShell title={view === 'completion' ? text.nav.completion : dashboardStrings.title} wide>
      <div css={(theme) => ({ display: 'grid', gap: theme.space.md })}>
        <ShellNav
          view={view}
          showCompletion={offersCompletion(journey.summary.progressPercentage, journey.isCompleted)}
          showSupport={staff}
          onSignOut={signOut}
        />
        {view === 'completion' ? (
          <Suspense fallback={<Spinner label={text.loading} />}>
            <CompletionView
              userName={user?.name}
              daysCompleted={journey.daysCompleted}
              tasksDone={journey.summary.completedTasks}
              dashboardHref={shellHref.dashboard}
              onRestarted={signOut}
            />
          </Suspense>
        ) : (
          <DashboardView
            progress={journey}
            insights={
              <Suspense fallback={null}>
                <InsightsNowCard dayNumber={journey.currentDay} />
              </Suspense>
            }
            prompts={
              <Suspense fallback={null}>
                <AppPrompts />
              </Suspense>
            }
          />
        )}
      </div>
    </PageShell>
  );
}

/**
 * A signed-in subscriber meets the journey; a signed-in person without access meets the access guard's screen
 * ('Acesso Premium Necessário', with the way to buy) instead of a load error (issue 23). Staff pass: their shell
 * links to /support even without a subscription of their own.
 */
function SignedInShell() {
  const user = useAppSelector(selectCurrentUser);
  const staff = (user?.roles?.length ?? 0) > 0;
  if (staff) return <SignedInJourney />;
  return (
    <AccessGuard access="premium">
      <SignedInJourney />
    </AccessGuard>
  );
}

/** `/app`, the in-app shell (spec §2, §4): landing for visitors, the dashboard or completion screen for users. */
export function AppShellPage() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  return signedIn ? <SignedInShell /> : <ShellLanding />;
}
