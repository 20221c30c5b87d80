import type { ReactNode } from 'react';
import { LinkButton } from './link-button.tsx';

interface DayHeadingProps {
  /** 'Voltar', back to the dashboard. */
  back: string;
  /** The small line above the title, e.g. 'Dia 3 do programa'. */
  dayLabel: string;
  title: string;
  /** The day's theme, under the title. */
  theme: string;
  /** The title's line height when it should not be the page's. */
  titleLineHeight?: number;
  /** What follows the theme: progress, badges, buttons. */
  children?: ReactNode;
}

/** The top of a programme day's screen: back to the dashboard, the day number, its title and theme. */
export function DayHeading({
  back,
  dayLabel,
  title,
  theme: dayTheme,
  titleLineHeight,
  children,
}: DayHeadingProps) {
  return (
    <header css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <LinkButton to="/" variant="ghost" css={{ justifySelf: 'start', paddingLeft: 0 }}>
        <span aria-hidden="true">←</span> {back}
      </LinkButton>
      <p
        css={(theme) => ({
          margin: 0,
          fontSize: theme.fontSizes.sm,
          fontWeight: 700,
          letterSpacing: '0.06em',
          textTransform: 'uppercase',
          color: theme.colors.accentStrong,
        })}
      >
        {dayLabel}
      </p>
      <h1
        css={(theme) => ({
          margin: 0,
          fontSize: theme.fontSizes.xxl,
          ...(titleLineHeight === undefined ? {} : { lineHeight: titleLineHeight }),
        })}
      >
        {title}
      </h1>
      <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.lg })}>
        {dayTheme}
      </p>
      {children}
    </header>
  );
}
