import type { Theme } from '@emotion/react';

// A checkbox and its text as one large tap target, on cheap phones with big thumbs.
export const checkRow = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space.sm,
  minHeight: theme.sizes.touchTarget,
  padding: `${theme.space.sm} 0`,
  cursor: 'pointer',
  lineHeight: 1.4,
});

export const checkboxInput = (theme: Theme) => ({
  flex: '0 0 auto',
  width: 24,
  height: 24,
  margin: 0,
  accentColor: theme.colors.primary,
  cursor: 'pointer',
});
