import { type ReactNode, useState } from 'react';
import { Button } from '../../shared/button.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { LinkButton } from '../../shared/link-button.tsx';
import { aiErrorMessage } from '../../entities/guidance/ai-error.ts';
import { useGetDayContentQuery } from '../../entities/guidance/ai-api.ts';
import {
  PROGRESS_RELOAD_THROTTLE_MS,
  useGetDayProgressQuery,
  useGetProgressQuery,
} from '../../entities/progress/progress-api.ts';
import { DayView } from './day-view.tsx';
import { LoadingPage } from './loading-page.tsx';
import { detoxDayStrings as text } from './strings.ts';
import { usePrefetchProgrammeWeek } from '../../entities/day-programme/day-programme.tsx';
import { Row } from '../../shared/row.tsx';
import { ScreenState } from '../../shared/screen-state.tsx';

const reload = { refetchOnMountOrArgChange: PROGRESS_RELOAD_THROTTLE_MS / 1000 };

function StateCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ScreenState title={title} role="alert">
      <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xl })}>{title}</h1>
      {children}
    </ScreenState>
  );
}

function NotFound({ dayNumber }: { dayNumber: number }) {
  return (
    <StateCard title={text.notFound}>
      <p css={{ margin: 0 }}>{fillTemplate(text.notFoundHint, { n: dayNumber })}</p>
      <LinkButton to="/app">{text.toDashboard}</LinkButton>
    </StateCard>
  );
}

function DayLoader({ dayNumber }: { dayNumber: number }) {
  const day = useGetDayProgressQuery(dayNumber, reload);
  usePrefetchProgrammeWeek(dayNumber);
  const content = useGetDayContentQuery(dayNumber);
  if (day.isLoading || content.isLoading) return <LoadingPage />;
  if (!day.data) return <NotFound dayNumber={dayNumber} />;
  if (!content.data) {
    return (
      <StateCard title={text.contentError}>
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
          {aiErrorMessage(content.error, text.contentErrorFallback)}
        </p>
        <Row justify="center">
          <Button disabled={content.isFetching} onClick={() => void content.refetch()}>
            {text.retry}
          </Button>
          <LinkButton to="/" variant="secondary">
            {text.back}
          </LinkButton>
        </Row>
      </StateCard>
    );
  }
  return <DayView day={day.data} content={content.data} />;
}

/** `/detox-day` (spec §2): the current day of the programme, personalised by the mentor. */
export function DetoxDayPage() {
  const progress = useGetProgressQuery(undefined, reload);
  // spec §2: the day comes from the programme state, not from the address. It is kept while the screen is open:
  // completing the day moves the programme on, and the celebration belongs to the day just completed.
  const [pinned, setPinned] = useState<number | null>(null);
  const current = progress.data ? Math.min(Math.max(progress.data.currentDay, 1), 21) : null;
  if (pinned === null && current !== null) setPinned(current);
  if (progress.isLoading) return <LoadingPage />;
  const dayNumber = pinned ?? current;
  if (dayNumber === null) return <NotFound dayNumber={1} />;
  return <DayLoader key={dayNumber} dayNumber={dayNumber} />;
}
