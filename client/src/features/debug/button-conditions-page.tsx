import { ScreenPlaceholder } from '../../shared/screen-placeholder.tsx';
import { debugStrings } from './strings.ts';

/** `/debug-button-conditions`: internal panel showing why "complete day" is or is not enabled. */
export function ButtonConditionsPage() {
  return <ScreenPlaceholder title={debugStrings.buttonConditionsTitle} />;
}
