import { programmeBenefits, salesArticle, writtenTestimonials } from '@detox/fixtures/marketing';
import { BenefitList } from '../../shared/marketing/benefit-list.tsx';
import { GuaranteeBox } from '../../shared/marketing/guarantee-box.tsx';
import { FiguresNote } from '../../shared/marketing/marketing-notes.tsx';
import { PageColumn, Section } from '../../shared/marketing/section.tsx';
import { TestimonialCards } from '../../shared/marketing/testimonial-cards.tsx';
import { salesVideo } from '../../shared/static-page/media.ts';
import { SalesVideo } from '../../shared/static-page/sales-video.tsx';
import { ArticleHero } from './article-hero.tsx';
import { ArticleSection } from './article-section.tsx';
import { AudioTestimonials } from './audio-testimonials.tsx';
import { CtaBlock } from './cta-block.tsx';
import { DemoClip } from './demo-clip.tsx';
import { FaqList } from './faq-list.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { ResultsTable } from './results-table.tsx';
import { SalesFooter } from './sales-footer.tsx';
import { SalesHeader } from './sales-header.tsx';
import { ScarcityBanner } from './scarcity-banner.tsx';
import { StickyQuizBar } from './sticky-quiz-bar.tsx';
import { salesStrings as text } from './strings.ts';

/**
 * `/` for visitors: the sales page written as a news article (spec §2). Static markup: prerendered at
 * build time and brought to life by sales-enhance.ts; no React runs in the visitor's browser.
 */
export function SalesArticle({ year }: { year: number }) {
  const [problem, willpower, practice, participants, noRisk] = salesArticle.sections;
  return (
    <>
      <SalesHeader />
      <PageColumn as="main">
        <article>
          <ArticleHero />
          <SalesVideo
            media={salesVideo}
            title={salesArticle.video.title}
            overlayText={salesArticle.video.playOverlay}
            pauseLabel={text.videoPause}
            priority
          />
          <CtaBlock id="comece-agora" />
          <ArticleSection section={problem} />
          <ArticleSection section={willpower} />
          <ScarcityBanner />
          <ArticleSection section={practice} />
          <ResultsTable />
          <ArticleSection section={participants} />
          <FiguresNote />
          <Section id="depoimentos" title={salesArticle.sectionTitles.testimonials}>
            <TestimonialCards testimonials={writtenTestimonials} />
          </Section>
          <AudioTestimonials />
          <DemoClip />
          <Section id="beneficios" title={salesArticle.sectionTitles.benefits}>
            <BenefitList items={programmeBenefits} />
          </Section>
          <HowItWorks />
          <ArticleSection section={noRisk} />
          <GuaranteeBox />
          <CtaBlock withPrice />
          <FaqList />
          <CtaBlock />
        </article>
      </PageColumn>
      <SalesFooter year={year} />
      <StickyQuizBar />
    </>
  );
}
