import {
  CHECKOUT_FALLBACK_PATH,
  CHECKOUT_URL_TOKEN,
  UPSELL_CHECKOUT_URL_TOKEN,
} from '@detox/server/contracts/sales-pages';
import { type AnchorHTMLAttributes, createContext, useContext } from 'react';

export type Offer = 'main' | 'upsell';

/**
 * Where buy buttons point. The build renders the server's tokens (filled in per config when served); inside
 * the SPA, where no config is known, buy buttons fall back to /login like an unconfigured server does.
 */
export const CheckoutTargets = createContext<Record<Offer, string | null>>({ main: null, upsell: null });

export const prerenderCheckoutTargets: Record<Offer, string> = {
  main: CHECKOUT_URL_TOKEN,
  upsell: UPSELL_CHECKOUT_URL_TOKEN,
};

type CheckoutLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  offer?: Offer;
};

/** A buy button: the external checkout in a new tab, without giving it a handle on this page (noopener). */
export function CheckoutLink({ offer = 'main', ...rest }: CheckoutLinkProps) {
  const href = useContext(CheckoutTargets)[offer];
  // href, target and rel stay together and in this order: the server rewrites them as one string.
  if (href === null) return <a href={CHECKOUT_FALLBACK_PATH} {...rest} />;
  return <a href={href} target="_blank" rel="noopener" data-checkout={offer} {...rest} />;
}
