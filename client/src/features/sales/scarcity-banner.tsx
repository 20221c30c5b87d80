import { scarcity } from '@detox/fixtures/marketing';
import { salesStrings as text } from './strings.ts';

/** 'Últimas vagas': 92% of the places taken, 17 left (spec §1), with a meter. */
export function ScarcityBanner() {
  return (
    <aside
      aria-label={scarcity.badge}
      css={(theme) => ({
        margin: `${theme.space.lg} 0`,
        padding: theme.space.md,
        borderRadius: theme.radii.md,
        background: '#fff4e5',
        border: `2px solid ${theme.colors.accent}`,
      })}
    >
      <p
        css={(theme) => ({
          margin: `0 0 ${theme.space.sm}`,
          fontWeight: 800,
          color: theme.colors.accentStrong,
          textTransform: 'uppercase',
          fontSize: theme.fontSizes.sm,
          letterSpacing: '0.04em',
        })}
      >
        {scarcity.badge}
      </p>
      <p css={(theme) => ({ margin: `0 0 ${theme.space.sm}`, fontWeight: 600 })}>{scarcity.text}</p>
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={scarcity.capacityPercent}
        aria-label={text.scarcityMeter(scarcity.capacityPercent)}
        css={(theme) => ({
          height: '10px',
          borderRadius: theme.radii.pill,
          background: '#f3dcc0',
          overflow: 'hidden',
        })}
      >
        <div
          css={(theme) => ({
            width: `${scarcity.capacityPercent}%`,
            height: '100%',
            background: theme.colors.accentStrong,
          })}
        />
      </div>
    </aside>
  );
}
