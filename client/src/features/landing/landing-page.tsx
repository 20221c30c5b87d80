import { ScreenPlaceholder } from '../../shared/screen-placeholder.tsx';
import { landingStrings } from './strings.ts';

export function LandingPage() {
  return <ScreenPlaceholder title={landingStrings.title} />;
}
