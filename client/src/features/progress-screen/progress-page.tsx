import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { formatWhole } from '../../entities/progress-history/format.ts';
import { useGetProgressHistoryQuery } from '../../entities/progress-history/history-api.ts';
import { JourneyReport } from '../../entities/progress-history/journey-report.tsx';
import { measures } from '../../entities/progress-history/measures.ts';
import { latestReportDay } from '../../entities/progress-history/report-model.ts';
import { useGetUserStatsQuery, useStreakHidden } from '../../entities/progress/streak.ts';
import { Card } from '../../shared/card.tsx';
import { LinkButton } from '../../shared/link-button.tsx';
import { BackLink } from '../../shared/back-link.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { measureSeries, minutesSeries, tasksSeries } from './chart-series.ts';
import { DayChart } from './day-chart.tsx';
import { DaysCalendar } from './days-calendar.tsx';
import { progressScreenStrings as text } from './strings.ts';
import { LoadingScreen, LoadErrorScreen } from '../../shared/screen-state.tsx';
import { Row } from '../../shared/row.tsx';

/** A card's padding on a phone: the charts keep the width. */
const cardOnPhone = (theme: Theme) => ({ [theme.breakpoints.mobile]: { padding: theme.space.md } });

/** The top of a bar chart's scale: the largest value rounded up to an even number (ticks 0, 2, 4…). */
const evenCeiling = (values: readonly (number | null)[]) =>
  Math.max(2, Math.ceil(Math.max(0, ...values.map((value) => value ?? 0)) / 2) * 2);

const listFormat = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' });

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <li
      css={(theme) => ({
        display: 'grid',
        justifyItems: 'center',
        padding: theme.space.sm,
        borderRadius: theme.radii.md,
        background: theme.colors.primarySoft,
        textAlign: 'center',
      })}
    >
      <span css={(theme) => ({ fontSize: theme.fontSizes.xl, fontWeight: 800, color: theme.colors.primary })}>
        {formatWhole(value)}
      </span>
      <span css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>{label}</span>
    </li>
  );
}

/** /progress: the person's numbers over the days, each chart with its table; read from the device offline. */
export function ProgressPage() {
  const history = useGetProgressHistoryQuery(undefined);
  const stats = useGetUserStatsQuery(undefined);
  const streakHidden = useStreakHidden();
  const figuresId = useId();
  const feelingsId = useId();

  if (history.data === undefined) {
    return history.isError ? (
      <LoadErrorScreen
        title={text.title}
        heading={text.heading}
        message={text.loadError}
        retry={{ label: text.retry, onClick: () => void history.refetch() }}
      >
        <LinkButton to="/app" variant="secondary">
          {text.back}
        </LinkButton>
      </LoadErrorScreen>
    ) : (
      <LoadingScreen title={text.title} label={text.loading} />
    );
  }

  const data = history.data;
  const reportDay = latestReportDay(data);
  const totalTasks = data.days.reduce((sum, day) => sum + day.tasksDone, 0);
  const totalMinutes = data.days.reduce((sum, day) => sum + day.minutesMeditated, 0);
  const streakDays = stats.data?.streak.days;
  const minutes = minutesSeries(data);
  const answered = data.days.some((day) => Object.values(day.measures).some((value) => value !== null));
  return (
    <PageShell title={text.title}>
      {/* One column that never grows past the screen: a wide table or chart scrolls inside it (text at 200%). */}
      <div
        css={(theme) => ({
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: theme.space.lg,
          minWidth: 0,
        })}
      >
        <header css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
          <BackLink label={text.back} />
          <h1 css={(theme) => ({ fontSize: `min(${theme.fontSizes.xxl}, 12vw)`, margin: 0 })}>
            {text.heading}
          </h1>
          <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{text.intro}</p>
        </header>

        <section aria-labelledby={figuresId}>
          <h2 id={figuresId} css={(theme) => ({ fontSize: theme.fontSizes.lg, marginTop: 0 })}>
            {text.figures.heading}
          </h2>
          <ul
            css={(theme) => ({
              margin: 0,
              padding: 0,
              listStyle: 'none',
              display: 'grid',
              gap: theme.space.sm,
              gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
            })}
          >
            <Figure value={data.daysCompleted} label={text.figures.days(data.daysCompleted)} />
            {!streakHidden && streakDays !== undefined && (
              <Figure value={streakDays} label={text.figures.streak(streakDays)} />
            )}
            <Figure value={totalTasks} label={text.figures.tasks(totalTasks)} />
            <Figure value={totalMinutes} label={text.figures.minutes(totalMinutes)} />
          </ul>
        </section>

        <Card css={cardOnPhone}>
          <DaysCalendar days={data.days} currentDay={data.currentDay} />
        </Card>

        <Card
          as="section"
          aria-labelledby={feelingsId}
          css={(theme) => ({ display: 'grid', gap: theme.space.xl, ...cardOnPhone(theme) })}
        >
          <h2 id={feelingsId} css={(theme) => ({ fontSize: theme.fontSizes.lg, margin: 0 })}>
            {text.feelings.heading}
          </h2>
          {!answered && <p css={{ margin: 0 }}>{text.feelings.none}</p>}
          {measures.map((measure) => (
            <DayChart
              key={measure.id}
              heading={measure.label}
              note={[
                text.feelings.scale(measure.lowest, measure.highest),
                measure.days ? text.feelings.askedOn(listFormat.format(measure.days.map(String))) : '',
              ]
                .filter(Boolean)
                .join(' ')}
              series={measureSeries(data, measure.id)}
              kind="line"
              low={1}
              high={5}
              valueColumn={text.table.value}
              joinGaps={measure.days !== null}
            />
          ))}
        </Card>

        <Card css={(theme) => ({ display: 'grid', gap: theme.space.xl, ...cardOnPhone(theme) })}>
          <DayChart
            heading={text.tasks.heading}
            series={tasksSeries(data)}
            kind="bar"
            low={0}
            high={5}
            valueColumn={text.tasks.column}
          />
          <DayChart
            heading={text.minutes.heading}
            series={minutes}
            kind="bar"
            low={0}
            high={evenCeiling(minutes.values)}
            valueColumn={text.minutes.column}
          />
        </Card>

        {reportDay !== null && <JourneyReport history={data} throughDay={reportDay} />}

        <Row>
          <LinkButton to="/journal">{text.journal}</LinkButton>
          <LinkButton to="/app" variant="secondary">
            {text.back}
          </LinkButton>
        </Row>
      </div>
    </PageShell>
  );
}
