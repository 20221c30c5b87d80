/**
 * The account slice's public face: what other slices, `app.ts`, `main.ts` and `slices.ts` may use. Everything else
 * in this folder is its inside (ESLint refuses an import of it from elsewhere; docs/architecture.md).
 */
export { accountPart } from './runtime-part.ts';
export { authRoutes } from './auth.routes.ts';
export { meRoutes } from './me.routes.ts';
export { devOutboxRoutes } from './dev-outbox.routes.ts';
export { createMail } from './mail.ts';
export { finishPendingErasures } from './erase-account.ts';
export {
  authentication,
  bearerToken,
  requireConsent,
  requirePremium,
  requireRole,
  requireUser,
} from './guards.ts';
export { guardMessages } from './messages.ts';
export { normaliseEmail } from './email.ts';
export { sameSecret } from './secrets.ts';
export { emailOfSale, findSubscription } from './account-queries.ts';
export { readUserEvents } from './user-data.ts';
export { noSubscription, toSubscriptionView } from './subscription-view.ts';
