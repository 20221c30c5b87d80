import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthResponse } from './contracts/health.ts';
import { createTestApp, type TestApp } from './testing/app.ts';
import { bearer, givenSignedIn } from './testing/auth.ts';

describe('the app', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it('answers /api/health with each backend and whether it answers', async () => {
    const response = await test.app.request('/api/health');
    expect(response.status).toBe(200);
    const body = (await response.json()) as HealthResponse;
    expect(body).toMatchObject({
      status: 'ok',
      message: 'Conexão com a API estabelecida com sucesso',
      backends: { eventStore: { ok: true }, readModels: { ok: true } },
    });
    expect(['embedded', 'postgres']).toContain(body.backends.eventStore.kind);
  });

  it('sends security headers with a strict Content-Security-Policy and a request id', async () => {
    const response = await test.app.request('/api/health');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Request-Id')).toBeTruthy();
  });

  it('compresses large API answers for clients that accept gzip, and only for them', async () => {
    const { token } = await givenSignedIn(test, 'gzip@exemplo.com.br', 'active');
    const plain = await test.app.request('/api/progress', { headers: bearer(token) });
    const text = await plain.text();
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const zipped = await test.app.request('/api/progress', {
      headers: { ...bearer(token), 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(text.length / 3);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(JSON.parse(text));
  });

  it('answers an unknown API path with 404 and the error shape', async () => {
    const response = await test.app.request('/api/nada-aqui', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Endpoint da API não encontrado.' });
  });

  it('answers /api/ready once started', async () => {
    const response = await test.app.request('/api/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ready: true });
  });

  it('serves Prometheus metrics with request counts by route pattern and projection lag', async () => {
    await test.app.request('/api/health');
    const text = await (await test.app.request('/metrics')).text();
    expect(text).toMatch(/detox_http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
    expect(text).toContain('detox_http_request_duration_seconds_bucket');
    expect(text).toMatch(/detox_projection_lag_events\{projection="journeys"\} 0/);
    expect(text).toContain('detox_command_replays_total');
  });

  it('keeps /metrics behind METRICS_TOKEN when it is set', async () => {
    const guarded = await createTestApp(
      { METRICS_TOKEN: 'segredo-de-metricas-123', SEED_DEMO: 'false' },
      { backend: 'embedded' },
    );
    try {
      expect((await guarded.app.request('/metrics')).status).toBe(401);
      const ok = await guarded.app.request('/metrics', {
        headers: { Authorization: 'Bearer segredo-de-metricas-123' },
      });
      expect(ok.status).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('allows exactly the configured third parties in the CSP', async () => {
    const withPixel = await createTestApp(
      { META_PIXEL_ID: '1234567890123456', SEED_DEMO: 'false' },
      { backend: 'embedded' },
    );
    try {
      const csp = (await withPixel.app.request('/api/health')).headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain('https://connect.facebook.net');
      expect(csp).not.toContain('googletagmanager');
    } finally {
      await withPixel.close();
    }
  });
});
