import type { SupportSearchResult } from '@detox/server/contracts/support';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../shared/card.tsx';
import { fillTemplate } from '../../shared/fill-template.ts';
import { supportStrings } from './strings.ts';

const text = supportStrings.search;

/** The people a search found: name, e-mail, how they matched, their access; a link opens each one's timeline. */
export function SearchResults({
  result,
  openKey,
  openHref,
}: {
  result: SupportSearchResult;
  openKey: string | null;
  openHref: (key: string) => string;
}) {
  const headingId = useId();
  const { matches } = result;
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      css={(theme) => ({ display: 'grid', gap: theme.space.sm })}
    >
      <h2 id={headingId} css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xl })}>
        {text.results}
      </h2>
      <p role="status" css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
        {matches.length === 1 ? text.countOne : fillTemplate(text.count, { n: matches.length })}
      </p>
      {result.truncated && <p css={{ margin: 0 }}>{text.truncated}</p>}
      <ul
        aria-labelledby={headingId}
        css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xs })}
      >
        {matches.map((match) => {
          const open = match.key === openKey;
          const name = match.name || supportStrings.subscriber.noName;
          return (
            <li
              key={match.key}
              css={(theme) => ({
                display: 'grid',
                gap: 2,
                padding: `${theme.space.sm} ${theme.space.md}`,
                borderRadius: theme.radii.md,
                border: `1px solid ${open ? theme.colors.primary : theme.colors.border}`,
                background: open ? theme.colors.primarySoft : theme.colors.surface,
                overflowWrap: 'anywhere',
              })}
            >
              <strong>{name}</strong>
              <span>{match.email}</span>
              <span css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
                {[
                  fillTemplate(text.matchedBy, { by: match.matchedBy }),
                  match.subscriptionStatus,
                  ...(match.hasAccount ? [] : [text.noAccount]),
                ].join(' · ')}
              </span>
              {open ? (
                <span css={(theme) => ({ fontWeight: 600, color: theme.colors.primary })}>
                  {text.current}
                </span>
              ) : (
                <Link
                  to={openHref(match.key)}
                  aria-label={fillTemplate(text.openLabel, { name })}
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
                  {text.open}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
