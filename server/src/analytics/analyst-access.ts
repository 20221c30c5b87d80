import postgres, { type Sql } from 'postgres';

/**
 * The analysts' database role: the guarantee behind their SQL (docs/decisions/0023-analyst-role.md). A word list
 * in front of the query (read-only-query.ts) is only a friendly first refusal; what an analyst's query may read is
 * what this role was granted: the read models, the analytics tables, the checkpoints and the event log through a
 * view without its secrets. Never the sessions, sign-in codes, rate limits, quotas, VAPID keys, password hashes or
 * push keys; never a file, a directory or another session of the server.
 *
 * - PostgreSQL: the role logs in by itself (ANALYST_DATABASE_URL), so its session user is the analyst. A role set
 *   with SET ROLE on the app's own connection could be set back with set_config('role', …) from inside a query.
 * - PGlite: one connection, its user a superuser; each analyst transaction runs SET LOCAL ROLE, and set_config is
 *   not executable by PUBLIC there, so the role cannot be set back from inside the query.
 */

const analystMessages = {
  unavailable: (reason: string) =>
    `O acesso de analista não está disponível neste servidor: ${reason}. Veja docs/runbook.md (papel de analista).`,
  cannotCreate: (role: string) =>
    `o papel ${role} não existe e o usuário do app não pode criá-lo (crie-o com o script de preparação)`,
  privileged: (role: string, what: string) => `o papel ${role} tem privilégios demais (${what}); recuse-os`,
  cannotGrant: (message: string) => `não foi possível dar as permissões de leitura ao papel (${message})`,
  noUrl: 'defina ANALYST_DATABASE_URL (o endereço do banco com o login do papel de analista)',
  cannotLogin: (role: string, message: string) =>
    `não foi possível entrar no banco como ${role} (${message}); confira ANALYST_DATABASE_URL`,
} as const;

/** Refused before the query runs: the role is missing, too strong, or cannot log in. The route answers 503. */
export class AnalystUnavailableError extends Error {}

/** One role per schema: two deployments (or test files) in one database never read each other's tables. */
export function analystRoleName(schema: string): string {
  const base = 'detox_analyst';
  if (schema === 'public') return base;
  return `${base}_${schema.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);
}

/** Tables analysts read: read models (rm_), analytics tables (an_), the projections' checkpoints. */
const READABLE_TABLE = /^(rm_|an_)[a-z0-9_]+$/;
const READABLE_OTHERS = new Set(['projection_checkpoints']);
/** Columns of readable tables that stay out. */
const SECRET_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  rm_users: ['password_hash'],
  // The push subscriptions, with the browser's keys; the other columns say whether reminders are on and when.
  rm_push_reminders: ['state'],
};

/**
 * The event log as analysts see it: every event, with the password hash and the browser's push keys and endpoint
 * taken out of its data. A view runs with its owner's rights, so the role needs no right on es_events itself.
 */
const EVENTS_VIEW = `create or replace view analyst_events as
  select global_position, transaction_id, event_id, stream_id, stream_position, type,
    case type
      when 'PasswordSet' then data - 'passwordHash'
      when 'PushSubscribed' then data - 'endpoint' - 'p256dh' - 'auth'
      when 'PushUnsubscribed' then data - 'endpoint'
      else data
    end as data,
    metadata, recorded_at
  from es_events`;

const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

export interface AnalystRole {
  role: string;
  schema: string;
  /** Why analysts cannot query here (pt-BR); absent when the role is ready. */
  problem?: string;
}

/**
 * Run with the migrations (under their lock) and at every start: creates the role when it is missing and the app
 * may (a superuser or CREATEROLE; in production the setup script makes it), checks it holds no privilege, and
 * grants it exactly the readable tables of this schema, again, so a new read model is readable after its start.
 */
export async function prepareAnalystRole(
  sql: Sql,
  { embedded, events }: { embedded: boolean; events: boolean },
): Promise<AnalystRole> {
  const [here] = await sql<{ schema: string }[]>`select current_schema() as schema`;
  const schema = here?.schema ?? 'public';
  const role = analystRoleName(schema);
  const existing = await sql`select 1 from pg_roles where rolname = ${role}`;
  if (existing.length === 0) {
    try {
      // A login of its own on PostgreSQL (see above); PGlite has one connection and sets the role on it.
      await sql.unsafe(`do $$ begin
        create role ${quoteName(role)} ${embedded ? 'nologin' : 'login'} nosuperuser nocreatedb nocreaterole
          noinherit noreplication nobypassrls connection limit 8;
        exception when duplicate_object or unique_violation then null;
      end $$`);
      if (!embedded) await sql.unsafe(`alter role ${quoteName(role)} set statement_timeout = '30s'`);
    } catch (error) {
      if (errorCode(error) !== '42501') throw error;
      return { role, schema, problem: analystMessages.cannotCreate(role) };
    }
  }
  const [strength] = await sql<{ superuser: boolean; bypassrls: boolean; member_of: string[] }[]>`
    select r.rolsuper as superuser, r.rolbypassrls as bypassrls,
      coalesce(array(select g.rolname from pg_auth_members m join pg_roles g on g.oid = m.roleid
        where m.member = r.oid order by 1), '{}')::text[] as member_of
    from pg_roles r where r.rolname = ${role}`;
  if (strength?.superuser) return { role, schema, problem: analystMessages.privileged(role, 'superusuário') };
  if (strength?.bypassrls) return { role, schema, problem: analystMessages.privileged(role, 'BYPASSRLS') };
  // Any membership (pg_read_server_files, pg_signal_backend, pg_monitor or the app's own role): a member may use
  // another role's rights, and only the grants below are meant.
  if (strength && strength.member_of.length > 0)
    return { role, schema, problem: analystMessages.privileged(role, strength.member_of.join(', ')) };
  try {
    if (events) await sql.unsafe(EVENTS_VIEW);
    const tables = await sql<{ name: string }[]>`
      select table_name as name from information_schema.tables
      where table_schema = ${schema} order by table_name`;
    const name = quoteName(role);
    await sql.unsafe(`grant usage on schema ${quoteName(schema)} to ${name}`);
    for (const { name: table } of tables) {
      const grant = await grantFor(sql, schema, table);
      // One table at a time, in one statement: other instances run on meanwhile. The table's lock makes a rebuild's
      // TRUNCATE (which rewrites the same catalog row) wait for the grant, or the grant for it; without it one of
      // them failed with "tuple concurrently updated". The revoke and the grant commit together, so an analyst's
      // query on another instance never finds the table between them.
      await sql.unsafe(`do $grants$ begin
        lock table ${quoteName(table)} in access share mode;
        revoke all on ${quoteName(table)} from ${name};
        ${grant === undefined ? '' : `grant select ${grant} on ${quoteName(table)} to ${name};`}
      end $grants$`);
    }
    // PGlite: the app's one connection is a superuser, and set_config('role', …) would set it back from inside a
    // query (SET LOCAL ROLE is only for the transaction). The database is the app's own; nothing else calls it.
    if (embedded) {
      await sql.unsafe(`revoke execute on function pg_catalog.set_config(text, text, boolean) from public`);
    }
  } catch (error) {
    if (errorCode(error) !== '42501') throw error;
    return { role, schema, problem: analystMessages.cannotGrant((error as Error).message) };
  }
  return { role, schema };
}

/** What analysts may read of `table`: '' (every column), '(a, b)' (these columns), or undefined (nothing). */
async function grantFor(sql: Sql, schema: string, table: string): Promise<string | undefined> {
  if (table === 'analyst_events') return '';
  if (!READABLE_TABLE.test(table) && !READABLE_OTHERS.has(table)) return undefined;
  const secret = SECRET_COLUMNS[table];
  if (!secret) return '';
  const columns = await sql<{ name: string }[]>`
    select column_name as name from information_schema.columns
    where table_schema = ${schema} and table_name = ${table} order by ordinal_position`;
  const open = columns.map((column) => column.name).filter((column) => !secret.includes(column));
  return `(${open.map(quoteName).join(', ')})`;
}

/** Where analysts' queries run: their own login on PostgreSQL, the app's one connection on PGlite. */
export interface AnalystAccess {
  role: string;
  /** PGlite: one thread, no statement timeout (read-only-query.ts refuses costly plans there). */
  embedded: boolean;
  /** The connection (opened at the first query on PostgreSQL); throws AnalystUnavailableError when there is none. */
  connection(): Sql;
  close(): Promise<void>;
}

/** The analyst login's address: ANALYST_DATABASE_URL, else the app's with the role's name and no password. */
export function analystUrl(
  databaseUrl: string | undefined,
  role: string,
  configured?: string,
): string | undefined {
  if (configured) return configured;
  if (!databaseUrl) return undefined;
  const url = new URL(databaseUrl);
  url.username = role;
  url.password = '';
  return url.toString();
}

export function openAnalystAccess(
  prepared: AnalystRole,
  where: { embedded: true; sql: Sql } | { embedded: false; url: string | undefined },
): AnalystAccess {
  if (where.embedded) {
    return {
      role: prepared.role,
      embedded: true,
      connection() {
        if (prepared.problem)
          throw new AnalystUnavailableError(analystMessages.unavailable(prepared.problem));
        return where.sql;
      },
      close: () => Promise.resolve(),
    };
  }
  let pool: Sql | undefined;
  return {
    role: prepared.role,
    embedded: false,
    connection() {
      if (prepared.problem) throw new AnalystUnavailableError(analystMessages.unavailable(prepared.problem));
      if (!where.url) throw new AnalystUnavailableError(analystMessages.unavailable(analystMessages.noUrl));
      pool ??= postgres(where.url, {
        max: 2,
        idle_timeout: 60,
        connect_timeout: 10,
        onnotice: () => {},
        connection: { search_path: prepared.schema, application_name: 'detox-analyst' },
      });
      return pool;
    },
    async close() {
      await pool?.end({ timeout: 5 });
    },
  };
}

/** Login failures of the analyst role, as the pt-BR reason a 503 gives. */
export function loginFailure(error: unknown, role: string): AnalystUnavailableError | undefined {
  const code = errorCode(error);
  // invalid_authorization_specification, invalid_password, connection failures.
  if (code === '28000' || code === '28P01' || code === 'ECONNREFUSED' || code === 'CONNECT_TIMEOUT') {
    return new AnalystUnavailableError(
      analystMessages.unavailable(analystMessages.cannotLogin(role, (error as Error).message)),
    );
  }
  return undefined;
}
