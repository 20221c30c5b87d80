import { Spinner } from '../shared/spinner.tsx';
import { appStrings } from './strings.ts';

/** Shown while a screen's code or the saved session is loading. */
export function RouteSpinner() {
  return (
    <div css={{ display: 'flex', justifyContent: 'center', padding: '20vh 16px' }}>
      <Spinner label={appStrings.loading} />
    </div>
  );
}
