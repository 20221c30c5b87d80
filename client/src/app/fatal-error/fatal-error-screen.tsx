import { isMobile } from '../../shared/device.ts';
import type { ErrorReport } from './error-details.ts';
import { ErrorFallbackPage } from './error-fallback-page.tsx';
import { MobileErrorPage } from './mobile-error-page.tsx';

export function FatalErrorScreen({ report, onRetry }: { report: ErrorReport; onRetry: () => void }) {
  return isMobile() ? (
    <MobileErrorPage report={report} />
  ) : (
    <ErrorFallbackPage message={report.message} onRetry={onRetry} />
  );
}
