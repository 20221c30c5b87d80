import { allProjections } from '@detox/projections';
import { Hono, type MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppDeps } from '../../app-deps.ts';
import { ApiError } from '../../http/errors.ts';
import { httpDuration, httpRequests, metricsRegistry, projectionLag } from '../../metrics.ts';

/** Counts and times every request by its route pattern (never the raw path: ids would explode the labels). */
export function requestMetrics(): MiddlewareHandler {
  return async (c, next) => {
    const stop = httpDuration.startTimer();
    await next();
    // The handler's pattern: the last matched route that is not a middleware (app.use registers method ALL).
    const matched = matchedRoutes(c);
    const pattern =
      ([...matched].reverse().find((route) => route.method !== 'ALL') ?? matched.at(-1))?.path ?? '*';
    const route = pattern === '*' || pattern === '/*' ? 'static' : pattern;
    stop({ method: c.req.method, route });
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
