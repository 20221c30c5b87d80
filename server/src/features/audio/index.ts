/**
 * The audio slice's public face: what other slices, `app.ts`, `main.ts` and `slices.ts` may use. Everything else
 * in this folder is its inside (ESLint refuses an import of it from elsewhere; docs/architecture.md).
 */
export { audioPart } from './runtime-part.ts';
export { audioRoutes } from './audio.routes.ts';
export { dailyAudio } from './daily-audio.routes.ts';
export { dailyCuesRoutes } from './daily-cues.routes.ts';
export { dailyPreparationRoutes } from './daily-preparation.routes.ts';
export { type DailyMeditations, dailyMeditationAudio } from './daily-meditation.ts';
export { warmUpOrder } from './warm-up-order.ts';
