import { completionGreeting, completionScreen } from '@detox/fixtures/marketing/completion';
import { lazy, Suspense, useId } from 'react';
import { Card } from '../../shared/card.tsx';
import { LinkButton } from '../../shared/link-button.tsx';
import { TrophyIcon } from '../../shared/status-icons.tsx';
import { RestartJourney } from './restart-journey.tsx';
import { Row } from '../../shared/row.tsx';

interface CompletionViewProps {
  userName: string | undefined;
  daysCompleted: number;
  tasksDone: number;
  /** Where 'Ver Dashboard' leads. */
  dashboardHref: string;
  /** After the journey was restarted: the user is signed out (spec §2). */
  onRestarted: () => Promise<void>;
}

// The report's code and its history read load only when the completion screen shows, not with the dashboard.
const CompletionReport = lazy(async () => ({
  default: (await import('../../entities/progress-history/latest-report.tsx')).LatestJourneyReport,
}));

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <li
      css={(theme) => ({
        display: 'grid',
        justifyItems: 'center',
        padding: theme.space.md,
        borderRadius: theme.radii.md,
        background: theme.colors.primarySoft,
      })}
    >
      <span
        css={(theme) => ({ fontSize: theme.fontSizes.xxl, fontWeight: 800, color: theme.colors.primary })}
      >
        {value}
      </span>
      <span
        css={(theme) => ({
          fontSize: theme.fontSizes.sm,
          color: theme.colors.textMuted,
          textAlign: 'center',
        })}
      >
        {label}
      </span>
    </li>
  );
}

/** The completion screen (spec §2): congratulations, figures, achievements, tips, dashboard and restart. */
export function CompletionView({
  userName,
  daysCompleted,
  tasksDone,
  dashboardHref,
  onRestarted,
}: CompletionViewProps) {
  const screen = completionScreen;
  const achievementsId = useId();
  const tipsId = useId();
  const list = { margin: 0, padding: 0, listStyle: 'none' } as const;
  return (
    <div
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: theme.space.lg,
        width: '100%',
        maxWidth: '48rem',
        margin: '0 auto',
      })}
    >
      <header css={{ textAlign: 'center' }}>
        <span css={(theme) => ({ display: 'inline-flex', color: theme.colors.accentStrong })}>
          <TrophyIcon size={56} />
        </span>
        <h1 css={(theme) => ({ fontSize: theme.fontSizes.xxl, marginBottom: theme.space.sm })}>
          {completionGreeting(userName)}
        </h1>
        <p
          css={(theme) => ({
            fontSize: theme.fontSizes.lg,
            fontWeight: 700,
            color: theme.colors.primary,
            margin: 0,
          })}
        >
          {screen.title}
        </p>
        <p css={(theme) => ({ color: theme.colors.textMuted, marginTop: theme.space.sm })}>
          {screen.subtitle}
        </p>
      </header>
      <ul
        css={(theme) => ({
          ...list,
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space.sm,
          // Three across when there is room; on a 360 px phone two, and the third ('dias de transformação', a
          // word wider than a third of the screen) takes the row under them; one a row with text at 200%.
          '& > li': { flex: '1 1 7rem' },
        })}
      >
        <Figure value={daysCompleted} label={screen.labels.daysCompleted} />
        <Figure value={tasksDone} label={screen.labels.tasksDone} />
        <Figure value={screen.transformationDays} label={screen.labels.transformationDays} />
      </ul>
      <Suspense fallback={null}>
        <CompletionReport />
      </Suspense>
      <Card as="section" aria-labelledby={achievementsId}>
        <h2 id={achievementsId} css={(theme) => ({ fontSize: theme.fontSizes.lg })}>
          {screen.achievementsTitle}
        </h2>
        <ul css={(theme) => ({ ...list, display: 'grid', gap: theme.space.md })}>
          {screen.achievements.map((achievement) => (
            <li key={achievement.title} css={(theme) => ({ display: 'flex', gap: theme.space.sm })}>
              <span aria-hidden="true" css={(theme) => ({ color: theme.colors.primary, fontWeight: 700 })}>
                ✓
              </span>
              <span>
                <strong css={{ display: 'block' }}>{achievement.title}</strong>
                <span css={(theme) => ({ color: theme.colors.textMuted })}>{achievement.description}</span>
              </span>
            </li>
          ))}
        </ul>
      </Card>
      <section aria-labelledby={tipsId}>
        <h2 id={tipsId} css={(theme) => ({ fontSize: theme.fontSizes.lg })}>
          {screen.tipsTitle}
        </h2>
        <ul
          css={(theme) => ({
            ...list,
            display: 'grid',
            gap: theme.space.md,
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
          })}
        >
          {screen.tips.map((tip) => (
            <Card as="li" key={tip.id}>
              <strong css={{ display: 'block' }}>{tip.title}</strong>
              <span css={(theme) => ({ color: theme.colors.textMuted })}>{tip.description}</span>
            </Card>
          ))}
        </ul>
      </section>
      <Row justify="center">
        <LinkButton to={dashboardHref}>{screen.buttons.dashboard}</LinkButton>
        <RestartJourney onRestarted={onRestarted} />
      </Row>
    </div>
  );
}
