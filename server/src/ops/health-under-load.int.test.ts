import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthResponse } from '../contracts/health.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';

/**
 * /api/health on the embedded database (issue 35): PGlite has one connection, so a ping waits behind every statement
 * queued before it. A statement answered within the last second stands for the ping; without one, the ping is
 * sent and a database that does not answer is still reported.
 */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({}, { backend: 'embedded' });
}, 60_000);
afterAll(() => test.close());

/** Holds PGlite's one connection in an open transaction until the returned function is called. */
async function holdTheConnection(): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let began = () => {};
  const holding = new Promise<void>((resolve) => {
    began = resolve;
  });
  const transaction = test.runtime.sql.begin(async (tx) => {
    await tx`select 1`;
    began();
    await released;
  });
  await holding;
  return async () => {
    release();
    await transaction;
  };
}

async function health() {
  const started = performance.now();
  const answer = await test.app.request('/api/health');
  return {
    status: answer.status,
    body: (await answer.json()) as HealthResponse,
    ms: performance.now() - started,
  };
}

describe('/api/health on the embedded database', () => {
  it('answers at once while statements queue on the connection, when the database answered a moment ago', async () => {
    const release = await holdTheConnection();
    try {
      const { status, body, ms } = await health();
      expect(status).toBe(200);
      expect(body.backends).toEqual({
        eventStore: { kind: 'embedded', ok: true },
        readModels: { kind: 'embedded', ok: true },
      });
      expect(ms).toBeLessThan(500);
    } finally {
      await release();
    }
  });

  it('pings, and says so, when the database has not answered for a while and does not answer now', async () => {
    const release = await holdTheConnection();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const { status, body } = await health();
      expect(status).toBe(503);
      expect(body.backends.readModels.ok).toBe(false);
    } finally {
      await release();
    }
  }, 10_000);
});
