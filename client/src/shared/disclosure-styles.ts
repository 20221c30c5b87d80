import type { Theme } from '@emotion/react';

/** The visible line of a `<details>` that opens more text: a full touch target, in the link colour. */
export const disclosureSummary = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: theme.sizes.touchTarget,
  cursor: 'pointer',
  fontWeight: 600,
  color: theme.colors.primary,
});
