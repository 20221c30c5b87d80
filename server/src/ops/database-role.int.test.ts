import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { analystRoleName } from '../analytics/analyst-access.ts';
import { testDatabaseUrl } from '../testing/postgres.ts';
import { listeningUrl, send, spawnServer } from '../testing/server-process.ts';

/**
 * Issue 30, item 3: in production the app is not a superuser. The real server process, on the real PostgreSQL:
 * refused as a superuser with one pt-BR line; started as a schema owner without superuser (the runbook's setup),
 * where its migrations grant the analyst role, made by the setup, exactly the readable tables.
 */
describe.runIf(testDatabaseUrl)('the app’s own database role in production', () => {
  const suffix = randomBytes(5).toString('hex');
  const schema = `ops_role_${suffix}`;
  const owner = `detox_app_${suffix}`;
  const analyst = analystRoleName(schema);
  const admin = postgres(testDatabaseUrl ?? '', { max: 1, onnotice: () => {} });
  const urlAs = (user: string) => {
    const url = new URL(testDatabaseUrl ?? '');
    url.username = user;
    url.searchParams.set('search_path', schema);
    return url.toString();
  };
  const production = {
    NODE_ENV: 'production',
    EVENT_STORE: 'postgres',
    METRICS_TOKEN: 'metrics-token-0123456789',
  };
  afterAll(async () => {
    await admin.unsafe(`drop schema if exists ${schema} cascade`);
    await admin.unsafe(`drop role if exists ${owner}`).catch(() => undefined);
    await admin.unsafe(`drop role if exists ${analyst}`).catch(() => undefined);
    await admin.end({ timeout: 5 });
  });

  it('refuses to start as a superuser, in one line', { timeout: 90_000 }, async () => {
    const server = await spawnServer(
      { ...production, DATABASE_URL: urlAs('postgres') },
      { waitForListening: false },
    );
    const { code } = await server.exited();
    expect(code).toBe(1);
    expect(server.output()).toContain(
      'O app não inicia em produção como superusuário do PostgreSQL (postgres)',
    );
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it(
    'starts as the schema’s owner, and grants the analyst role only what analysts read',
    { timeout: 120_000 },
    async () => {
      // The runbook's setup, run once by a superuser.
      await admin.unsafe(`create role ${owner} login nosuperuser nocreaterole`);
      await admin.unsafe(`create schema ${schema} authorization ${owner}`);
      await admin.unsafe(`create role ${analyst} login nosuperuser nocreatedb nocreaterole noinherit`);
      const server = await spawnServer({ ...production, DATABASE_URL: urlAs(owner) });
      try {
        const base = await listeningUrl(server, 60_000);
        expect((await send(base, undefined, 'GET', '/api/ready')).status).toBe(200);
        expect(server.output()).not.toContain('O acesso de analista não está disponível');
        const rights = await admin<{ table: string; readable: boolean }[]>`
          select t as table, has_table_privilege(${analyst}, ${schema} || '.' || t, 'select') as readable
          from unnest(array['rm_journeys', 'analyst_events', 'projection_checkpoints', 'auth_sessions',
            'auth_sign_in_codes', 'push_vapid_keys', 'es_events']) as t order by 1`;
        expect(Object.fromEntries(rights.map((row) => [row.table, row.readable]))).toEqual({
          analyst_events: true,
          auth_sessions: false,
          auth_sign_in_codes: false,
          es_events: false,
          projection_checkpoints: true,
          push_vapid_keys: false,
          rm_journeys: true,
        });
        const [hash] = await admin<{ readable: boolean }[]>`
          select has_column_privilege(${analyst}, ${schema} || '.rm_users', 'password_hash', 'select') as readable`;
        expect(hash?.readable).toBe(false);
        server.child.kill('SIGTERM');
        expect((await server.exited()).code).toBe(0);
      } finally {
        server.child.kill('SIGKILL');
      }
    },
  );
});
