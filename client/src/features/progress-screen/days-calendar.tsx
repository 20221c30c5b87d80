import type { ProgressHistoryDayDto } from '@detox/server/contracts/progress';
import { useId } from 'react';
import { formatShortDate } from '../../entities/progress-history/format.ts';
import { visuallyHidden } from '../../shared/visually-hidden.ts';
import { progressScreenStrings } from './strings.ts';

const text = progressScreenStrings.calendar;

function statusText(day: ProgressHistoryDayDto, current: boolean): string {
  if (day.completed && day.completedAt) return text.completedOn(formatShortDate(day.completedAt));
  if (day.completed) return text.completed;
  if (current) return text.current;
  if (day.status === 'in_progress') return text.inProgress;
  return day.status === 'locked' ? text.locked : text.available;
}

/** The 21 days as three weeks of seven: completed ones filled, with the date they were completed on. */
export function DaysCalendar({
  days,
  currentDay,
}: {
  days: readonly ProgressHistoryDayDto[];
  currentDay: number;
}) {
  const headingId = useId();
  const weeks = [0, 1, 2].map((week) => days.slice(week * 7, week * 7 + 7));
  return (
    <section aria-labelledby={headingId} css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <h2 id={headingId} css={(theme) => ({ fontSize: theme.fontSizes.lg, margin: 0 })}>
        {text.heading}
      </h2>
      {weeks.map((week, index) => (
        <div key={index} css={(theme) => ({ display: 'grid', gap: theme.space.xs })}>
          <h3 css={(theme) => ({ fontSize: theme.fontSizes.sm, margin: 0, color: theme.colors.textMuted })}>
            {text.week(index + 1)}
          </h3>
          <ol
            css={(theme) => ({
              margin: 0,
              padding: 0,
              listStyle: 'none',
              display: 'grid',
              gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
              gap: theme.space.xs,
            })}
          >
            {week.map((day) => {
              const current = day.dayNumber === currentDay && !day.completed;
              return (
                <li
                  key={day.dayNumber}
                  css={(theme) => ({
                    display: 'grid',
                    justifyItems: 'center',
                    alignContent: 'center',
                    minHeight: 48,
                    borderRadius: theme.radii.sm,
                    fontWeight: 700,
                    background: day.completed ? theme.colors.primary : theme.colors.surface,
                    color: day.completed ? theme.colors.onPrimary : theme.colors.text,
                    border: current
                      ? `3px solid ${theme.colors.accentStrong}`
                      : `1px solid ${day.completed ? theme.colors.primary : theme.colors.controlBorder}`,
                    opacity: day.status === 'locked' ? 0.75 : 1,
                  })}
                >
                  <span aria-hidden="true">{day.dayNumber}</span>
                  {day.completed && (
                    <span aria-hidden="true" css={{ fontSize: '0.7rem', fontWeight: 400 }}>
                      ✓
                    </span>
                  )}
                  <span css={visuallyHidden}>
                    {text.day(day.dayNumber)}: {statusText(day, current)}
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
        {text.legend}
      </p>
    </section>
  );
}
