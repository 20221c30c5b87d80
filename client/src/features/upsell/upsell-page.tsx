import { ScreenPlaceholder } from '../../shared/screen-placeholder.tsx';
import { upsellStrings } from './strings.ts';

export function UpsellPage() {
  return <ScreenPlaceholder title={upsellStrings.title} />;
}
