import { guarantee, mainOffer } from '@detox/fixtures/marketing';
import { buttonStyles } from '../../shared/button-styles.ts';
import { Card } from '../../shared/card.tsx';
import { LinkButton } from '../../shared/link-button.tsx';
import { PageShell } from '../../shared/page-shell.tsx';
import { visuallyHidden } from '../../shared/visually-hidden.ts';
import { useCheckoutLinkQuery } from '../../entities/auth/auth-api.ts';
import { subscriptionStrings as text } from './strings.ts';
import { Row } from '../../shared/row.tsx';

interface PlanOfferProps {
  title: string;
  intro: string;
  action: string;
}

/** The plan, its price and guarantee, and the way to the external checkout (opened in a new tab). */
export function PlanOffer({ title, intro, action }: PlanOfferProps) {
  const checkout = useCheckoutLinkQuery(undefined);
  // Without a configured checkout, the sales page is where one buys.
  const checkoutUrl = checkout.data?.checkoutUrl ?? '/';
  return (
    <PageShell title={title}>
      <h1>{title}</h1>
      <p>{intro}</p>
      <Card css={(theme) => ({ display: 'grid', gap: theme.space.md })}>
        <h2 css={(theme) => ({ fontSize: theme.fontSizes.lg, margin: 0 })}>{mainOffer.productName}</h2>
        <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xxl, fontWeight: 800 })}>
          {mainOffer.priceLabel}
        </p>
        <p css={{ margin: 0 }}>{mainOffer.paymentNote}</p>
        <h3 css={(theme) => ({ fontSize: theme.fontSizes.md, margin: 0 })}>{text.includedHeading}</h3>
        <ul css={{ margin: 0, paddingLeft: '1.25rem' }}>
          {text.included.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p css={{ margin: 0 }}>
          <strong>{guarantee.title}.</strong> {guarantee.description}
        </p>
        <a
          href={checkoutUrl}
          target="_blank"
          rel="noopener noreferrer"
          css={(theme) => buttonStyles(theme, 'primary')}
        >
          {action}
          <span css={visuallyHidden}>{text.newTab}</span>
        </a>
        <p css={{ margin: 0 }}>{text.afterPayment}</p>
        <Row>
          <LinkButton to="/login" variant="secondary">
            {text.login}
          </LinkButton>
          <LinkButton to="/" variant="ghost">
            {text.home}
          </LinkButton>
        </Row>
      </Card>
    </PageShell>
  );
}
