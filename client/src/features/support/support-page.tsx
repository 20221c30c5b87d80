import { type SubmitEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '../../shared/api/api-response.ts';
import { Button } from '../../shared/button.tsx';
import { Card } from '../../shared/card.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { Spinner } from '../../shared/spinner.tsx';
import { TextField } from '../../shared/text-field.tsx';
import { ReplaySection } from './replay-section.tsx';
import { supportStrings as text } from './strings.ts';
import { useFindSubscriberQuery, useGetReplayQuery, useGetTimelineQuery } from './support-api.ts';
import { TimelineSection } from './timeline-section.tsx';
import { filterFromParams, type TimelineFilter } from './timeline-view.ts';

const errorMessage = (error: unknown) => (isApiError(error) ? error.message : text.errorFallback);

/**
 * `/support` (roles support and admin): find a subscriber, read their timeline, replay the programme at any event,
 * export. Everything the screen shows is in the URL (email, at, day, fday, ftype), so back and forward work and a
 * link can be shared with a colleague.
 */
export function SupportPage() {
  const [params, setParams] = useSearchParams();
  const email = params.get('email') ?? '';
  const at = params.get('at');
  const dayParam = Number(params.get('day'));
  const day = Number.isInteger(dayParam) && dayParam >= 1 && dayParam <= 21 ? dayParam : undefined;
  const filter = filterFromParams(params);
  const [typed, setTyped] = useState(email);
  const [empty, setEmpty] = useState(false);
  const subscriberHeadingId = useId();

  const found = useFindSubscriberQuery(email, { skip: !email, refetchOnMountOrArgChange: true });
  const userId = found.data?.userId;
  const timeline = useGetTimelineQuery(userId ?? '', { skip: !userId, refetchOnMountOrArgChange: true });
  const replay = useGetReplayQuery(
    { userId: userId ?? '', at: at ?? '', day },
    { skip: !userId || !at, refetchOnMountOrArgChange: true },
  );

  const withParams = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return `/support?${next.toString()}`;
  };

  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = typed.trim();
    setEmpty(!value);
    if (value) setParams({ email: value });
  };

  const setFilter = (next: TimelineFilter) => {
    const change = {
      fday: next.day === null ? null : String(next.day),
      ftype: next.type,
    };
    setParams(new URLSearchParams(withParams(change).slice('/support?'.length)), { replace: true });
  };

  return (
    <PageShell title={text.title} wide>
      <div css={(theme) => ({ display: 'grid', gap: theme.space.lg })}>
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
              type="email"
              inputMode="email"
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
          <Card as="section" aria-labelledby={subscriberHeadingId}>
            <h2 id={subscriberHeadingId} css={(theme) => ({ marginTop: 0, fontSize: theme.fontSizes.xl })}>
              {text.subscriber.heading}
            </h2>
            <dl
              css={(theme) => ({
                margin: 0,
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                gap: `${theme.space.xs} ${theme.space.md}`,
                overflowWrap: 'anywhere',
              })}
            >
              <dt css={{ fontWeight: 600 }}>{text.subscriber.name}</dt>
              <dd css={{ margin: 0 }}>{found.data.name}</dd>
              <dt css={{ fontWeight: 600 }}>{text.subscriber.email}</dt>
              <dd css={{ margin: 0 }}>{found.data.email}</dd>
              <dt css={{ fontWeight: 600 }}>{text.subscriber.subscription}</dt>
              <dd css={{ margin: 0 }}>
                {`${found.data.subscription.type} — `}
                {found.data.subscription.isPremium
                  ? text.subscriber.premium
                  : found.data.subscription.isExpired
                    ? text.subscriber.expired
                    : text.subscriber.none}
                {found.data.subscription.endDate &&
                  ` (${fillTemplate(text.subscriber.until, {
                    date: new Date(found.data.subscription.endDate).toLocaleDateString('pt-BR', {
                      timeZone: 'America/Sao_Paulo',
                    }),
                  })})`}
              </dd>
            </dl>
          </Card>
        )}

        {userId && timeline.isLoading && <Spinner label={text.timeline.loading} />}
        {timeline.isError && <InlineAlert>{errorMessage(timeline.error)}</InlineAlert>}
        {userId && timeline.data && (
          <div
            css={(theme) => ({
              display: 'grid',
              gap: theme.space.lg,
              alignItems: 'start',
              '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
            })}
          >
            <TimelineSection
              timeline={timeline.data}
              filter={filter}
              onFilter={setFilter}
              selectedEventId={at}
              replayHref={(eventId) => withParams({ at: eventId, day: null })}
            />
            {at ? (
              replay.isError ? (
                <InlineAlert>{errorMessage(replay.error)}</InlineAlert>
              ) : replay.data && !replay.isFetching ? (
                <ReplaySection replay={replay.data} dayHref={(n) => withParams({ day: String(n) })} />
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
        )}
      </div>
    </PageShell>
  );
}
