import type { DayProgressDto } from '@detox/server/contracts/progress';
import type { SupportReplay } from '@detox/server/contracts/support';
import { journeyPercent } from '@detox/fixtures/journey-rules';
import { TOTAL_DAYS } from '@detox/fixtures/schema';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../shared/card.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { ProgressBar } from '../../shared/progress-bar.tsx';
import { DayCard } from '../../entities/progress/day-card.tsx';
import { dayCardStrings } from '../../entities/progress/day-card-strings.ts';
import { supportStrings } from './strings.ts';
import { formatEventTime } from './timeline-view.ts';

const text = supportStrings.replay;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div css={{ display: 'contents' }}>
      <dt css={{ fontWeight: 600 }}>{label}</dt>
      <dd css={{ margin: 0 }}>{children}</dd>
    </div>
  );
}

function WhatChanged({ href, what }: { href: string; what: string }) {
  return (
    <Link
      to={href}
      aria-label={fillTemplate(text.whatChangedLabel, { what })}
      css={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 24,
        marginLeft: theme.space.xs,
        color: theme.colors.primary,
        fontWeight: 600,
        fontSize: theme.fontSizes.sm,
        '&:focus-visible': { outline: theme.focusRing, outlineOffset: 2 },
      })}
    >
      {text.whatChanged}
    </Link>
  );
}

/** The selected day as the subscriber saw it: the same fields the day screen reads. */
function DayState({ day, whatHref }: { day: DayProgressDto; whatHref: (subject: string) => string }) {
  const headingId = useId();
  const percent = Math.round(day.audioListened * 100);
  return (
    <section aria-labelledby={headingId} css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <h3 id={headingId} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
        {fillTemplate(text.dayHeading, { n: day.dayNumber, title: day.title })}
      </h3>
      <dl
        css={(theme) => ({
          margin: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: `${theme.space.xs} ${theme.space.md}`,
        })}
      >
        <Fact label={text.status}>{dayCardStrings.days.status[day.status]}</Fact>
        <Fact label={text.audio}>
          {fillTemplate(day.audioPlayed ? text.audioPlayed : text.audioNotPlayed, { percent })}
          <WhatChanged href={whatHref('audio')} what={text.audioSubject} />
        </Fact>
        <Fact label={text.reflection}>
          {day.reflection.trim()
            ? fillTemplate(text.reflectionChars, { n: day.reflection.length })
            : text.reflectionEmpty}
          <WhatChanged href={whatHref('reflection')} what={text.reflectionSubject} />
        </Fact>
        <Fact label={text.questionnaire}>
          {day.questionnaireAnswered ? text.answered : text.notAnswered}
          <WhatChanged href={whatHref('questionnaire')} what={text.questionnaireSubject} />
        </Fact>
        <Fact label={text.completed}>{day.completed ? text.yes : text.no}</Fact>
      </dl>
      <h4 css={{ margin: 0 }}>{text.tasks}</h4>
      <ul css={(theme) => ({ margin: 0, paddingLeft: theme.space.lg })}>
        {day.tasks.map((task) => (
          <li key={task.id}>
            {task.title} — <strong>{task.completed ? text.taskDone : text.taskOpen}</strong>
            <WhatChanged
              href={whatHref(`task:${task.id}`)}
              what={fillTemplate(text.taskSubject, { title: task.title })}
            />
          </li>
        ))}
      </ul>
      {day.reflection.trim() && (
        <blockquote
          css={(theme) => ({
            margin: 0,
            padding: theme.space.sm,
            borderLeft: `4px solid ${theme.colors.border}`,
            whiteSpace: 'pre-wrap',
          })}
        >
          {day.reflection}
        </blockquote>
      )}
      <ProgressBar label={text.total} value={day.totals.total} />
    </section>
  );
}

/** The programme right after the chosen event: overall progress, the 21 day cards and the selected day. */
export function ReplaySection({
  replay,
  dayHref,
  whatHref,
}: {
  replay: SupportReplay;
  dayHref: (day: number) => string;
  /** The link to 'what changed this?' for a subject of the selected day. */
  whatHref: (subject: string) => string;
}) {
  const headingId = useId();
  const { progress, at } = replay;
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      css={(theme) => ({ display: 'grid', gap: theme.space.md })}
    >
      <h2 id={headingId} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xl })}>
        {text.heading}
      </h2>
      <p css={{ margin: 0 }} data-testid="replay-at">
        {fillTemplate(text.at, {
          index: at.index + 1,
          time: formatEventTime(at.occurredAt),
          summary: at.summary,
        })}
      </p>
      <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
        {fillTemplate(text.folded, { n: replay.journeyEventsFolded })}
      </p>
      <ProgressBar
        label={text.daysCompleted}
        value={journeyPercent(progress.daysCompleted)}
        valueText={`${progress.daysCompleted} / ${TOTAL_DAYS}`}
        size="md"
      />
      <p css={{ margin: 0, fontWeight: 600 }}>
        {progress.isCompleted
          ? dayCardStrings.overall.complete
          : fillTemplate(text.currentDay, { n: progress.currentDay })}
      </p>
      <DayState day={replay.selectedDay} whatHref={whatHref} />
      <ol
        aria-label={dayCardStrings.days.heading}
        css={(theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.space.md,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
        })}
      >
        {progress.progress.map((day) => (
          <DayCard key={day.dayNumber} progress={day} href={dayHref(day.dayNumber)} />
        ))}
      </ol>
    </Card>
  );
}
