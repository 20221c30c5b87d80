import { useSearchParams } from 'react-router-dom';
import { fillTemplate } from '../../shared/fill-template.ts';
import { LinkButton } from '../../shared/link-button.tsx';
import { LockIcon } from '../../shared/status-icons.tsx';
import { PROGRESS_RELOAD_THROTTLE_MS, useGetDayProgressQuery } from '../../entities/progress/progress-api.ts';
import { parseDayParam } from '../../entities/progress/day-param.ts';
import { DayScreen } from './day-screen.tsx';
import { dayProgrammeStrings as text } from '../../entities/day-programme/strings.ts';
import { usePrefetchProgrammeWeek } from '../../entities/day-programme/day-programme.tsx';
import { ScreenState, LoadingScreen, LoadErrorScreen } from '../../shared/screen-state.tsx';

function BackButton() {
  return (
    <LinkButton to="/" variant="secondary">
      {text.back}
    </LinkButton>
  );
}

function DayLoader({ dayNumber }: { dayNumber: number }) {
  const { data, isLoading, refetch } = useGetDayProgressQuery(dayNumber, {
    refetchOnMountOrArgChange: PROGRESS_RELOAD_THROTTLE_MS / 1000,
  });
  usePrefetchProgrammeWeek(dayNumber);

  if (isLoading) return <LoadingScreen label={text.loading} />;
  if (!data) {
    return (
      <LoadErrorScreen title={text.loadError} retry={{ label: text.retry, onClick: () => void refetch() }}>
        <BackButton />
      </LoadErrorScreen>
    );
  }
  if (data.status === 'locked') {
    return (
      <ScreenState title={text.locked}>
        <span css={(theme) => ({ color: theme.colors.textMuted })}>
          <LockIcon size={40} />
        </span>
        <h1 css={(theme) => ({ fontSize: theme.fontSizes.xl, margin: 0 })}>{text.locked}</h1>
        <p>{fillTemplate(text.lockedHint, { n: dayNumber - 1 })}</p>
        <BackButton />
      </ScreenState>
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
      <ScreenState title={text.dayNotFound}>
        <h1 css={(theme) => ({ fontSize: theme.fontSizes.xl })}>{text.dayNotFound}</h1>
        <p>{text.dayNotFoundHint}</p>
        <BackButton />
      </ScreenState>
    );
  }
  // A new day is a new screen: its drafts and dialogs start fresh.
  return <DayLoader key={dayNumber} dayNumber={dayNumber} />;
}
