import type { ReactNode } from 'react';

/** Label/value rows that wrap long values (URLs, user agents) instead of overflowing a phone screen. */
export function InfoList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
        gap: `${theme.space.xs} ${theme.space.md}`,
        margin: 0,
        fontSize: theme.fontSizes.sm,
        '& dt': { color: theme.colors.textMuted },
        '& dd': { margin: 0, overflowWrap: 'anywhere' },
      })}
    >
      {rows.map(([label, value]) => (
        <div key={label} css={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
