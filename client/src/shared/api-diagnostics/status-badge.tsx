import type { ReactNode } from 'react';

const tones = {
  good: { background: '#e3f3e8', color: '#1d6b39' },
  bad: { background: '#fdecea', color: '#b42318' },
  neutral: { background: '#ede9e2', color: '#3f4a48' },
} as const;

/** A small pill; the text says the state, the colour only repeats it. */
export function StatusBadge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      css={(theme) => ({
        display: 'inline-block',
        padding: `2px ${theme.space.sm}`,
        borderRadius: theme.radii.pill,
        fontWeight: 600,
        ...tones[tone],
      })}
    >
      {children}
    </span>
  );
}
