/**
 * The subscription slice's public face: what other slices, `app.ts`, `main.ts` and `slices.ts` may use. Everything else
 * in this folder is its inside (ESLint refuses an import of it from elsewhere; docs/architecture.md).
 */
export { kirvanoRoutes } from './kirvano.routes.ts';
export { webhookRoutes } from './webhooks.routes.ts';
export { isoToKirvanoTime } from './kirvano-values.ts';
