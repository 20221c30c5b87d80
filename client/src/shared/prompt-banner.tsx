import type { ReactNode } from 'react';
import { Row } from './row.tsx';

interface PromptBannerProps {
  /** The bold first line; it also names the region. */
  title: string;
  text: string;
  /** The banner's buttons, in one wrapping row. */
  actions: ReactNode;
  /** 'status' when the message should be announced as it appears. */
  messageRole?: 'status';
  /** Placement and looks added by the caller (Emotion `css`). */
  className?: string;
  /** Rendered after the buttons, e.g. the dialog a button opens. */
  children?: ReactNode;
}

/** A prompt on the screen (install the app, turn on reminders, a new version): a title, one line and its buttons. */
export function PromptBanner({ title, text, actions, messageRole, className, children }: PromptBannerProps) {
  return (
    <section
      aria-label={title}
      className={className}
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.sm,
        padding: theme.space.md,
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.controlBorder}`,
      })}
    >
      <div role={messageRole}>
        <strong css={{ display: 'block' }}>{title}</strong>
        <span css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>{text}</span>
      </div>
      <Row>{actions}</Row>
      {children}
    </section>
  );
}
