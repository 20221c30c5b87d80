import type { Theme } from '@emotion/react';

/** A native select as tall and as legible as the text fields. */
export const selectStyles = (theme: Theme) => ({
  minHeight: 48,
  width: '100%',
  padding: `0 ${theme.space.sm}`,
  borderRadius: theme.radii.md,
  border: `2px solid ${theme.colors.controlBorder}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  fontSize: theme.fontSizes.md,
  '&:focus-visible': { outline: theme.focusRing, outlineOffset: 2 },
});
