import type { SalesPageName } from '@detox/server/contracts/sales-pages';
import { QUIZ_PATH, UPSELL_PATH } from '@detox/server/contracts/sales-pages';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { AppHeader } from '../app/app-header.tsx';
import { landingStrings } from '../features/landing/strings.ts';
import { VideoSalesPage } from '../features/landing/video-sales-page.tsx';
import { QuizScreen } from '../features/quiz/quiz-screen.tsx';
import { quizStrings } from '../features/quiz/strings.ts';
import { SalesArticle } from '../features/sales/sales-article.tsx';
import { salesStrings } from '../features/sales/strings.ts';
import { upsellStrings } from '../features/upsell/strings.ts';
import { UpsellScreen } from '../features/upsell/upsell-screen.tsx';

export interface PrerenderedPage {
  title: string;
  description: string;
  render: (context: { year: number }) => ReactNode;
}

/** The app's shared top element, as the SPA shows it on these paths (hidden on / and the landing pages). */
function WithAppHeader({ path, children }: { path: string; children: ReactNode }) {
  return (
    <>
      <StaticRouter location={path}>
        <AppHeader />
      </StaticRouter>
      {children}
    </>
  );
}

/** What each prerendered page shows; its script entry is in static-pages.ts. */
export const prerenderedPages: Record<SalesPageName, PrerenderedPage> = {
  sales: {
    title: salesStrings.documentTitle,
    description: salesStrings.description,
    render: ({ year }) => <SalesArticle year={year} />,
  },
  landing: {
    title: landingStrings.documentTitle,
    description: landingStrings.description,
    render: ({ year }) => <VideoSalesPage year={year} />,
  },
  quiz: {
    title: quizStrings.documentTitle,
    description: quizStrings.description,
    render: () => (
      <WithAppHeader path={QUIZ_PATH}>
        <QuizScreen />
      </WithAppHeader>
    ),
  },
  upsell: {
    title: upsellStrings.documentTitle,
    description: upsellStrings.description,
    render: () => (
      <WithAppHeader path={UPSELL_PATH}>
        <UpsellScreen />
      </WithAppHeader>
    ),
  },
};
