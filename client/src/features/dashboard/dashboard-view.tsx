import type { Theme } from '@emotion/react';
import type { OverallProgressDto } from '@detox/server/contracts/progress';
import { type ReactNode, Suspense, useId } from 'react';
import { disclosureSummary } from '../../shared/disclosure-styles.ts';
import { fillTemplate } from '../../shared/fill-template.ts';
import { WeeklyChallenges } from './weekly-challenges.tsx';
import { DayCard } from '../../entities/progress/day-card.tsx';
import { dayGroups } from './day-list-model.ts';
import { DayRow } from './day-row.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { OverallProgress } from './overall-progress.tsx';
import { StreakCard } from './streak-card.tsx';
import { dashboardStrings as text } from './strings.ts';
import { lazyOptional } from '../../shared/lazy-optional.ts';

/** 'Como funciona' explains the first days; by day 4 the person knows (issue 23: one thing at a time). */
const HOW_IT_WORKS_UNTIL_DAY = 3;

/** The week's report (issue 23), loaded only once there is one: the dashboard's own chunk does not grow. */
const LatestJourneyReport = lazyOptional(
  async () => (await import('../../entities/progress-history/latest-report.tsx')).LatestJourneyReport,
);

/** The compact rows of the other days: one column on a phone, several on a wide screen. */
const dayRows = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
});

interface DashboardViewProps {
  progress: OverallProgressDto;
  /** The 'Insights Agora' card (spec §2 Dashboard), passed in by the shell, below the overall progress. */
  insights?: ReactNode;
  /** The one prompt of the visit (install, reminders), passed in by the shell: below the progress, not above it. */
  prompts?: ReactNode;
}

/**
 * 'Sua Jornada de Detox Digital': overall progress, the current day's card, the prompt, weekly challenges, how it
 * works and the other days in compact rows (issue 23: the 21 full cards made the phone dashboard ~6,100 px tall).
 */
export function DashboardView({ progress, insights, prompts }: DashboardViewProps) {
  const daysHeadingId = useId();
  const currentHeadingId = useId();
  const days = dayGroups(progress.progress, progress.currentDay);
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.lg })}>
      <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xxl })}>{text.title}</h1>
      <OverallProgress
        daysCompleted={progress.daysCompleted}
        currentDay={progress.currentDay}
        isCompleted={progress.isCompleted}
      />
      {days.current && (
        <section
          aria-labelledby={currentHeadingId}
          css={(theme) => ({ display: 'grid', gap: theme.space.sm })}
        >
          <h2 id={currentHeadingId} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
            {text.days.current}
          </h2>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', maxWidth: '40rem' }}>
            <DayCard progress={days.current} />
          </ul>
        </section>
      )}
      {prompts}
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
        <div css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
          {days.done.length > 0 && (
            <ol css={dayRows}>
              {days.done.map((day) => (
                <DayRow key={day.dayNumber} progress={day} />
              ))}
            </ol>
          )}
          {days.locked.length > 0 && (
            <details>
              <summary css={disclosureSummary}>
                {days.locked.length === 1
                  ? text.days.showLockedOne
                  : fillTemplate(text.days.showLocked, { n: days.locked.length })}
              </summary>
              <ol css={dayRows}>
                {days.locked.map((day) => (
                  <DayRow key={day.dayNumber} progress={day} />
                ))}
              </ol>
            </details>
          )}
        </div>
      </section>
    </div>
  );
}
