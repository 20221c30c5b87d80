import { QUIZ_PATH } from '@detox/server/contracts/sales-pages';
import { mainOffer, salesArticle, trustBadges } from '@detox/fixtures/marketing';
import { BuyButton, ButtonLink } from '../../shared/marketing/button-link.tsx';
import { FiguresNotePointer } from '../../shared/marketing/marketing-notes.tsx';
import { salesStrings as text } from './strings.ts';

/** 'Comece Agora' (checkout, new tab) and 'Fazer Teste Rápido' (the quiz), with price and reassurance. */
export function CtaBlock({ withPrice = false, id }: { withPrice?: boolean; id?: string }) {
  return (
    <div
      id={id}
      css={(theme) => ({
        margin: `${theme.space.lg} 0`,
        padding: theme.space.lg,
        borderRadius: theme.radii.lg,
        background: theme.colors.surface,
        boxShadow: theme.shadows.card,
        textAlign: 'center',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: theme.space.md,
      })}
    >
      {withPrice && (
        <p css={{ margin: 0 }}>
          {text.priceLead}{' '}
          <strong css={(theme) => ({ fontSize: theme.fontSizes.xxl, color: theme.colors.primary })}>
            {mainOffer.priceLabel}
          </strong>
          <br />
          <span css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
            {mainOffer.paymentNote}
          </span>
        </p>
      )}
      <BuyButton>{salesArticle.ctas.buy}</BuyButton>
      <ButtonLink href={QUIZ_PATH} variant="secondary" css={{ width: '100%', maxWidth: '32rem' }}>
        {salesArticle.ctas.quiz}
      </ButtonLink>
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
        {salesArticle.ctas.buyNote}
      </p>
      {withPrice && (
        <ul
          css={(theme) => ({
            listStyle: 'none',
            padding: 0,
            margin: 0,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: theme.space.sm,
            fontSize: theme.fontSizes.sm,
          })}
        >
          {trustBadges.map((badge) => (
            <li
              key={badge}
              css={(theme) => ({
                padding: '2px 10px',
                borderRadius: theme.radii.pill,
                background: theme.colors.primarySoft,
                color: theme.colors.primary,
                fontWeight: 600,
              })}
            >
              {badge}
            </li>
          ))}
        </ul>
      )}
      {/* The badges hold figures (rating, results in 7 days). */}
      {withPrice && <FiguresNotePointer />}
    </div>
  );
}
