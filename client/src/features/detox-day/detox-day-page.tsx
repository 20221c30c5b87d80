import { ScreenPlaceholder } from '../../shared/screen-placeholder.tsx';
import { detoxDayStrings } from './strings.ts';

export function DetoxDayPage() {
  return <ScreenPlaceholder title={detoxDayStrings.title} />;
}
