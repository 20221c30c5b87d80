import { ScreenPlaceholder } from '../../shared/screen-placeholder.tsx';
import { savedGuidanceStrings } from './strings.ts';

export function SavedGuidancePage() {
  return <ScreenPlaceholder title={savedGuidanceStrings.title} />;
}
