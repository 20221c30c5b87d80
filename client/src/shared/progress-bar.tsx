import { useId } from 'react';
import { clampPercent } from './percent.ts';
import { visuallyHidden } from './visually-hidden.ts';

interface ProgressBarProps {
  /** Visible name of the bar, e.g. "Questionário". */
  label: string;
  /** 0–100; clamped. */
  value: number;
  /** Text shown at the right instead of "{value}%" (e.g. "5 / 21"); '' shows none. */
  valueText?: string;
  size?: 'sm' | 'md';
  /** Keep the label for screen readers only, when the figure is already shown large next to the bar. */
  hideText?: boolean;
}

/** A labelled progress bar (role progressbar, named by its visible label). */
export function ProgressBar({ label, value, valueText, size = 'sm', hideText = false }: ProgressBarProps) {
  const labelId = useId();
  const percent = clampPercent(value);
  const shown = valueText ?? `${percent}%`;
  return (
    <div css={{ width: '100%' }}>
      <div
        css={(theme) => [
          {
            display: 'flex',
            justifyContent: 'space-between',
            gap: theme.space.sm,
            fontSize: size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md,
            color: theme.colors.textMuted,
            marginBottom: 2,
          },
          hideText && visuallyHidden,
        ]}
      >
        <span id={labelId}>{label}</span>
        {shown !== '' && (
          <span aria-hidden="true" css={(theme) => ({ color: theme.colors.text, fontWeight: 600 })}>
            {shown}
          </span>
        )}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={shown === '' ? undefined : shown}
        css={(theme) => ({
          height: size === 'sm' ? 6 : 10,
          borderRadius: theme.radii.pill,
          background: theme.colors.primarySoft,
          overflow: 'hidden',
        })}
      >
        <div
          css={(theme) => ({
            height: '100%',
            width: `${percent}%`,
            borderRadius: theme.radii.pill,
            background: theme.colors.primary,
            transition: 'width 300ms ease',
          })}
        />
      </div>
    </div>
  );
}
