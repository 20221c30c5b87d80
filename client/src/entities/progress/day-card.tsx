import type { Theme } from '@emotion/react';
import type { DayProgressDto } from '@detox/server/contracts/progress';
import { Link } from 'react-router-dom';
import { fillTemplate } from '../../shared/fill-template.ts';
import { ProgressBar } from '../../shared/progress-bar.tsx';
import { LockIcon } from '../../shared/status-icons.tsx';
import { visuallyHidden } from '../../shared/visually-hidden.ts';
import { dayCardModel } from './day-card-model.ts';
import { dayCardStrings as dashboardStrings } from './day-card-strings.ts';

const text = dashboardStrings.days;

const badgeColours = (theme: Theme, status: DayProgressDto['status']) =>
  ({
    completed: { background: theme.colors.primary, color: theme.colors.onPrimary },
    in_progress: { background: theme.colors.accent, color: theme.colors.text },
    available: { background: theme.colors.primarySoft, color: theme.colors.primary },
    locked: { background: theme.colors.background, color: theme.colors.textMuted },
  })[status];

/**
 * One of the 21 day cards (spec §2 Dashboard). An open card is one big link to its day; `href` sends it elsewhere
 * (support's replay links a card to that day's replayed state).
 */
export function DayCard({ progress, href }: { progress: DayProgressDto; href?: string }) {
  const model = dayCardModel(progress);
  const locked = model.kind === 'locked';
  const dayLabel = fillTemplate(text.dayLabel, { n: progress.dayNumber });

  return (
    <li
      css={(theme) => ({
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.xs,
        padding: `${theme.space.sm} ${theme.space.md} ${theme.space.md}`,
        borderRadius: theme.radii.lg,
        border: `1px solid ${theme.colors.border}`,
        background: locked ? theme.colors.background : theme.colors.surface,
        boxShadow: locked ? 'none' : theme.shadows.card,
        transition: 'transform 120ms ease, box-shadow 120ms ease',
        '&:hover': locked ? {} : { transform: 'translateY(-2px)' },
        '&:focus-within': locked ? {} : { outline: theme.focusRing, outlineOffset: 2 },
      })}
    >
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <span
          aria-hidden="true"
          css={(theme) => ({
            fontSize: theme.fontSizes.sm,
            fontWeight: 700,
            color: theme.colors.accentStrong,
          })}
        >
          {dayLabel}
        </span>
        <span
          css={(theme) => ({
            ...badgeColours(theme, progress.status),
            padding: '2px 10px',
            borderRadius: theme.radii.pill,
            fontSize: theme.fontSizes.sm,
            fontWeight: 600,
            border: `1px solid ${theme.colors.border}`,
          })}
        >
          {model.badge}
        </span>
      </div>
      <h3 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.md })}>
        {model.kind === 'open' ? (
          <Link
            to={href ?? model.href}
            css={(theme) => ({
              color: theme.colors.text,
              textDecoration: 'none',
              // The whole card is the link's target; the card shows the focus ring.
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: theme.radii.lg },
              '&:focus-visible': { outline: 'none' },
            })}
          >
            <span css={visuallyHidden}>{`${dayLabel}: `}</span>
            {progress.title}
          </Link>
        ) : (
          <span css={(theme) => ({ color: theme.colors.textMuted })}>
            <span css={visuallyHidden}>{`${dayLabel}: `}</span>
            {progress.title}
          </span>
        )}
      </h3>
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
        {progress.theme}
      </p>
      {model.kind === 'locked' ? (
        <p
          css={(theme) => ({
            margin: 'auto 0 0',
            display: 'flex',
            alignItems: 'center',
            gap: theme.space.sm,
            paddingTop: theme.space.sm,
            color: theme.colors.textMuted,
          })}
        >
          <LockIcon />
          <span>
            <strong css={{ display: 'block' }}>{text.locked}</strong>
            <span>{model.lockedHint}</span>
          </span>
        </p>
      ) : (
        <>
          <div css={(theme) => ({ display: 'grid', gap: theme.space.xs, marginTop: 'auto' })}>
            {model.bars.map((bar) => (
              <ProgressBar key={bar.label} label={bar.label} value={bar.value} />
            ))}
          </div>
          <span
            aria-hidden="true"
            css={(theme) => ({ fontSize: theme.fontSizes.sm, fontWeight: 700, color: theme.colors.primary })}
          >
            {model.prompt} →
          </span>
        </>
      )}
    </li>
  );
}
