import { allProjections } from '@detox/projections';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppDeps } from '../app-deps.ts';
import { ApiError } from '../http/errors.ts';
import { httpDuration, httpRequests, metricsRegistry, projectionLag } from '../metrics.ts';

const isStatic = (path: string) => path === '*' || path === '/*';

/**
 * The route pattern a request is counted under: the handler that answered (`/api/progress/day/:dayNumber`); when a
 * middleware answered (a guard's 401, an input refusal), the first handler route the path matched; the static
 * files' catch-all is 'static'. Never the raw path: ids would explode the labels.
 */
function routePattern(c: Context): string {
  const matched = matchedRoutes(c);
  const responder = matched[c.req.routeIndex];
  const handler =
    responder && responder.method !== 'ALL'
      ? responder
      : (matched.find((route) => route.method !== 'ALL' && !isStatic(route.path)) ?? responder);
  const pattern = handler?.path ?? '*';
  return isStatic(pattern) ? 'static' : pattern.replace(/\/\*$/, '/*');
}

/** Counts and times every request by method, route pattern and status. */
export function requestMetrics(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const route = routePattern(c);
    httpDuration.observe({ method: c.req.method, route }, (performance.now() - started) / 1000);
    httpRequests.inc({ method: c.req.method, route, status: String(c.res.status) });
  };
}

/** GET /metrics in the Prometheus text format; behind METRICS_TOKEN when it is set. */
export function metricsRoutes({ runtime, config }: AppDeps) {
  return new Hono().get('/', async (c) => {
    if (config.METRICS_TOKEN && c.req.header('Authorization') !== `Bearer ${config.METRICS_TOKEN}`) {
      throw new ApiError(401, 'Token de métricas ausente ou inválido.');
    }
    // On the SQL backends inline projections are written with the events: never behind.
    if (runtime.store.backend !== 'eventstoredb') {
      for (const projection of allProjections.filter((candidate) => candidate.mode === 'inline')) {
        projectionLag.set({ projection: projection.name }, 0);
      }
    }
    for (const state of await runtime.runner.status()) {
      const behind = await runtime.store.readAll({ after: state.checkpoint, limit: 10_000 });
      projectionLag.set({ projection: state.name }, behind.length);
    }
    return c.text(await metricsRegistry.metrics(), 200, { 'Content-Type': metricsRegistry.contentType });
  });
}
