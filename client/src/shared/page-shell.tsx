import type { ReactNode } from 'react';
import { sharedStrings } from './strings.ts';

interface PageShellProps {
  /** Screen name for the browser tab; the product name is appended. */
  title: string;
  centered?: boolean;
  /** Wider column for screens of cards (the dashboard); reading screens keep the narrow one. */
  wide?: boolean;
  children: ReactNode;
}

export const mainContentId = 'conteudo';

/** The <main> landmark of a screen: readable width, safe-area padding, tab title. */
export function PageShell({ title, centered = false, wide = false, children }: PageShellProps) {
  const { productName } = sharedStrings;
  return (
    <main
      id={mainContentId}
      tabIndex={-1}
      css={(theme) => ({
        width: '100%',
        maxWidth: wide ? '72rem' : theme.sizes.content,
        margin: '0 auto',
        // The end stays clear of the shell's bottom bar on a phone (it sets --shell-nav-height).
        padding: `${theme.space.xl} max(${theme.space.md}, env(safe-area-inset-right)) calc(${theme.space.xxl} + var(--shell-nav-height, 0px)) max(${theme.space.md}, env(safe-area-inset-left))`,
        outline: 'none',
        ...(centered && { textAlign: 'center', paddingTop: theme.space.xxl }),
      })}
    >
      <title>{title === productName ? productName : `${title} | ${productName}`}</title>
      {children}
    </main>
  );
}
