/**
 * The journey slice's public face: what other slices, `app.ts`, `main.ts` and `slices.ts` may use. Everything else
 * in this folder is its inside (ESLint refuses an import of it from elsewhere; docs/architecture.md).
 */
export { journeyPart } from './runtime-part.ts';
export { progressRoutes } from './progress.routes.ts';
export { userStatsRoutes } from './user-stats.routes.ts';
export { weeklyChallengeRoutes } from './weekly-challenge.routes.ts';
export { readJourney, runJourneyCommand } from './journey-service.ts';
export type { JourneyCommand } from './journey-decider.ts';
export { journeyMessages } from './messages.ts';
export { dayProgressDto, overallProgressDto } from './progress-dto.ts';
export { daysInUse } from './days-in-use.ts';
