import type { Theme } from '@emotion/react';

// Shared looks of the day screen's panels: a heading, small subheadings and plain lists.
export const panelHeading = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.lg, lineHeight: 1.3 });
export const subHeading = (theme: Theme) => ({
  margin: `${theme.space.sm} 0 ${theme.space.xs}`,
  fontSize: theme.fontSizes.md,
});
export const mutedText = (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted });
export const plainList = (theme: Theme) => ({
  margin: 0,
  paddingLeft: theme.space.lg,
  display: 'grid',
  gap: theme.space.xs,
});
export const buttonRow = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  gap: theme.space.sm,
});
export const stack = (theme: Theme) => ({ display: 'grid', gap: theme.space.md });
export const textArea = (theme: Theme) => ({
  width: '100%',
  minHeight: 120,
  padding: theme.space.md,
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.controlBorder}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  fontWeight: 400,
  font: 'inherit',
  lineHeight: 1.5,
  resize: 'vertical' as const,
});
