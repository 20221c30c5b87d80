import { useDeferredValue, useId, useState } from 'react';
import { formatLongDate } from '../../entities/progress-history/format.ts';
import { useGetProgressHistoryQuery } from '../../entities/progress-history/history-api.ts';
import { Card } from '../../shared/card.tsx';
import { LinkButton } from '../../shared/link-button.tsx';
import { BackLink } from '../../shared/back-link.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { matchesQuery, splitOnMatches } from './journal-search.ts';
import { journalStrings as text } from './strings.ts';
import { LoadingScreen, LoadErrorScreen } from '../../shared/screen-state.tsx';
import { Row } from '../../shared/row.tsx';

function Highlighted({ value, query }: { value: string; query: string }) {
  return (
    <>
      {splitOnMatches(value, query).map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} css={(theme) => ({ background: theme.colors.accent, color: theme.colors.text })}>
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** /journal: every reflection in one list by day, searchable without minding accents; offline from the device. */
export function JournalPage() {
  const history = useGetProgressHistoryQuery(undefined);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const searchId = useId();
  const hintId = useId();

  if (history.data === undefined) {
    return history.isError ? (
      <LoadErrorScreen
        title={text.title}
        heading={text.heading}
        message={text.loadError}
        retry={{ label: text.retry, onClick: () => void history.refetch() }}
      />
    ) : (
      <LoadingScreen title={text.title} label={text.loading} />
    );
  }

  const written = history.data.days.filter((day) => day.reflection.trim() !== '');
  const searching = deferredQuery.trim() !== '';
  const shown = written.filter(
    (day) => matchesQuery(day.reflection, deferredQuery) || matchesQuery(day.title, deferredQuery),
  );
  return (
    <PageShell title={text.title}>
      <div css={(theme) => ({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space.lg })}>
        <header css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
          <BackLink label={text.back} />
          <h1 css={(theme) => ({ fontSize: theme.fontSizes.xxl, margin: 0 })}>{text.heading}</h1>
          <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{text.intro}</p>
        </header>
        {written.length === 0 ? (
          <p>{text.empty}</p>
        ) : (
          <>
            <div role="search" css={(theme) => ({ display: 'grid', gap: theme.space.xs })}>
              <label htmlFor={searchId} css={{ fontWeight: 600 }}>
                {text.search}
              </label>
              <input
                id={searchId}
                type="search"
                value={query}
                aria-describedby={hintId}
                onChange={(event) => {
                  setQuery(event.target.value);
                }}
                css={(theme) => ({
                  minHeight: 48,
                  width: '100%',
                  padding: `0 ${theme.space.sm}`,
                  borderRadius: theme.radii.md,
                  border: `2px solid ${theme.colors.controlBorder}`,
                  background: theme.colors.surface,
                  color: theme.colors.text,
                  fontSize: theme.fontSizes.md,
                  '&:focus-visible': { outline: theme.focusRing, outlineOffset: 2 },
                })}
              />
              <span
                id={hintId}
                css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}
              >
                {text.searchHint}
              </span>
            </div>
            <p role="status" css={{ margin: 0 }}>
              {searching ? text.found(shown.length, deferredQuery.trim()) : text.total(written.length)}
            </p>
            <ol
              css={(theme) => ({
                margin: 0,
                padding: 0,
                listStyle: 'none',
                display: 'grid',
                gap: theme.space.md,
              })}
            >
              {shown.map((day) => (
                <Card as="li" key={day.dayNumber} css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
                  <h2 css={(theme) => ({ fontSize: theme.fontSizes.lg, margin: 0 })}>
                    <Highlighted value={text.day(day.dayNumber, day.title)} query={deferredQuery} />
                  </h2>
                  {day.updatedAt && (
                    <p
                      css={(theme) => ({
                        margin: 0,
                        fontSize: theme.fontSizes.sm,
                        color: theme.colors.textMuted,
                      })}
                    >
                      {text.updated(formatLongDate(day.updatedAt))}
                    </p>
                  )}
                  <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    <Highlighted value={day.reflection} query={deferredQuery} />
                  </p>
                </Card>
              ))}
            </ol>
          </>
        )}
        <Row>
          <LinkButton to="/progress">{text.progress}</LinkButton>
          <LinkButton to="/app" variant="secondary">
            {text.back}
          </LinkButton>
        </Row>
      </div>
    </PageShell>
  );
}
