import { ScreenPlaceholder } from '../../shared/screen-placeholder.tsx';
import { subscriptionStrings } from './strings.ts';

/** `/upgrade`: target of the access guard's "premium required" prompt. */
export function UpgradePage() {
  return <ScreenPlaceholder title={subscriptionStrings.upgradeTitle} />;
}
