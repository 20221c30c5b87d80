import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { deleteQuotaUsage, quotaDay, quotaUsage, takeQuota, withQuota } from './quota.ts';

describe('AI quotas', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ AI_DAILY_GENERATION_LIMIT: '2', AI_DAILY_TTS_LIMIT: '1' });
  });
  afterAll(async () => {
    await test.close();
  });

  it('takes units up to the limit, then refuses with a pt-BR 429 without running the call', async () => {
    let calls = 0;
    const run = () => withQuota(test, 'user-a', 'generation', () => Promise.resolve(++calls));
    await expect(run()).resolves.toBe(1);
    await expect(run()).resolves.toBe(2);
    const refused = await run().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
    expect((refused as ApiError).message).toMatch(/limite diário/);
    expect(calls).toBe(2);
    // Kinds and users are counted apart.
    await expect(withQuota(test, 'user-a', 'tts', () => Promise.resolve('ok'))).resolves.toBe('ok');
    await expect(withQuota(test, 'user-b', 'generation', () => Promise.resolve('ok'))).resolves.toBe('ok');
    expect(await quotaUsage(test, 'user-a')).toEqual([
      { kind: 'generation', used: 2, limit: 2, remaining: 0 },
      { kind: 'tts', used: 1, limit: 1, remaining: 0 },
    ]);
  });

  it('gives the unit back when the call fails', async () => {
    const failing = withQuota(test, 'user-c', 'tts', () => Promise.reject(new Error('provider down')));
    await expect(failing).rejects.toThrow('provider down');
    expect((await quotaUsage(test, 'user-c')).find((usage) => usage.kind === 'tts')?.used).toBe(0);
    const ticket = await takeQuota(test, 'user-c', 'tts');
    await ticket.release();
    await ticket.release();
    expect((await quotaUsage(test, 'user-c')).find((usage) => usage.kind === 'tts')?.used).toBe(0);
  });

  it('never lets parallel requests take more than the limit', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => takeQuota(test, 'user-d', 'generation')),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
  });

  it('erasure drops the counters', async () => {
    await deleteQuotaUsage(test.runtime.sql, 'user-a');
    expect((await quotaUsage(test, 'user-a')).every((usage) => usage.used === 0)).toBe(true);
  });

  it('counts calendar days in America/Sao_Paulo', () => {
    // 02:30 UTC is still the previous evening in São Paulo (UTC-3).
    expect(quotaDay(new Date('2026-03-10T02:30:00Z'))).toBe('2026-03-09');
    expect(quotaDay(new Date('2026-03-10T03:30:00Z'))).toBe('2026-03-10');
  });
});
