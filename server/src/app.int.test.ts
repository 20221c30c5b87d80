import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthResponse } from './contracts/health.ts';
import { createTestApp, type TestApp } from './testing/app.ts';

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

  it('answers an unknown API path with 404 and the error shape', async () => {
    const response = await test.app.request('/api/nada-aqui', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Endpoint da API não encontrado.' });
  });

  it('allows exactly the configured third parties in the CSP', async () => {
    const withPixel = await createTestApp(
      { META_PIXEL_ID: '123', SEED_DEMO: 'false' },
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
