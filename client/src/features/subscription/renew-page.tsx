import { PlanOffer } from './plan-offer.tsx';
import { subscriptionStrings as text } from './strings.ts';

/** `/renew`: where the access guard's 'Assinatura Expirada' leads. */
export function RenewPage() {
  return <PlanOffer title={text.renewTitle} intro={text.renewIntro} action={text.renew} />;
}
