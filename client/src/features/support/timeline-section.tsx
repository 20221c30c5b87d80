import type { SupportTimeline, TimelineEntry } from '@detox/server/contracts/support';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../shared/button.tsx';
import { Card } from '../../shared/card.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { saveAsFile } from '../../shared/save-as-file.ts';
import { selectStyles } from '../../shared/field-styles.ts';
import { supportStrings } from './strings.ts';
import { useExportTimelineMutation } from './support-api.ts';
import {
  filterChoices,
  filterTimeline,
  formatEventTime,
  formatLateness,
  type TimelineFilter,
} from './timeline-view.ts';
import { Row } from '../../shared/row.tsx';

const text = supportStrings.timeline;

/** Why and from where: occurred vs recorded, who, device, session, offline outbox, the action it belongs to. */
function EventDetails({ event }: { event: TimelineEntry }) {
  const rows: [string, string][] = [
    [text.occurred, formatEventTime(event.occurredAt)],
    [text.recorded, formatEventTime(event.recordedAt)],
    [text.actor, event.actor],
    [text.device, event.device ?? text.unknown],
    [text.session, event.session ? fillTemplate(text.sessionValue, { tag: event.session }) : text.unknown],
    [
      text.offline,
      event.offline
        ? fillTemplate(text.offlineValue, {
            queued: formatEventTime(event.offline.queuedAt),
            late: formatLateness(event.offline.lateSeconds),
          })
        : text.online,
    ],
    [
      text.sameAction,
      event.sameActionAs === null
        ? text.ownAction
        : fillTemplate(text.sameActionValue, { n: event.sameActionAs + 1 }),
    ],
    ...(event.webhookReceivedAt
      ? [[text.webhook, formatEventTime(event.webhookReceivedAt)] as [string, string]]
      : []),
  ];
  return (
    <details>
      <summary
        aria-label={fillTemplate(text.detailsLabel, { summary: event.summary })}
        css={(theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: 24,
          cursor: 'pointer',
          color: theme.colors.primary,
          fontWeight: 600,
          fontSize: theme.fontSizes.sm,
        })}
      >
        {text.details}
      </summary>
      <dl
        css={(theme) => ({
          margin: `${theme.space.xs} 0 0`,
          display: 'grid',
          // Labels never take more than 40% (at 360 px the values would wrap letter by letter).
          gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
          gap: `2px ${theme.space.sm}`,
          fontSize: theme.fontSizes.sm,
          overflowWrap: 'anywhere',
        })}
      >
        {rows.map(([label, value]) => (
          <div key={label} css={{ display: 'contents' }}>
            <dt css={{ fontWeight: 600 }}>{label}</dt>
            <dd css={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

interface TimelineSectionProps {
  timeline: SupportTimeline;
  filter: TimelineFilter;
  /** One filter changed; the other stays as the latest URL has it (two quick changes both count). */
  onFilter: (change: Partial<TimelineFilter>) => void;
  selectedEventId: string | null;
  /** The link that replays the journey right after an event. */
  replayHref: (eventId: string) => string;
}

/** Every event of the subscriber, filterable by programme day and type, each with a link to replay it. */
export function TimelineSection({
  timeline,
  filter,
  onFilter,
  selectedEventId,
  replayHref,
}: TimelineSectionProps) {
  const headingId = useId();
  const dayId = useId();
  const typeId = useId();
  const [exportTimeline, exporting] = useExportTimelineMutation();
  const [exportFailed, setExportFailed] = useState(false);
  const { days, types } = filterChoices(timeline.events);
  const shown = filterTimeline(timeline.events, filter);

  const download = async () => {
    setExportFailed(false);
    try {
      const data = await exportTimeline(timeline.subscriber.key).unwrap();
      saveAsFile(data, `linha-do-tempo-${timeline.subscriber.userId ?? 'comprador'}.json`);
    } catch {
      setExportFailed(true);
    }
  };

  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      css={(theme) => ({ display: 'grid', gap: theme.space.md })}
    >
      <Row justify="space-between" align="center">
        <h2 id={headingId} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xl })}>
          {text.heading}
        </h2>
        <Button variant="secondary" disabled={exporting.isLoading} onClick={() => void download()}>
          {exporting.isLoading ? text.exporting : text.export}
        </Button>
      </Row>
      {exportFailed && <InlineAlert>{text.exportFailed}</InlineAlert>}
      <div
        css={(theme) => ({
          display: 'grid',
          gap: theme.space.md,
          '@media (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' },
        })}
      >
        <div css={(theme) => ({ display: 'grid', gap: theme.space.xs })}>
          <label htmlFor={dayId} css={{ fontWeight: 600 }}>
            {text.dayFilter}
          </label>
          <select
            id={dayId}
            css={selectStyles}
            value={filter.day ?? ''}
            onChange={(event) => {
              onFilter({ day: event.target.value ? Number(event.target.value) : null });
            }}
          >
            <option value="">{text.allDays}</option>
            {days.map((day) => (
              <option key={day} value={day}>
                {fillTemplate(text.dayOption, { n: day })}
              </option>
            ))}
          </select>
        </div>
        <div css={(theme) => ({ display: 'grid', gap: theme.space.xs })}>
          <label htmlFor={typeId} css={{ fontWeight: 600 }}>
            {text.typeFilter}
          </label>
          <select
            id={typeId}
            css={selectStyles}
            value={filter.type ?? ''}
            onChange={(event) => {
              onFilter({ type: event.target.value || null });
            }}
          >
            <option value="">{text.allTypes}</option>
            {types.map(({ type, label }) => (
              <option key={type} value={type}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
        {fillTemplate(text.count, { shown: shown.length, total: timeline.events.length })}
      </p>
      {shown.length === 0 ? (
        <p css={{ margin: 0 }}>{text.noMatch}</p>
      ) : (
        <ol
          aria-label={text.heading}
          css={(theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: theme.space.xs,
            maxHeight: '32rem',
            overflowY: 'auto',
          })}
          // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
          tabIndex={0}
        >
          {shown.map((event) => {
            const selected = event.eventId === selectedEventId;
            return (
              <li
                key={event.eventId}
                data-event-type={event.type}
                aria-current={selected ? 'true' : undefined}
                css={(theme) => ({
                  display: 'grid',
                  gap: 2,
                  padding: `${theme.space.sm} ${theme.space.md}`,
                  borderRadius: theme.radii.md,
                  border: `1px solid ${selected ? theme.colors.primary : theme.colors.border}`,
                  background: selected ? theme.colors.primarySoft : theme.colors.surface,
                })}
              >
                <span css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
                  <span css={{ fontVariantNumeric: 'tabular-nums' }}>{`#${event.index + 1} · `}</span>
                  <time dateTime={event.occurredAt}>{formatEventTime(event.occurredAt)}</time>
                  {` · ${event.label} · ${event.actor}`}
                </span>
                <span css={{ fontWeight: 600 }}>{event.summary}</span>
                {event.offline && (
                  <span
                    css={(theme) => ({
                      justifySelf: 'start',
                      fontSize: theme.fontSizes.sm,
                      fontWeight: 600,
                      color: theme.colors.text,
                      background: theme.colors.primarySoft,
                      borderRadius: theme.radii.md,
                      padding: `0 ${theme.space.xs}`,
                    })}
                  >
                    {fillTemplate(text.lateBadge, { late: formatLateness(event.offline.lateSeconds) })}
                  </span>
                )}
                <EventDetails event={event} />
                {selected ? (
                  <strong css={(theme) => ({ color: theme.colors.primary, fontSize: theme.fontSizes.sm })}>
                    {text.selected}
                  </strong>
                ) : (
                  <Link
                    to={replayHref(event.eventId)}
                    aria-label={fillTemplate(text.replayLabel, { summary: event.summary })}
                    css={(theme) => ({
                      justifySelf: 'start',
                      display: 'inline-flex',
                      alignItems: 'center',
                      minHeight: 32,
                      color: theme.colors.primary,
                      fontWeight: 600,
                      fontSize: theme.fontSizes.sm,
                      '&:focus-visible': { outline: theme.focusRing, outlineOffset: 2 },
                    })}
                  >
                    {text.replay}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
