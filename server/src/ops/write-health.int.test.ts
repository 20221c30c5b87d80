import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn, jsonRequest } from '../testing/auth.ts';
import { testDatabaseUrl } from '../testing/postgres.ts';
import { storageUnavailableMessage } from './write-health.ts';

/**
 * A full disk, as the database reports it: every table that must grow raises SQLSTATE 53100 with PostgreSQL's own
 * message (what PGlite and PostgreSQL raised on a real full tmpfs, docs/runbook.md). Reads keep working, so a
 * ping keeps answering; only the writes show it.
 */
async function fillDisk(test: TestApp): Promise<() => Promise<void>> {
  const { sql } = test.runtime;
  await sql`
    create or replace function ops_disk_full() returns trigger language plpgsql as $$
    begin
      raise exception using errcode = '53100',
        message = 'could not extend file "base/5/16632": No space left on device',
        hint = 'Check free disk space.';
    end $$`;
  const tables = await sql<{ name: string }[]>`
    select tablename as name from pg_tables where schemaname = current_schema()`;
  for (const { name } of tables)
    await sql.unsafe(
      `create trigger ops_disk_full before insert or update on ${name} for each statement execute function ops_disk_full()`,
    );
  return async () => {
    for (const { name } of tables) await sql.unsafe(`drop trigger ops_disk_full on ${name}`);
  };
}

const backends = testDatabaseUrl ? (['embedded', 'postgres'] as const) : (['embedded'] as const);

describe.each(backends)('a full disk on %s', (backend) => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  it('answers writes 503 in pt-BR and /api/ready 503, then 200 once a write probe passes', async () => {
    test = await createTestApp(authTestEnv, { backend });
    const { app, runtime } = test;
    const { token } = await givenSignedIn(test, 'disco@teste.com.br', 'active');
    const tick = (completed: boolean) =>
      app.request(
        '/api/progress/task',
        jsonRequest(
          'POST',
          { dayNumber: 1, taskId: 'day1-1', completed },
          { ...bearer(token), 'Idempotency-Key': randomUUID() },
        ),
      );
    const countEvents = async () =>
      (await runtime.sql<{ n: number }[]>`select count(*)::int as n from es_events`)[0]?.n;

    expect((await tick(true)).status).toBe(200);
    expect((await app.request('/api/ready')).status).toBe(200);

    const freeDisk = await fillDisk(test);
    const before = await countEvents();
    // A ping still answers: this is what /api/ready used to check.
    expect(await runtime.store.ping()).toBe(true);

    const refused = await tick(false);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: storageUnavailableMessage, reason: 'storage_unavailable' });
    const ready = await app.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ready: false, reason: 'disco cheio (53100)' });
    // Reads still answer.
    expect((await app.request('/api/progress', { headers: bearer(token) })).status).toBe(200);
    // A write outside the event store (a sign-in code and its rate limit) answers 503 too, not 500.
    const login = await app.request(
      '/api/auth/login',
      jsonRequest('POST', { email: 'outra@teste.com.br' }, { 'X-Forwarded-For': '198.51.100.9' }),
    );
    expect(login.status).toBe(503);
    expect(await login.json()).toMatchObject({ error: storageUnavailableMessage });
    expect(await countEvents()).toBe(before);

    // The probe keeps failing while the disk is full.
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect((await app.request('/api/ready')).status).toBe(503);

    await freeDisk();
    const deadline = Date.now() + 5000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await app.request('/api/ready')).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect(runtime.writes.writable).toBe(true);
    expect((await tick(false)).status).toBe(200);
    // The probe's rows were rolled back: the log holds the two real ticks only.
    expect(await countEvents()).toBe((before ?? 0) + 1);
  });

  // PGlite runs one session, so the app's only connection turns read-only; a pool would spread the writes.
  it.runIf(backend === 'embedded')(
    'marks the instance not writable when the database is read-only',
    async () => {
      test = await createTestApp(authTestEnv, { backend });
      const { app, runtime } = test;
      const { token } = await givenSignedIn(test, 'leitura@teste.com.br', 'active');
      // As on a standby after a failover: every transaction is read-only.
      await runtime.sql.unsafe('set session characteristics as transaction read only');
      const answer = await app.request(
        '/api/progress/task',
        jsonRequest(
          'POST',
          { dayNumber: 1, taskId: 'day1-1', completed: true },
          { ...bearer(token), 'Idempotency-Key': randomUUID() },
        ),
      );
      expect(answer.status).toBe(503);
      expect(runtime.writes.failure).toBe('somente leitura (25006)');
      expect((await app.request('/api/ready')).status).toBe(503);
    },
  );
});
