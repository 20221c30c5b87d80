import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { describeError } from './error-details.ts';
import { FatalErrorScreen } from './fatal-error-screen.tsx';

/**
 * Errors React Router catches itself, mostly a screen's code chunk failing to download on a bad
 * connection. Retrying means loading the page again.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const report = isRouteErrorResponse(error)
    ? describeError(`${error.status} ${error.statusText}`)
    : describeError(error);
  return (
    <FatalErrorScreen
      report={report}
      onRetry={() => {
        window.location.reload();
      }}
    />
  );
}
