import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  /** A tinted band across the page instead of plain background. */
  tinted?: boolean;
}

/** A titled block of a sales page; its heading names the region for screen readers. */
export function Section({ id, title, intro, children, tinted = false }: SectionProps) {
  return (
    <section
      aria-labelledby={`${id}-titulo`}
      id={id}
      css={(theme) => ({
        padding: `${theme.space.xl} 0`,
        scrollMarginTop: '72px',
        ...(tinted && {
          background: theme.colors.primarySoft,
          margin: `0 calc(50% - 50vw)`,
          padding: `${theme.space.xl} calc(50vw - 50%)`,
        }),
      })}
    >
      <h2 id={`${id}-titulo`} css={(theme) => ({ fontSize: theme.fontSizes.xl })}>
        {title}
      </h2>
      {intro !== undefined && <p css={(theme) => ({ color: theme.colors.textMuted })}>{intro}</p>}
      {children}
    </section>
  );
}

/** The readable column every static page sits in. */
export function PageColumn({ children, as: Element = 'div' }: { children: ReactNode; as?: 'div' | 'main' }) {
  return (
    <Element
      id={Element === 'main' ? 'conteudo' : undefined}
      // The sales pages keep the light palette whatever the system says (their photos, video and banners are
      // drawn for it); global-styles.tsx reads this marker.
      data-light-only={Element === 'main' ? '' : undefined}
      css={(theme) => ({
        width: '100%',
        maxWidth: '44rem',
        margin: '0 auto',
        padding: `0 max(${theme.space.md}, env(safe-area-inset-left)) 0 max(${theme.space.md}, env(safe-area-inset-right))`,
      })}
    >
      {children}
    </Element>
  );
}
