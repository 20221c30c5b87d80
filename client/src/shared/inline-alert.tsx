import type { ReactNode } from 'react';

/** A short message under a control: announced at once (role alert), calm colours. */
export function InlineAlert({
  tone = 'danger',
  children,
}: {
  tone?: 'danger' | 'info';
  children: ReactNode;
}) {
  return (
    <p
      role="alert"
      css={(theme) => ({
        margin: 0,
        padding: `${theme.space.sm} ${theme.space.md}`,
        borderRadius: theme.radii.sm,
        fontSize: theme.fontSizes.sm,
        background: tone === 'danger' ? theme.colors.dangerSoft : theme.colors.primarySoft,
        color: tone === 'danger' ? theme.colors.danger : theme.colors.primary,
        borderLeft: `4px solid ${tone === 'danger' ? theme.colors.danger : theme.colors.primary}`,
      })}
    >
      {children}
    </p>
  );
}
