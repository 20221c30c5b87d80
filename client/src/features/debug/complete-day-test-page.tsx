import { ScreenPlaceholder } from '../../shared/screen-placeholder.tsx';
import { debugStrings } from './strings.ts';

/** `/test-complete-day`: internal test of completing day 1. */
export function CompleteDayTestPage() {
  return <ScreenPlaceholder title={debugStrings.completeDayTestTitle} />;
}
