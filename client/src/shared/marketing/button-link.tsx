import { css, type Theme } from '@emotion/react';
import type { AnchorHTMLAttributes } from 'react';
import { type ButtonVariant, buttonStyles } from '../button-styles.ts';
import { CheckoutLink, type Offer } from '../static-page/checkout-link.tsx';

/** The big call-to-action look: full width on phones, a warm colour that stands out from the teal page. */
const callToActionStyles = (theme: Theme) => css`
  ${buttonStyles(theme, 'primary')};
  min-height: 56px;
  width: 100%;
  max-width: 32rem;
  padding: 0 ${theme.space.md};
  font-size: clamp(1.0625rem, 4.6vw, ${theme.fontSizes.lg});
  font-weight: 800;
  background: ${theme.colors.accentStrong};
  box-shadow: 0 6px 18px rgba(154, 63, 10, 0.28);
  &:hover {
    background: ${theme.colors.accentStrongHover};
  }
`;

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; variant?: ButtonVariant };

/** A plain link that looks like a button (static pages have no router). */
export function ButtonLink({ variant = 'primary', ...rest }: LinkProps) {
  return <a css={(theme) => buttonStyles(theme, variant)} {...rest} />;
}

/** The buy button of a sales page: the checkout in a new tab (see CheckoutLink). */
export function BuyButton({ offer, children }: { offer?: Offer; children: string }) {
  return (
    <CheckoutLink offer={offer} css={callToActionStyles}>
      {children}
    </CheckoutLink>
  );
}
