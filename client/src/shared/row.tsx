import type { CSSProperties, ReactNode } from 'react';

interface RowProps {
  /** How the items share a line (`justify-content`); unset: from the start. */
  justify?: CSSProperties['justifyContent'];
  /** How the items line up across (`align-items`); unset: stretched. */
  align?: CSSProperties['alignItems'];
  /** Styles given with the `css` prop (a margin, a wider gap); they win over the row's own. */
  className?: string;
  children: ReactNode;
}

/**
 * Items side by side with the small gap, going onto the next line when the screen is narrow (a row of buttons,
 * a label and its badge). The one flex row the screens share instead of writing its four properties again.
 */
export function Row({ justify, align, className, children }: RowProps) {
  return (
    <div
      className={className}
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.space.sm,
        justifyContent: justify,
        alignItems: align,
      })}
    >
      {children}
    </div>
  );
}
