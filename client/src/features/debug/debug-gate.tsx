import type { ReactNode } from 'react';
import { isApiError } from '../../shared/api/api-response.ts';
import { InlineAlert } from '../../shared/inline-alert.tsx';
import { Spinner } from '../../shared/spinner.tsx';
import { decisionForReason } from '../../entities/access/access-rules.ts';
import { AccessDeniedScreen } from '../../entities/access/access-screens.tsx';
import { useGetDebugStatusQuery } from './debug-api.ts';
import { debugStrings as text } from './strings.ts';

/** The test screens exist outside production, or for admins: the server decides, and a 403 shows 'Acesso Restrito'. */
export function DebugGate({ children }: { children: ReactNode }) {
  const status = useGetDebugStatusQuery(undefined);
  if (status.isLoading) return <Spinner label={text.checking} />;
  if (status.isError) {
    const reason = isApiError(status.error) ? status.error.reason : undefined;
    const decision = decisionForReason(reason);
    if (decision) return <AccessDeniedScreen decision={decision} adminOnly />;
    return <InlineAlert>{isApiError(status.error) ? status.error.message : text.unavailable}</InlineAlert>;
  }
  return <>{children}</>;
}
