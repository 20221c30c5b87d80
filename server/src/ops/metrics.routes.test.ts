import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { beforeEach, describe, expect, it } from 'vitest';
import { httpRequests } from '../metrics.ts';
import { requestMetrics } from './metrics.routes.ts';

/** An app shaped like ours: metrics first, nested API routers with a guard, the static files' catch-all last. */
function app() {
  const progress = new Hono()
    .get('/', (c) => c.json({}))
    .get('/day/:dayNumber', (c) => c.json({ day: c.req.param('dayNumber') }))
    .post('/task', (c) => c.json({}));
  const support = new Hono()
    .use('*', async (c, next) => {
      if (c.req.header('Authorization') !== 'Bearer staff') throw new HTTPException(403);
      await next();
    })
    .get('/users/:userId/timeline', (c) => c.json({}));
  const api = new Hono().route('/progress', progress).route('/support', support);
  return new Hono()
    .use('*', requestMetrics())
    .route('/api', api)
    .get('*', (c) => c.text('index.html'));
}

async function counted(): Promise<string[]> {
  const { values } = await httpRequests.get();
  return values
    .map(({ labels, value }) => `${labels.method} ${labels.route} ${labels.status} ${value}`)
    .sort();
}

describe('request metrics by route pattern', () => {
  beforeEach(() => {
    httpRequests.reset();
  });

  it('labels API requests by their pattern, status and method, never by the raw path or as static', async () => {
    const test = app();
    await test.request('/api/progress/day/3');
    await test.request('/api/progress/day/4');
    await test.request('/api/progress');
    await test.request('/api/progress/task', { method: 'POST' });
    await test.request('/api/support/users/u-1/timeline');
    await test.request('/api/support/users/u-1/timeline', { headers: { Authorization: 'Bearer staff' } });
    await test.request('/app/dia/3');
    expect(await counted()).toEqual(
      [
        'GET /api/progress/day/:dayNumber 200 2',
        'GET /api/progress 200 1',
        'POST /api/progress/task 200 1',
        'GET /api/support/users/:userId/timeline 403 1',
        'GET /api/support/users/:userId/timeline 200 1',
        'GET static 200 1',
      ].sort(),
    );
  });
});
