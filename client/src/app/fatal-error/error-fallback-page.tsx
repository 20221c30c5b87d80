import { Button } from '../../shared/button.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { appStrings } from '../strings.ts';

const text = appStrings.fatalError;

/** Fatal error page for larger screens: a short apology and a retry (spec §2). */
export function ErrorFallbackPage({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <PageShell title={text.title} centered>
      <h1>{text.title}</h1>
      <p>{text.fallbackIntro}</p>
      <p css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>{message}</p>
      <Button onClick={onRetry}>{text.retry}</Button>
    </PageShell>
  );
}
