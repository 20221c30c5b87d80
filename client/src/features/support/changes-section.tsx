import type { DayProgressDto } from '@detox/server/contracts/progress';
import type { TimelineEntry } from '@detox/server/contracts/support';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../shared/card.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { supportStrings } from './strings.ts';
import { changesOf, formatEventTime, formatLateness } from './timeline-view.ts';

const text = supportStrings.changes;

/** 'a tarefa “Desligar notificações”', 'a reflexão'… for a subject of a day. */
function subjectName(subject: string, day: DayProgressDto): string {
  const replay = supportStrings.replay;
  if (subject === 'reflection') return replay.reflectionSubject;
  if (subject === 'questionnaire') return replay.questionnaireSubject;
  if (subject === 'audio') return replay.audioSubject;
  const taskId = subject.slice('task:'.length);
  const title = day.tasks.find((task) => task.id === taskId)?.title ?? '';
  return fillTemplate(replay.taskSubject, { title });
}

/**
 * "What changed this?": every event about one task, the reflection or the questionnaire of a day, with who sent
 * it, from which device, and whether it came late from the offline outbox. Events after the replayed point are
 * marked as such.
 */
export function ChangesSection({
  events,
  day,
  subject,
  upTo,
  closeHref,
}: {
  events: readonly TimelineEntry[];
  day: DayProgressDto;
  subject: string;
  upTo: number;
  closeHref: string;
}) {
  const headingId = useId();
  const changes = changesOf(events, day.dayNumber, subject);
  const t = supportStrings.timeline;
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      css={(theme) => ({ display: 'grid', gap: theme.space.sm })}
    >
      <h2 id={headingId} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xl })}>
        {fillTemplate(text.heading, { what: subjectName(subject, day), day: day.dayNumber })}
      </h2>
      {changes.length === 0 ? (
        <p css={{ margin: 0 }}>{text.none}</p>
      ) : (
        <ol
          css={(theme) => ({ margin: 0, paddingLeft: theme.space.lg, display: 'grid', gap: theme.space.sm })}
        >
          {changes.map((event) => (
            <li key={event.eventId} data-testid="change">
              <strong>{event.summary}</strong>
              <br />
              <span css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
                {[
                  `#${event.index + 1}`,
                  formatEventTime(event.occurredAt),
                  event.actor,
                  event.device ?? t.unknown,
                  event.offline
                    ? fillTemplate(t.lateBadge, { late: formatLateness(event.offline.lateSeconds) })
                    : t.online,
                  ...(event.index > upTo ? [text.after] : []),
                ].join(' · ')}
              </span>
            </li>
          ))}
        </ol>
      )}
      <Link
        to={closeHref}
        css={(theme) => ({
          justifySelf: 'start',
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: 32,
          color: theme.colors.primary,
          fontWeight: 600,
          '&:focus-visible': { outline: theme.focusRing, outlineOffset: 2 },
        })}
      >
        {text.close}
      </Link>
    </Card>
  );
}
