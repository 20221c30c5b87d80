import {
  guarantee,
  landingPage,
  marketingNotes,
  marketingStatistics,
  painPoints,
  programmeBenefits,
  writtenTestimonials,
} from '@detox/fixtures/marketing';
import { BenefitList } from '../../shared/marketing/benefit-list.tsx';
import { BuyButton, ButtonLink } from '../../shared/marketing/button-link.tsx';
import { FiguresNote, TestimonialsNote } from '../../shared/marketing/marketing-notes.tsx';
import { PageColumn, Section } from '../../shared/marketing/section.tsx';
import { Statistics } from '../../shared/marketing/statistics.tsx';
import { TestimonialCards } from '../../shared/marketing/testimonial-cards.tsx';
import { VslPlayer } from './vsl-player.tsx';
import { Row } from '../../shared/row.tsx';

/** Buy button, its note, and the two ways in for people who already bought ('Baixar Agora', 'Já Tenho Acesso'). */
function OfferActions() {
  return (
    <div
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: theme.space.sm,
        margin: `${theme.space.lg} 0`,
        textAlign: 'center',
      })}
    >
      <BuyButton>{landingPage.buyButton}</BuyButton>
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
        {landingPage.buyNote}
      </p>
      <Row justify="center">
        <ButtonLink href="/login" variant="secondary">
          {landingPage.downloadNowButton}
        </ButtonLink>
        <ButtonLink href="/login" variant="ghost">
          {landingPage.alreadyHaveAccessButton}
        </ButtonLink>
      </Row>
    </div>
  );
}

/** `/lp*`, `/landing*`, `/vsl*`: the video sales page (spec §2), without the app's shared top element. */
export function VideoSalesPage({ year }: { year: number }) {
  const { sections } = landingPage;
  return (
    <>
      <PageColumn as="main">
        <header css={(theme) => ({ paddingTop: theme.space.xl, textAlign: 'center' })}>
          <h1 css={{ fontSize: 'clamp(1.5rem, 5vw, 2.4rem)', lineHeight: 1.2 }}>{landingPage.headline}</h1>
          <p css={(theme) => ({ fontSize: '1.0625rem', color: theme.colors.textMuted })}>
            {landingPage.subheadline}
          </p>
        </header>
        <VslPlayer />
        <OfferActions />
        <Section id="dores" title={sections.painPoints.title} intro={sections.painPoints.description}>
          <BenefitList items={painPoints} mark="!" />
        </Section>
        <Section id="beneficios" title={sections.benefits.title} intro={sections.benefits.description}>
          <BenefitList items={programmeBenefits} />
        </Section>
        <Section
          id="depoimentos"
          title={sections.testimonials.title}
          intro={sections.testimonials.description}
        >
          <TestimonialCards testimonials={writtenTestimonials} />
          <TestimonialsNote />
        </Section>
        <Section id="estatisticas" title={sections.statistics.title} intro={sections.statistics.description}>
          <Statistics items={marketingStatistics} />
          <FiguresNote />
        </Section>
        <Section id="garantia" title={sections.guarantee.title} intro={sections.guarantee.description}>
          <p>{guarantee.description}</p>
          <p css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
            {guarantee.note}
          </p>
        </Section>
        <OfferActions />
      </PageColumn>
      <footer
        css={(theme) => ({
          padding: `${theme.space.lg} ${theme.space.md}`,
          textAlign: 'center',
          fontSize: theme.fontSizes.sm,
          color: theme.colors.textMuted,
        })}
      >
        <p css={{ maxWidth: '40rem', margin: '0 auto' }}>{marketingNotes.health}</p>
        <p>{`© ${year} Detox Digital 21 Dias`}</p>
      </footer>
    </>
  );
}
