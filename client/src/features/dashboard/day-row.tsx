import type { DayProgressDto } from '@detox/server/contracts/progress';
import { Link } from 'react-router-dom';
import { fillTemplate } from '../../shared/fill-template.ts';
import { clampPercent } from '../../shared/percent.ts';
import { LockIcon } from '../../shared/status-icons.tsx';
import { visuallyHidden } from '../../shared/visually-hidden.ts';
import { dayCardModel } from '../../entities/progress/day-card-model.ts';
import { dashboardStrings } from './strings.ts';

const text = dashboardStrings.days;

/**
 * A day other than the current one, in one compact row (issue 23): a finished or open day is its title, linked, and
 * one bar of its total; a locked day says 'Dia Bloqueado / Complete o Dia {n-1}' (spec §2) in small type.
 */
export function DayRow({ progress }: { progress: DayProgressDto }) {
  const model = dayCardModel(progress);
  const dayLabel = fillTemplate(text.dayLabel, { n: progress.dayNumber });
  const total = clampPercent(progress.totals.total);

  const label = (
    <span
      aria-hidden="true"
      css={(theme) => ({
        fontSize: theme.fontSizes.sm,
        fontWeight: 700,
        color: model.kind === 'locked' ? theme.colors.textMuted : theme.colors.accentStrong,
        whiteSpace: 'nowrap',
      })}
    >
      {dayLabel}
    </span>
  );

  if (model.kind === 'locked') {
    return (
      <li
        css={(theme) => ({
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          alignItems: 'center',
          columnGap: theme.space.sm,
          padding: `${theme.space.xs} ${theme.space.md}`,
          borderRadius: theme.radii.md,
          border: `1px solid ${theme.colors.border}`,
          background: theme.colors.background,
          color: theme.colors.textMuted,
        })}
      >
        <span css={{ gridRow: 'span 2', display: 'flex' }}>
          <LockIcon size={18} />
        </span>
        <span
          css={(theme) => ({ display: 'flex', gap: theme.space.sm, alignItems: 'baseline', minWidth: 0 })}
        >
          {label}
          <span css={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <span css={visuallyHidden}>{`${dayLabel}: `}</span>
            {progress.title}
          </span>
        </span>
        <span css={(theme) => ({ fontSize: theme.fontSizes.sm })}>
          <strong>{text.locked}</strong>
          <span aria-hidden="true"> · </span>
          <span>{model.lockedHint}</span>
        </span>
      </li>
    );
  }

  return (
    <li
      css={(theme) => ({
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        alignItems: 'center',
        gap: `${theme.space.xs} ${theme.space.sm}`,
        padding: `${theme.space.sm} ${theme.space.md}`,
        borderRadius: theme.radii.md,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.surface,
        '&:hover': { background: theme.colors.primarySoft },
        '&:focus-within': { outline: theme.focusRing, outlineOffset: 2 },
      })}
    >
      <span css={(theme) => ({ display: 'flex', gap: theme.space.sm, alignItems: 'baseline', minWidth: 0 })}>
        {label}
        <Link
          to={model.href}
          css={(theme) => ({
            minWidth: 0,
            overflowWrap: 'anywhere',
            color: theme.colors.text,
            fontWeight: 600,
            textDecoration: 'none',
            // The whole row is the link's target; the row shows the focus ring.
            '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: theme.radii.md },
            '&:focus-visible': { outline: 'none' },
          })}
        >
          <span css={visuallyHidden}>{`${dayLabel}: `}</span>
          {progress.title}
          <span css={visuallyHidden}>{` (${model.badge})`}</span>
        </Link>
      </span>
      <span
        aria-hidden="true"
        css={(theme) => ({
          fontSize: theme.fontSizes.sm,
          fontWeight: 700,
          color: model.status === 'completed' ? theme.colors.primary : theme.colors.text,
          whiteSpace: 'nowrap',
        })}
      >
        {model.status === 'completed' ? `✓ ${String(total)}%` : `${String(total)}%`}
      </span>
      <div
        role="progressbar"
        aria-label={fillTemplate(text.rowTotal, { n: progress.dayNumber })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={total}
        css={(theme) => ({
          gridColumn: '1 / -1',
          height: 4,
          borderRadius: theme.radii.pill,
          background: theme.colors.primarySoft,
          overflow: 'hidden',
        })}
      >
        <div
          css={(theme) => ({
            height: '100%',
            borderRadius: theme.radii.pill,
            background: theme.colors.primary,
          })}
          style={{ width: `${String(total)}%` }}
        />
      </div>
    </li>
  );
}
