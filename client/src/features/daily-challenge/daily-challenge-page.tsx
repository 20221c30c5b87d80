import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../shared/button.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { LinkButton } from '../../shared/link-button.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { Spinner } from '../../shared/spinner.tsx';
import { LockIcon } from '../../shared/status-icons.tsx';
import { PROGRESS_RELOAD_THROTTLE_MS, useGetDayProgressQuery } from '../../entities/progress/progress-api.ts';
import { parseDayParam } from '../../entities/progress/day-param.ts';
import { DayScreen } from './day-screen.tsx';
import { dayProgrammeStrings as text } from '../../entities/day-programme/strings.ts';
import { usePrefetchProgrammeWeek } from '../../entities/day-programme/day-programme.tsx';

function StateScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageShell title={title} centered>
      <div css={(theme) => ({ display: 'grid', gap: theme.space.md, justifyItems: 'center' })}>
        {children}
      </div>
    </PageShell>
  );
}

function BackButton() {
  return (
    <LinkButton to="/" variant="secondary">
      {text.back}
    </LinkButton>
  );
}

function DayLoader({ dayNumber }: { dayNumber: number }) {
  const { data, isLoading, isError, refetch } = useGetDayProgressQuery(dayNumber, {
    refetchOnMountOrArgChange: PROGRESS_RELOAD_THROTTLE_MS / 1000,
  });
  usePrefetchProgrammeWeek(dayNumber);

  if (isLoading) {
    return (
      <StateScreen title={text.loading}>
        <Spinner label={text.loading} />
        <p aria-hidden="true">{text.loading}</p>
      </StateScreen>
    );
  }
  if (!data) {
    return (
      <StateScreen title={text.loadError}>
        <div role={isError ? 'alert' : undefined}>
          <h1 css={(theme) => ({ fontSize: theme.fontSizes.xl })}>{text.loadError}</h1>
        </div>
        <div
          css={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: theme.space.sm,
          })}
        >
          <Button onClick={() => void refetch()}>{text.retry}</Button>
          <BackButton />
        </div>
      </StateScreen>
    );
  }
  if (data.status === 'locked') {
    return (
      <StateScreen title={text.locked}>
        <span css={(theme) => ({ color: theme.colors.textMuted })}>
          <LockIcon size={40} />
        </span>
        <h1 css={(theme) => ({ fontSize: theme.fontSizes.xl, margin: 0 })}>{text.locked}</h1>
        <p>{fillTemplate(text.lockedHint, { n: dayNumber - 1 })}</p>
        <BackButton />
      </StateScreen>
    );
  }
  return <DayScreen day={data} />;
}

/** `/daily-challenge?day=n` (spec §2): the day's programme, or its loading, error, unknown and locked states. */
export function DailyChallengePage() {
  const [searchParams] = useSearchParams();
  const dayNumber = parseDayParam(searchParams.get('day'));
  if (dayNumber === null) {
    return (
      <StateScreen title={text.dayNotFound}>
        <h1 css={(theme) => ({ fontSize: theme.fontSizes.xl })}>{text.dayNotFound}</h1>
        <p>{text.dayNotFoundHint}</p>
        <BackButton />
      </StateScreen>
    );
  }
  // A new day is a new screen: its drafts and dialogs start fresh.
  return <DayLoader key={dayNumber} dayNumber={dayNumber} />;
}
