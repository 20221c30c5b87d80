import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import {
  createMail,
  authentication,
  authRoutes,
  devOutboxRoutes,
  meRoutes,
} from './features/account/index.ts';
import type { AppDeps } from './app-deps.ts';
import { compressJson } from './http/compress-json.ts';
import { ApiError, errorHandler, messages } from './http/errors.ts';
import { inputHygiene } from './http/input-hygiene.ts';
import { jsonBodiesOnly } from './http/json-only.ts';
import { readBody } from './http/read-body.ts';
import { salesPageSettings } from './http/sales-page-settings.ts';
import { contentSecurityPolicy } from './http/security.ts';
import { serveClient } from './http/static.ts';
import { careCheckInContext, aiRoutes } from './features/ai/index.ts';
import {
  audioRoutes,
  dailyPreparationRoutes,
  dailyCuesRoutes,
  type DailyMeditations,
  dailyMeditationAudio,
  dailyAudio,
} from './features/audio/index.ts';
import { debugRoutes } from './features/debug/index.ts';
import { healthRoutes, readyRoutes } from './ops/health.routes.ts';
import { metricsRoutes, requestMetrics } from './ops/metrics.routes.ts';
import { progressRoutes, userStatsRoutes, weeklyChallengeRoutes } from './features/journey/index.ts';
import { supportRoutes } from './features/support/index.ts';
import { kirvanoRoutes, webhookRoutes } from './features/subscription/index.ts';
import { storageFailures } from './ops/write-health.ts';
import { notificationRoutes } from './features/push/index.ts';

/** What the app is made of: the deps every route may use, and what main.ts makes itself to use it elsewhere too. */
export interface AppParts extends AppDeps {
  /** The daily meditation files and cues; made from `tts` when absent (main.ts passes its own to warm them up). */
  meditations?: DailyMeditations;
}

/** The whole HTTP app: /api sub-apps, one per resource, and the built PWA. */
export function createApp(deps: AppParts) {
  const { config, logger } = deps;
  const app = new Hono();
  // Checkout and tracking values are checked once: a bad one is left out (one warning), never fatal.
  const salesPages = salesPageSettings(config);
  if (salesPages.warning) logger.warn(salesPages.warning);

  app.use('*', requestId());
  app.use('*', requestMetrics());
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    if (c.req.path.startsWith('/api')) {
      logger.info({
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  });
  // A write that fails for lack of storage (disk full, database down) answers 503 in pt-BR, not 500.
  app.use('*', storageFailures(deps.runtime.writes));
  app.use(
    '*',
    contentSecurityPolicy({
      metaPixelId: salesPages.pageConfig.metaPixelId,
      gaMeasurementId: salesPages.pageConfig.gaMeasurementId,
      upsellScriptOrigin: salesPages.upsellScriptOrigin,
    }),
  );
  app.use('/api/*', readBody(config.BODY_LIMIT_BYTES));
  app.use('/api/*', jsonBodiesOnly());
  // NUL, lone surrogates, deep nesting, broken paths and queries: refused here for every route (decision 0012).
  app.use('/api/*', inputHygiene(logger));
  // On 4G every byte counts: the 21 days of /api/progress shrink from ~21 KB to ~5 KB. Audio is never compressed.
  app.use('/api/*', compressJson());
  // Before every route: the guards (http/auth.ts) resolve bearer tokens through it.
  app.use('/api/*', authentication(deps));
  app.onError(errorHandler(logger));

  const api = new Hono();
  api.route('/health', healthRoutes(deps));
  api.route('/ready', readyRoutes(deps));
  const mail = createMail(config, logger);
  api.route('/auth', authRoutes({ ...deps, mail }));
  api.route('/me', meRoutes(deps));
  api.route('/webhooks', webhookRoutes(deps));
  api.route('/kirvano', kirvanoRoutes(deps));
  api.route('/progress', progressRoutes(deps));
  // /api/ai: the mentor, its cards, saved content and saved guidance, all from features/ai.
  // After "Não, estou bem" to the mentor's check-in, the request comes again with X-Care-Check-In (features/ai).
  api.use('/ai/*', careCheckInContext);
  api.use('/audio/*', careCheckInContext);
  api.route('/ai', aiRoutes(deps));
  api.route('/weekly-challenge', weeklyChallengeRoutes(deps));
  api.route('/user', userStatsRoutes(deps));
  api.route('/support', supportRoutes(deps));
  api.route('/debug', debugRoutes(deps));
  api.route('/notifications', notificationRoutes(deps));
  const meditations = deps.meditations ?? dailyMeditationAudio(deps);
  api.route(
    '/audio/daily',
    dailyCuesRoutes((day) => meditations.cuesForDay(day)),
  );
  api.route(
    '/audio/daily',
    dailyPreparationRoutes((day) => meditations.preparation(day)),
  );
  api.route('/audio', audioRoutes(deps));
  api.all('*', () => {
    throw new ApiError(404, messages.notFound);
  });
  app.route('/api', api);
  app.route('/metrics', metricsRoutes(deps));
  if (config.NODE_ENV !== 'production') app.route('/dev', devOutboxRoutes(mail));

  app.use(
    '*',
    dailyAudio((day) => meditations.audioForDay(day)),
  );
  if (deps.clientDist) serveClient(app, deps.clientDist, salesPages);
  return app;
}
