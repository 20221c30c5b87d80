import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { demoJourneys } from '@detox/fixtures';
import { streamId } from '@detox/projections';
import { parquetReadObjects } from 'hyparquet';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsv, toParquet } from '../../cli/export-formats.ts';
import { seedDemoJourney } from '../../seed/demo.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { authTestEnv, bearer, givenSignedIn } from '../../testing/auth.ts';
import { testDatabaseUrl } from '../../testing/postgres.ts';
import { analystRoleName } from '../../analytics/analyst-access.ts';
import { readOnlyQuery } from '../../analytics/read-only-query.ts';
import { supportPart } from './runtime-part.ts';

/**
 * Issue 30: what an attacker holding an admin session sends to the analysts' SQL route, on both SQL backends. The
 * word check may refuse some first; the guarantee tested here is the analyst role: every query below is refused
 * or answers nothing of the server's (no file, no directory, no role, no other session's query, no secret column),
 * and nothing changes. Ordinary analysts' queries and exports still work.
 */

const backends = testDatabaseUrl ? (['embedded', 'postgres'] as const) : (['embedded'] as const);

/** What the server's files say, so an answer that leaks any of them is caught whatever its shape. */
const serverSecrets = [
  hostname(),
  readFileSync('/etc/hostname', 'utf8').trim(),
  'root:x:0:0',
  'SCRAM-SHA-256$',
];

/**
 * The reach-past queries of issue 30 and more. `refused`: the route answers 400 (the word check or the role). A
 * query that is not refused must still answer nothing of the server's: that is checked for every query.
 */
const reachPast: { name: string; sql: string; mayAnswer?: true }[] = [
  { name: 'quoted pg_read_file', sql: `select "pg_read_file"('/etc/hostname')` },
  { name: 'unicode-escaped pg_read_file', sql: `select U&"pg_read_fil\\0065"('/etc/hostname')` },
  {
    name: 'schema-qualified pg_read_binary_file',
    sql: `select pg_catalog."pg_read_binary_file"('/etc/passwd')`,
  },
  {
    name: 'pg_read_file inside query_to_xml',
    sql: `select "query_to_xml"('select pg_read_file(''/etc/hostname'')', true, true, '')`,
  },
  {
    name: 'pg_ls_dir inside query_to_xml',
    sql: `select "query_to_xml"('select pg_ls_dir(''/'')', true, true, '')`,
  },
  {
    name: 'secrets inside query_to_xmlschema',
    sql: `select "query_to_xmlschema"('select * from auth_sessions', true, true, '')`,
  },
  { name: 'cursor_to_xml', sql: `select "cursor_to_xml"('c'::refcursor, 10, true, true, '')` },
  { name: 'quoted pg_ls_dir', sql: `select "pg_ls_dir"('/')` },
  { name: 'quoted pg_stat_file', sql: `select "pg_stat_file"('/etc/hostname')` },
  { name: 'pg_authid', sql: `select rolname, rolpassword from pg_catalog."pg_authid"` },
  { name: 'pg_shadow', sql: `select usename, passwd from "pg_shadow"` },
  { name: 'data_directory', sql: `select current_setting('data_directory')` },
  { name: 'dblink', sql: `select "dblink"('dbname=test', 'select 1')` },
  { name: 'lo_import', sql: `select "lo_import"('/etc/hostname')` },
  { name: 'lo_export', sql: `select "lo_export"(1, '/tmp/detox-lo')` },
  // PostgreSQL lets a read-only transaction make a large object; the transaction is rolled back, so none is left.
  { name: 'lo_from_bytea', sql: `select "lo_from_bytea"(0, 'x'::bytea)`, mayAnswer: true },
  // PGlite has one session: no other to name, an empty answer; PostgreSQL refuses at the first superuser's session.
  {
    mayAnswer: true,
    name: 'pg_terminate_backend of every other session',
    sql: `select "pg_terminate_backend"(pid) from pg_catalog."pg_stat_activity" where pid <> pg_backend_pid()`,
  },
  { name: 'copy to program', sql: `copy (select 1) to program 'touch /tmp/detox-pwned'` },
  {
    name: 'copy to program inside query_to_xml',
    sql: `select "query_to_xml"('copy (select 1) to program ''touch /tmp/detox-pwned''', true, true, '')`,
  },
  {
    name: 'writable CTE inside query_to_xml',
    sql: `select "query_to_xml"('with g as (delete from rm_users returning 1) select count(*) from g', true, true, '')`,
  },
  { name: 'writable CTE', sql: `with gone as (delete from rm_users returning *) select count(*) from gone` },
  {
    name: 'set_config back to a superuser, then a file',
    sql: `select "set_config"('role', 'postgres', true), "pg_read_file"('/etc/hostname')`,
  },
  {
    name: 'set_config back to the session user, then secrets through query_to_xml',
    sql: `with r as materialized (select "set_config"('role', session_user, true) as x)
      select "query_to_xml"('select token_hash from auth_sessions', true, true, '') from r`,
  },
  { name: 'sessions', sql: `select * from auth_sessions` },
  { name: 'sign-in codes', sql: `select * from auth_sign_in_codes` },
  { name: 'VAPID keys', sql: `select * from push_vapid_keys` },
  { name: 'password hashes', sql: `select "password_hash" as p from rm_users` },
  { name: 'push keys in the reminders read model', sql: `select state from rm_push_reminders` },
  { name: 'the raw event log', sql: `select data from es_events` },
];

for (const backend of backends) {
  describe(`the analyst role (${backend === 'embedded' ? 'PGlite' : 'PostgreSQL'})`, () => {
    let test: TestApp;
    let adminToken: string;
    let userId: string;

    beforeAll(async () => {
      test = await createTestApp(authTestEnv, { backend });
      const [journey] = demoJourneys();
      if (!journey) throw new Error('sem jornada de demonstração');
      ({ userId } = await seedDemoJourney(test.runtime, journey));
      adminToken = (await givenSignedIn(test, 'admin@detox21.com.br')).token;
      // Secrets in the log: a password hash and a browser's push keys.
      await test.runtime.store.appendToStream(streamId('user', userId), [
        {
          eventId: randomUUID(),
          type: 'PasswordSet',
          data: { passwordHash: 'scrypt$segredo-do-teste' },
          metadata: {
            userId,
            correlationId: null,
            causationId: null,
            occurredAt: new Date().toISOString(),
            schemaVersion: 1,
          },
        },
      ]);
      await test.runtime.store.appendToStream(streamId('push', userId), [
        {
          eventId: randomUUID(),
          type: 'PushSubscribed',
          data: {
            endpoint: 'https://push.example.com/segredo-do-endpoint',
            p256dh: 'chave-p256dh-secreta',
            auth: 'auth-secreta',
            expirationTime: null,
          },
          metadata: {
            userId,
            correlationId: null,
            causationId: null,
            occurredAt: new Date().toISOString(),
            schemaVersion: 1,
          },
        },
      ]);
    }, 60_000);
    afterAll(async () => {
      await test.close();
    });

    const query = async (sql: string, maxRows?: number) => {
      const response = await test.app.request('/api/support/analytics/query', {
        method: 'POST',
        headers: { ...bearer(adminToken), 'Content-Type': 'application/json' },
        body: JSON.stringify({ sql, ...(maxRows === undefined ? {} : { maxRows }) }),
      });
      return { status: response.status, text: await response.text() };
    };
    const rowsOf = (text: string) => (JSON.parse(text) as { columns: string[]; rows: unknown[][] }).rows;
    const counts = async () =>
      (
        await test.runtime.sql<{ users: number; events: number; sessions: number; large_objects: number }[]>`
          select (select count(*)::int from rm_users) as users, (select count(*)::int from es_events where stream_id <> 'support-analytics') as events,
            (select count(*)::int from auth_sessions) as sessions,
            (select count(*)::int from pg_largeobject_metadata) as large_objects`
      )[0];

    it('runs as the analyst role, not a superuser', async () => {
      const answer = await query(
        `select current_user as who, current_setting('is_superuser') as superuser, session_user as login`,
      );
      expect(answer.status).toBe(200);
      const [row] = rowsOf(answer.text);
      const role = test.runtime.part(supportPart).role;
      expect(role).toMatch(/^detox_analyst/);
      expect(row).toEqual([role, 'off', backend === 'postgres' ? role : 'postgres']);
    });

    it.each(reachPast)(
      '$name: refused, nothing of the server, nothing changed',
      async ({ sql, mayAnswer }) => {
        const before = await counts();
        const answer = await query(sql);
        for (const secret of serverSecrets) expect(answer.text).not.toContain(secret);
        expect(answer.text).not.toMatch(/segredo-do-|chave-p256dh-secreta|auth-secreta|scrypt\$/);
        // Answered only where nothing of the server's is in it and nothing is left changed (both checked here).
        if (!mayAnswer || answer.status !== 200) {
          expect(answer.status).toBe(400);
          expect(JSON.parse(answer.text)).toMatchObject({ reason: 'read_only_query' });
        }
        expect(await counts()).toEqual(before);
        // The app's own connections were not cut.
        expect((await test.app.request('/api/health')).status).toBe(200);
      },
    );

    it('shows other sessions without their queries', async () => {
      const answer = await query(
        `select usename, query from pg_catalog."pg_stat_activity" where pid <> pg_backend_pid()`,
      );
      for (const secret of serverSecrets) expect(answer.text).not.toContain(secret);
      if (answer.status === 200) {
        for (const [user, text] of rowsOf(answer.text)) {
          if (user !== test.runtime.part(supportPart).role)
            expect([null, '<insufficient privilege>']).toContain(text);
        }
      } else expect(answer.status).toBe(400);
    });

    it('reads the event log without its secrets, and the read models without secret columns', async () => {
      const events = await query(
        `select type, data from analyst_events where type in ('PasswordSet', 'PushSubscribed') order by 1`,
      );
      expect(events.status).toBe(200);
      expect(rowsOf(events.text)).toEqual([
        ['PasswordSet', {}],
        ['PushSubscribed', { expirationTime: null }],
      ]);
      const users = await query(`select * from rm_users`);
      expect(users.status).toBe(400);
      expect((JSON.parse(users.text) as { error: string }).error).toMatch(
        /^Sem permissão: .*escolha as colunas/,
      );
      const reminders = await query(
        `select user_id, enabled, hour, subscription_count from rm_push_reminders`,
      );
      expect(reminders.status).toBe(200);
    });

    it('answers ordinary analysts’ queries: counts, joins over read models, the log, CSV and Parquet', async () => {
      const joined = await query(`select u.email, count(d.day)::int as days
        from rm_users u left join rm_journey_days d on d.user_id = u.user_id group by u.email order by 1`);
      expect(joined.status).toBe(200);
      expect(rowsOf(joined.text).length).toBeGreaterThan(0);
      const perType = await query(
        `select type, count(*)::int as n from analyst_events group by type order by n desc`,
      );
      expect(perType.status).toBe(200);
      const checkpoints = await query(`select name, version from projection_checkpoints order by name`);
      expect(checkpoints.status).toBe(200);
      const funnel = await query(`select * from an_cohort_members limit 5`);
      expect(funnel.status).toBe(200);
      // The exports the CLI writes, from an answer of the analyst role.
      const result = await readOnlyQuery(
        test.runtime.part(supportPart),
        'select day, count(*)::int as pessoas from rm_journey_days group by 1 order by 1',
      );
      expect(toCsv(result).split(/\r?\n/)[0]).toBe('day,pessoas');
      const parquet = await toParquet(result);
      const file = new Uint8Array(parquet).buffer;
      expect(await parquetReadObjects({ file })).toHaveLength(result.rows.length);
    });

    it('keeps its time limit and its row cap', async () => {
      const capped = await query('select n from generate_series(1, 1000) as n', 10);
      expect(capped.status).toBe(200);
      expect(JSON.parse(capped.text)).toMatchObject({ truncated: true });
      expect(rowsOf(capped.text)).toHaveLength(10);
      // PostgreSQL stops it at its time limit; PGlite (no statement timeout) refuses its plan before it runs.
      await expect(
        readOnlyQuery(test.runtime.part(supportPart), 'select count(*) from generate_series(1, 200000000)', {
          timeoutMs: 200,
        }),
      ).rejects.toThrow(backend === 'postgres' ? /statement timeout|cancel/i : /^Consulta pesada demais/);
    });

    it('records every query, answered or refused, without its text', async () => {
      await query('select 1 as um');
      await query(`select "pg_ls_dir"('/')`);
      const { events } = await test.runtime.store.readStream(streamId('support', 'analytics'));
      const last = events.slice(-2).map((event) => event.data as Record<string, unknown>);
      expect(last).toEqual([
        expect.objectContaining({ agentEmail: 'admin@detox21.com.br', outcome: 'answered', rows: 1 }),
        expect.objectContaining({ outcome: 'permission', rows: 0 }),
      ]);
      expect(JSON.stringify(last)).not.toContain('pg_ls_dir');
    });
  });
}

describe.runIf(testDatabaseUrl)('the analyst role on PostgreSQL, from outside the app', () => {
  it('logs in as itself and holds no privileged role', async () => {
    const test = await createTestApp(authTestEnv, { backend: 'postgres' });
    try {
      const admin = postgres(testDatabaseUrl ?? '', { max: 1, onnotice: () => {} });
      const [row] = await admin<{ super: boolean; login: boolean; member_of: number }[]>`
        select rolsuper as super, rolcanlogin as login,
          (select count(*)::int from pg_auth_members m where m.member = r.oid) as member_of
        from pg_roles r where rolname = ${test.runtime.part(supportPart).role}`;
      await admin.end();
      expect(row).toEqual({ super: false, login: true, member_of: 0 });
      expect(test.runtime.part(supportPart).role).toBe(
        analystRoleName(test.runtime.part(supportPart).role.replace(/^detox_analyst_/, '')),
      );
    } finally {
      await test.close();
    }
  });
});
