import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { AppDeps } from './app-deps.ts';
import { ApiError, errorHandler, messages } from './http/errors.ts';
import { jsonBodiesOnly } from './http/json-only.ts';
import { salesPageSettings } from './http/sales-page-settings.ts';
import { contentSecurityPolicy } from './http/security.ts';
import { serveClient } from './http/static.ts';
import { healthRoutes } from './routes/health/health.routes.ts';

/** The whole HTTP app: /api sub-apps, one per resource, and the built PWA. */
export function createApp(deps: AppDeps) {
  const { config, logger } = deps;
  const app = new Hono();
  // Checkout and tracking values are checked once: a bad one is left out (one warning), never fatal.
  const salesPages = salesPageSettings(config);
  if (salesPages.warning) logger.warn(salesPages.warning);

  app.use('*', requestId());
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
  app.use(
    '*',
    contentSecurityPolicy({
      metaPixelId: salesPages.pageConfig.metaPixelId,
      gaMeasurementId: salesPages.pageConfig.gaMeasurementId,
      upsellScriptOrigin: salesPages.upsellScriptOrigin,
    }),
  );
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: config.BODY_LIMIT_BYTES,
      onError: () => {
        throw new ApiError(400, messages.bodyTooLarge);
      },
    }),
  );
  app.use('/api/*', jsonBodiesOnly());
  app.onError(errorHandler(logger));

  const api = new Hono();
  api.route('/health', healthRoutes(deps));
  api.all('*', () => {
    throw new ApiError(404, messages.notFound);
  });
  app.route('/api', api);

  if (deps.clientDist) serveClient(app, deps.clientDist, salesPages);
  return app;
}

export type App = ReturnType<typeof createApp>;
