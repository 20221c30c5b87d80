import type { SalesPageName } from '@detox/server/contracts/sales-pages';

/**
 * The script entry of each prerendered page (relative to client/). Vite builds each as its own entry, so a
 * page loads only its small enhancement module, never the SPA's React, router or store.
 */
export const staticPageEntries = {
  sales: 'src/features/sales/sales-enhance.ts',
  landing: 'src/features/landing/landing-enhance.ts',
  quiz: 'src/features/quiz/quiz-enhance.ts',
  upsell: 'src/features/upsell/upsell-enhance.ts',
} as const satisfies Record<SalesPageName, string>;
