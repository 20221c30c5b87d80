import { appStrings } from '../strings.ts';

export interface ErrorReport {
  message: string;
  stack: string | null;
  componentStack: string | null;
}

const text = appStrings.fatalError;

export function describeError(error: unknown, componentStack: string | null = null): ErrorReport {
  if (error instanceof Error) {
    return { message: error.message || error.name, stack: error.stack ?? null, componentStack };
  }
  const message = typeof error === 'string' && error !== '' ? error : text.unknownError;
  return { message, stack: null, componentStack };
}

interface Context {
  url: string;
  userAgent: string;
  time: Date;
}

/** Plain-text report a user can paste into a support chat. */
export function formatErrorReport(report: ErrorReport, { url, userAgent, time }: Context): string {
  const label = text.detailsLabels;
  return [
    `${label.message}: ${report.message}`,
    `${label.url}: ${url}`,
    `${label.time}: ${time.toISOString()}`,
    `${label.userAgent}: ${userAgent}`,
    `${label.stack}:\n${report.stack ?? text.unavailable}`,
    `${label.componentStack}:\n${(report.componentStack?.trim() ?? '') || text.unavailable}`,
  ].join('\n\n');
}

export const canShare = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Share sheet when the phone has one, otherwise the clipboard (spec §2 fatal error screens, §8). */
export async function shareErrorReport(report: ErrorReport): Promise<void> {
  const details = formatErrorReport(report, {
    url: window.location.href,
    userAgent: navigator.userAgent,
    time: new Date(),
  });
  if (canShare()) {
    try {
      await navigator.share({ title: text.detailsTitle, text: details });
      return;
    } catch (error) {
      // The user closed the share sheet: nothing to do. Any other failure falls back to the clipboard.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(details);
    window.alert(text.copied);
  } catch {
    window.alert(text.copyFailed);
  }
}
