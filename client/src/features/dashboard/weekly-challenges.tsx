import { useId } from 'react';
import { Button } from '../../shared/button.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { weeklyChallengeStrings as text } from './weekly-challenge-strings.ts';
import {
  useGetWeeklyChallengesQuery,
  useGetWeeklyStatusQuery,
} from '../../entities/weekly-challenge/weekly-challenge-api.ts';
import { WeeklyChallengeCard } from './weekly-challenge-card.tsx';

/** The weekly challenge cards of the unlocked weeks, and when the next one opens (spec §4). */
export function WeeklyChallenges({ currentDay }: { currentDay: number }) {
  const headingId = useId();
  const status = useGetWeeklyStatusQuery(currentDay);
  const challenges = useGetWeeklyChallengesQuery(undefined);

  if (status.isLoading || challenges.isLoading) return null;
  if (!status.data || !challenges.data) {
    return (
      <div css={(theme) => ({ display: 'grid', gap: theme.space.sm, justifyItems: 'start' })}>
        <InlineAlert>{text.loadError}</InlineAlert>
        <Button
          variant="secondary"
          onClick={() => {
            void status.refetch();
            void challenges.refetch();
          }}
        >
          {text.retry}
        </Button>
      </div>
    );
  }

  const unlocked = status.data.weeks.filter((week) => week.unlocked);
  const next = status.data.weeks.find((week) => !week.unlocked);
  const nextLine = next && (
    <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
      {fillTemplate(text.nextWeek, { n: next.weekNumber, day: next.unlockDay })}
    </p>
  );
  if (unlocked.length === 0) return nextLine ?? null;

  return (
    <section aria-labelledby={headingId} css={(theme) => ({ display: 'grid', gap: theme.space.md })}>
      <h2 id={headingId} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xl })}>
        {text.heading}
      </h2>
      <ul
        css={(theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.space.md,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
        })}
      >
        {unlocked.map((week) => (
          <WeeklyChallengeCard
            key={week.weekNumber}
            weekNumber={week.weekNumber}
            unlockDay={week.unlockDay}
            challenge={challenges.data?.find((challenge) => challenge.weekNumber === week.weekNumber)}
          />
        ))}
      </ul>
      {nextLine}
    </section>
  );
}
