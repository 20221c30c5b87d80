import type { Statistic } from '@detox/fixtures/marketing';
import { FigureMarker } from './marketing-notes.tsx';

/** Big figures with their labels (4.8/5, 92%, -80%, ~5.000), each marked '*': the page shows FiguresNote after them. */
export function Statistics({ items }: { items: readonly Statistic[] }) {
  return (
    <dl
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(9.5rem, 1fr))',
        gap: theme.space.md,
        margin: 0,
      })}
    >
      {items.map((item) => (
        <div
          key={item.label}
          css={(theme) => ({
            display: 'flex',
            flexDirection: 'column-reverse',
            padding: theme.space.md,
            borderRadius: theme.radii.md,
            background: theme.colors.surface,
            border: `1px solid ${theme.colors.border}`,
          })}
        >
          <dt css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
            {item.label}
          </dt>
          <dd
            css={(theme) => ({
              margin: 0,
              fontSize: theme.fontSizes.xl,
              fontWeight: 800,
              color: theme.colors.primary,
            })}
          >
            {item.value}
            <FigureMarker />
          </dd>
        </div>
      ))}
    </dl>
  );
}
