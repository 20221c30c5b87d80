import { ScreenPlaceholder } from '../../shared/screen-placeholder.tsx';
import { subscriptionStrings } from './strings.ts';

/** `/renew`: target of the access guard's "subscription expired" prompt. */
export function RenewPage() {
  return <ScreenPlaceholder title={subscriptionStrings.renewTitle} />;
}
