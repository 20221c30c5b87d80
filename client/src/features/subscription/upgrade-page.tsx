import { PlanOffer } from './plan-offer.tsx';
import { subscriptionStrings as text } from './strings.ts';

/** `/upgrade`: where the access guard's 'Acesso Premium Necessário' leads. */
export function UpgradePage() {
  return <PlanOffer title={text.upgradeTitle} intro={text.upgradeIntro} action={text.buy} />;
}
