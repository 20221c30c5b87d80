/**
 * The support slice's public face: what other slices, `app.ts`, `main.ts` and `slices.ts` may use. Everything else
 * in this folder is its inside (ESLint refuses an import of it from elsewhere; docs/architecture.md).
 */
export { supportPart } from './runtime-part.ts';
export { supportRoutes } from './support.routes.ts';
