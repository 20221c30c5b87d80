import { upsellPage } from '@detox/fixtures/marketing';
import { BuyButton } from '../../shared/marketing/button-link.tsx';
import { ResultsVaryNote } from '../../shared/marketing/marketing-notes.tsx';
import { PageColumn } from '../../shared/marketing/section.tsx';
import { upsellVideo } from '../../shared/static-page/media.ts';
import { SalesVideo } from '../../shared/static-page/sales-video.tsx';
import { formatCountdown } from './countdown.ts';
import { upsellStrings as text } from './strings.ts';

/**
 * `/upsell-onda-genial` (spec §2): countdown banner, presentation video, three benefit cards, price, accept
 * button, refuse link and guarantee note. upsell-enhance.ts runs the countdown and the video; the offer's
 * id, name and value sit on the root for the analytics event (view_item, BRL 47).
 */
export function UpsellScreen() {
  const { offer } = upsellPage;
  return (
    <div
      data-light-only=""
      data-offer-id={offer.productId}
      data-offer-name={offer.productName}
      data-offer-value={offer.priceCents / 100}
    >
      <section
        aria-label={text.countdownRegion}
        css={(theme) => ({
          position: 'sticky',
          top: 0,
          zIndex: 10,
          padding: `${theme.space.sm} ${theme.space.md}`,
          background: theme.colors.danger,
          color: '#fff',
          textAlign: 'center',
          fontWeight: 700,
        })}
      >
        {upsellPage.countdownLabel}{' '}
        <strong
          role="timer"
          data-countdown=""
          data-seconds={upsellPage.countdownSeconds}
          data-ended-label={text.countdownEnded}
          css={{ fontVariantNumeric: 'tabular-nums', fontSize: '1.25rem' }}
        >
          {formatCountdown(upsellPage.countdownSeconds)}
        </strong>
      </section>
      <PageColumn as="main">
        <header css={(theme) => ({ textAlign: 'center', paddingTop: theme.space.xl })}>
          <h1 css={{ fontSize: 'clamp(1.5rem, 5vw, 2.3rem)' }}>{upsellPage.headline}</h1>
          <p css={(theme) => ({ color: theme.colors.textMuted, fontSize: '1.0625rem' })}>
            {upsellPage.subheadline}
          </p>
        </header>
        <SalesVideo
          media={upsellVideo}
          title={upsellPage.videoTitle}
          overlayText={text.videoOverlay}
          pauseLabel={text.videoPause}
          priority
        />
        <ul
          css={(theme) => ({
            listStyle: 'none',
            padding: 0,
            margin: `${theme.space.xl} 0 0`,
            display: 'grid',
            gap: theme.space.md,
            '@media (min-width: 720px)': { gridTemplateColumns: 'repeat(3, 1fr)' },
          })}
        >
          {upsellPage.benefits.map((benefit) => (
            <li
              key={benefit.title}
              css={(theme) => ({
                padding: theme.space.lg,
                borderRadius: theme.radii.lg,
                background: theme.colors.surface,
                boxShadow: theme.shadows.card,
                borderTop: `4px solid ${theme.colors.accentStrong}`,
              })}
            >
              <h2 css={(theme) => ({ fontSize: theme.fontSizes.lg, marginBottom: theme.space.sm })}>
                {benefit.title}
              </h2>
              <p css={{ margin: 0 }}>{benefit.description}</p>
            </li>
          ))}
        </ul>
        <ResultsVaryNote />
        <div
          css={(theme) => ({
            textAlign: 'center',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: theme.space.md,
            paddingBottom: theme.space.xxl,
          })}
        >
          <p css={{ margin: 0, fontSize: '1.125rem' }}>
            {text.priceWas} <s>{upsellPage.originalPriceLabel}</s> {text.priceNow}{' '}
            <strong css={(theme) => ({ fontSize: theme.fontSizes.xxl, color: theme.colors.primary })}>
              {offer.priceLabel}
            </strong>
            <br />
            <span css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
              {offer.paymentNote}
            </span>
          </p>
          <BuyButton offer="upsell">{upsellPage.acceptButton}</BuyButton>
          <a
            href="/app"
            css={(theme) => ({
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: theme.sizes.touchTarget,
              color: theme.colors.textMuted,
            })}
          >
            {upsellPage.refuseLink}
          </a>
          <p
            css={(theme) => ({
              margin: 0,
              maxWidth: '32rem',
              fontSize: theme.fontSizes.sm,
              color: theme.colors.textMuted,
            })}
          >
            {upsellPage.guaranteeNote}
          </p>
        </div>
      </PageColumn>
    </div>
  );
}
