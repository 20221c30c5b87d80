import type { OverallProgressDto } from '@detox/server/contracts/progress';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { WeeklyChallenges } from './weekly-challenges.tsx';
import { DayCard } from '../../entities/progress/day-card.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { OverallProgress } from './overall-progress.tsx';
import { StreakCard } from './streak-card.tsx';
import { dashboardStrings as text } from './strings.ts';

/** 'Como funciona' explains the first days; by day 4 the person knows (issue 23: one thing at a time). */
const HOW_IT_WORKS_UNTIL_DAY = 3;

/** The week's report (issue 23), loaded only once there is one: the dashboard's own chunk does not grow. */
const LatestJourneyReport = lazy(() =>
  import('../../entities/progress-history/latest-report.tsx').then((module) => ({
    default: module.LatestJourneyReport,
  })),
);

interface DashboardViewProps {
  progress: OverallProgressDto;
  /** The 'Insights Agora' card (spec §2 Dashboard), passed in by the shell, below the overall progress. */
  insights?: ReactNode;
}

/** 'Sua Jornada de Detox Digital': overall progress, weekly challenges, how it works and the 21 day cards. */
export function DashboardView({ progress, insights }: DashboardViewProps) {
  const daysHeadingId = useId();
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.lg })}>
      <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xxl })}>{text.title}</h1>
      <OverallProgress
        daysCompleted={progress.daysCompleted}
        currentDay={progress.currentDay}
        isCompleted={progress.isCompleted}
      />
      <StreakCard />
      {insights}
      <WeeklyChallenges currentDay={progress.currentDay} />
      {progress.daysCompleted >= 7 && (
        <Suspense fallback={null}>
          <LatestJourneyReport short />
        </Suspense>
      )}
      {progress.currentDay <= HOW_IT_WORKS_UNTIL_DAY && <HowItWorks />}
      <section aria-labelledby={daysHeadingId}>
        <h2 id={daysHeadingId} css={(theme) => ({ fontSize: theme.fontSizes.xl })}>
          {text.days.heading}
        </h2>
        <ol
          css={(theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: theme.space.md,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
          })}
        >
          {progress.progress.map((day) => (
            <DayCard key={day.dayNumber} progress={day} />
          ))}
        </ol>
      </section>
    </div>
  );
}
