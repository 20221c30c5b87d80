import type { AriaRole, ReactNode } from 'react';
import { Button } from './button.tsx';
import { InlineAlert } from './inline-alert.tsx';
import { PageShell } from './page-shell.tsx';
import { Row } from './row.tsx';
import { Spinner } from './spinner.tsx';

interface ScreenStateProps {
  /** The tab's title. */
  title: string;
  /** `alert` when the whole column is what went wrong and is announced at once. */
  role?: AriaRole;
  children: ReactNode;
}

/** A screen that cannot show its content (yet): one centred column in the page's <main>. */
export function ScreenState({ title, role, children }: ScreenStateProps) {
  return (
    <PageShell title={title} centered>
      <div role={role} css={(theme) => ({ display: 'grid', gap: theme.space.md, justifyItems: 'center' })}>
        {children}
      </div>
    </PageShell>
  );
}

/** The screen while its first read is on the way: the spinner, and its label shown under it. */
export function LoadingScreen({ label, title = label }: { label: string; title?: string }) {
  return (
    <ScreenState title={title}>
      <Spinner label={label} />
      <p aria-hidden="true" css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
        {label}
      </p>
    </ScreenState>
  );
}

interface LoadErrorScreenProps {
  /** The tab's title; the heading too unless `heading` is given. */
  title: string;
  heading?: string;
  /** What went wrong, under the heading (announced); without it the heading itself is announced. */
  message?: string;
  retry: { label: string; onClick: () => void; disabled?: boolean };
  /** The other ways on (back, support), after the retry button. */
  children?: ReactNode;
}

/** The screen whose first read failed: what happened, "Tentar novamente" and the ways back. */
export function LoadErrorScreen({ title, heading = title, message, retry, children }: LoadErrorScreenProps) {
  const h1 = <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xl })}>{heading}</h1>;
  return (
    <ScreenState title={title}>
      {message === undefined ? (
        <div role="alert">{h1}</div>
      ) : (
        <>
          {h1}
          <InlineAlert>{message}</InlineAlert>
        </>
      )}
      <Row justify="center">
        <Button disabled={retry.disabled} onClick={retry.onClick}>
          {retry.label}
        </Button>
        {children}
      </Row>
    </ScreenState>
  );
}
