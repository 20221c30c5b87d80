import { type SubmitEvent, useId, useState } from 'react';
import { isApiError } from '../../shared/api/api-response.ts';
import { Button } from '../../shared/button.tsx';
import { Card } from '../../shared/card.tsx';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { useLatestSearchParams } from '../../shared/latest-search-params.ts';
import { PageShell } from '../../shared/page-shell.tsx';
import { Spinner } from '../../shared/spinner.tsx';
import { TextField } from '../../shared/text-field.tsx';
import { ReplaySection } from './replay-section.tsx';
import { supportStrings as text } from './strings.ts';
import { ChangesSection } from './changes-section.tsx';
import { SearchResults } from './search-results.tsx';
import { useGetReplayQuery, useGetTimelineQuery, useSearchSubscribersQuery } from './support-api.ts';
import { TimelineSection } from './timeline-section.tsx';
import { filterFromParams, subjectFromParam, type TimelineFilter } from './timeline-view.ts';

const errorMessage = (error: unknown) => (isApiError(error) ? error.message : text.errorFallback);

/**
 * `/support` (roles support and admin): find a subscriber or a buyer by any part of what support knows, read their
 * timeline (why and from where each change came), replay the programme at any event, ask "what changed this?",
 * export. Everything the screen shows is in the URL (q, user, at, day, what, fday, ftype), so back and forward
 * work and a link can be shared with a colleague. Each request is one recorded access: the search, then the
 * timeline (which carries the subscriber: no second look-up).
 */
export function SupportPage() {
  const [params, changeParams] = useLatestSearchParams();
  const q = params.get('q') ?? '';
  const key = params.get('user');
  const at = params.get('at');
  const dayParam = Number(params.get('day'));
  const day = Number.isInteger(dayParam) && dayParam >= 1 && dayParam <= 21 ? dayParam : undefined;
  const what = subjectFromParam(params.get('what'));
  const filter = filterFromParams(params);
  const [typed, setTyped] = useState(q);
  const [empty, setEmpty] = useState(false);
  const subscriberHeadingId = useId();

  const found = useSearchSubscribersQuery(q, { skip: q.trim().length === 0 });
  const timeline = useGetTimelineQuery(key ?? '', { skip: !key });
  const replay = useGetReplayQuery({ userId: key ?? '', at: at ?? '', day }, { skip: !key || !at });
  const subscriber = timeline.data?.subscriber;

  const withParams = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(change)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    return `/support?${next.toString()}`;
  };

  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = typed.trim();
    setEmpty(!value);
    if (value) changeParams({ q: value }, { fresh: true });
  };

  const setFilter = (change: Partial<TimelineFilter>) => {
    const values: Record<string, string | null> = {};
    if (change.day !== undefined) values.fday = change.day === null ? null : String(change.day);
    if (change.type !== undefined) values.ftype = change.type;
    changeParams(values, { replace: true });
  };

  return (
    <PageShell title={text.title} wide>
      <div css={(theme) => ({ display: 'grid', gap: theme.space.lg, minWidth: 0 })}>
        <h1 css={{ margin: 0 }}>{text.title}</h1>
        <p css={{ margin: 0 }}>{text.intro}</p>
        <Card>
          <form
            role="search"
            aria-label={text.search.heading}
            onSubmit={search}
            noValidate
            css={(theme) => ({ display: 'grid', gap: theme.space.md })}
          >
            <TextField
              label={text.search.label}
              hint={text.search.hint}
              type="search"
              autoComplete="off"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
              }}
            />
            {empty && <InlineAlert>{text.search.empty}</InlineAlert>}
            {found.isError && <InlineAlert>{errorMessage(found.error)}</InlineAlert>}
            <Button type="submit" disabled={found.isFetching} css={{ justifySelf: 'start' }}>
              {found.isFetching ? text.search.searching : text.search.submit}
            </Button>
          </form>
        </Card>

        {found.data && !found.isFetching && (
          <SearchResults
            result={found.data}
            openKey={key}
            openHref={(next) =>
              withParams({ user: next, at: null, day: null, what: null, fday: null, ftype: null })
            }
          />
        )}

        {subscriber && (
          <Card as="section" aria-labelledby={subscriberHeadingId}>
            <h2 id={subscriberHeadingId} css={(theme) => ({ marginTop: 0, fontSize: theme.fontSizes.xl })}>
              {text.subscriber.heading}
            </h2>
            <dl
              css={(theme) => ({
                margin: 0,
                display: 'grid',
                gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
                gap: `${theme.space.xs} ${theme.space.md}`,
                overflowWrap: 'anywhere',
              })}
            >
              <dt css={{ fontWeight: 600 }}>{text.subscriber.name}</dt>
              <dd css={{ margin: 0 }}>{subscriber.name || text.subscriber.noName}</dd>
              <dt css={{ fontWeight: 600 }}>{text.subscriber.email}</dt>
              <dd css={{ margin: 0 }}>{subscriber.email}</dd>
              <dt css={{ fontWeight: 600 }}>{text.subscriber.subscription}</dt>
              <dd css={{ margin: 0 }}>{subscriber.subscription.status}</dd>
              <dt css={{ fontWeight: 600 }}>{text.subscriber.account}</dt>
              <dd css={{ margin: 0 }}>
                {subscriber.hasAccount ? text.subscriber.hasAccount : text.subscriber.noAccount}
              </dd>
            </dl>
          </Card>
        )}

        {key && timeline.isLoading && <Spinner label={text.timeline.loading} />}
        {timeline.isError && <InlineAlert>{errorMessage(timeline.error)}</InlineAlert>}
        {key && timeline.data && (
          <div
            css={(theme) => ({
              display: 'grid',
              gap: theme.space.lg,
              alignItems: 'start',
              minWidth: 0,
              '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
            })}
          >
            <TimelineSection
              timeline={timeline.data}
              filter={filter}
              onFilter={setFilter}
              selectedEventId={at}
              replayHref={(eventId) => withParams({ at: eventId, day: null, what: null })}
            />
            <div css={(theme) => ({ display: 'grid', gap: theme.space.lg, minWidth: 0 })}>
              {at && what && replay.data && (
                <ChangesSection
                  events={timeline.data.events}
                  day={replay.data.selectedDay}
                  subject={what}
                  upTo={replay.data.at.index}
                  closeHref={withParams({ what: null })}
                />
              )}
              {at ? (
                replay.isError ? (
                  <InlineAlert>{errorMessage(replay.error)}</InlineAlert>
                ) : replay.data && !replay.isFetching ? (
                  <ReplaySection
                    replay={replay.data}
                    dayHref={(n) => withParams({ day: String(n), what: null })}
                    whatHref={(subject) => withParams({ what: subject })}
                  />
                ) : (
                  <Spinner label={text.replay.loading} />
                )
              ) : (
                <Card>
                  <h2 css={(theme) => ({ marginTop: 0, fontSize: theme.fontSizes.xl })}>
                    {text.replay.heading}
                  </h2>
                  <p css={{ margin: 0 }}>{text.replay.hint}</p>
                </Card>
              )}
            </div>
          </div>
        )}
      </div>
    </PageShell>
  );
}
