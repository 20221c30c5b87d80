import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { createMail } from './features/account/mail.ts';
import type { AppDeps } from './app-deps.ts';
import { authentication } from './features/account/guards.ts';
import { compressJson } from './http/compress-json.ts';
import { ApiError, errorHandler, messages } from './http/errors.ts';
import { inputHygiene } from './http/input-hygiene.ts';
import { jsonBodiesOnly } from './http/json-only.ts';
import { readBody } from './http/read-body.ts';
import { salesPageSettings } from './http/sales-page-settings.ts';
import { contentSecurityPolicy } from './http/security.ts';
import { serveClient } from './http/static.ts';
import { careCheckInContext } from './features/ai/care.ts';
import { aiRoutes } from './features/ai/ai.routes.ts';
import { audioRoutes } from './features/audio/audio.routes.ts';
import { authRoutes } from './features/account/auth.routes.ts';
import { devOutboxRoutes } from './features/account/dev-outbox.routes.ts';
import { dailyPreparationRoutes } from './features/audio/daily-preparation.routes.ts';
import { dailyCuesRoutes } from './features/audio/daily-cues.routes.ts';
import { dailyMeditationAudio } from './features/audio/daily-meditation.ts';
import { dailyAudio } from './features/audio/daily-audio.routes.ts';
import { debugRoutes } from './features/debug/debug.routes.ts';
import { healthRoutes, readyRoutes } from './ops/health.routes.ts';
import { metricsRoutes, requestMetrics } from './ops/metrics.routes.ts';
import { progressRoutes } from './features/journey/progress.routes.ts';
import { savedGuidanceRoutes } from './features/guidance/saved-guidance.routes.ts';
import { supportRoutes } from './features/support/support.routes.ts';
import { userStatsRoutes } from './features/journey/user-stats.routes.ts';
import { weeklyChallengeRoutes } from './features/journey/weekly-challenge.routes.ts';
import { kirvanoRoutes } from './features/subscription/kirvano.routes.ts';
import { meRoutes } from './features/account/me.routes.ts';
import { storageFailures } from './ops/write-health.ts';
import { notificationRoutes } from './features/push/notifications.routes.ts';
import { webhookRoutes } from './features/subscription/webhooks.routes.ts';

/** The whole HTTP app: /api sub-apps, one per resource, and the built PWA. */
export function createApp(deps: AppDeps) {
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
  // /api/ai holds the mentor (features/ai) and saved guidance (features/guidance): one mount, two slices.
  // After "Não, estou bem" to the mentor's check-in, the request comes again with X-Care-Check-In (features/ai).
  api.use('/ai/*', careCheckInContext);
  api.use('/audio/*', careCheckInContext);
  api.route('/ai', aiRoutes(deps).route('/', savedGuidanceRoutes(deps)));
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
