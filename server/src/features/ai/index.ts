/**
 * The ai slice's public face: what other slices, `app.ts`, `main.ts` and `slices.ts` may use. Everything else
 * in this folder is its inside (ESLint refuses an import of it from elsewhere; docs/architecture.md).
 */
export { aiPart } from './runtime-part.ts';
export { aiRoutes } from './ai.routes.ts';
export {
  careCheckInContext,
  careResponse,
  recordCare,
  screenComposed,
  screenTexts,
  withoutCareMessage,
} from './care.ts';
export { withQuota } from './quota.ts';
