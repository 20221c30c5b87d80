import { Link } from 'react-router-dom';
import { Card } from '../../shared/card.tsx';
import { useGetUserStatsQuery, useStreakHidden } from '../../entities/progress/streak.ts';
import { streakStrings as text } from '../../entities/progress/strings.ts';

/**
 * The streak, kindly (issue 24): days in a row on the person's calendar, paused (not wiped) by a rest day, and
 * never shown when the person turned it off in the settings.
 */
export function StreakCard() {
  const hidden = useStreakHidden();
  const { data } = useGetUserStatsQuery(undefined, { skip: hidden });
  if (hidden || !data) return null;
  const { streak } = data;
  return (
    <Card as="section" aria-label={text.heading} css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.md, color: theme.colors.textMuted })}>
        {text.heading}
      </h2>
      {streak.days > 0 ? (
        <p
          css={(theme) => ({
            margin: 0,
            fontSize: theme.fontSizes.xl,
            fontWeight: 800,
            color: theme.colors.primary,
          })}
        >
          {text.days(streak.days)}
        </p>
      ) : (
        <p css={{ margin: 0 }}>{text.none}</p>
      )}
      {streak.days > 0 && (
        <p css={{ margin: 0 }}>
          {streak.paused ? text.paused : streak.restDayAvailable ? text.restAvailable : text.restUsed}
        </p>
      )}
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>
        <Link to="/settings#sequencia" css={(theme) => ({ color: theme.colors.primary })}>
          {text.hideHint}
        </Link>
      </p>
    </Card>
  );
}
