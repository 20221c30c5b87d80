import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { AnalystAccess } from '../analytics/analyst-access.ts';
import type { QueryResult } from '../analytics/read-only-query.ts';

/**
 * Where the analysts' CLI reads from, the quickest way that is safe:
 * - PostgreSQL (EVENT_STORE=postgres, DATABASE_URL): directly, one connection, read-only guard on this side;
 * - PGlite held by the running server (its lock file names a live process): through the server's admin endpoint
 *   POST /api/support/analytics/query (DETOX_URL, default http://127.0.0.1:PORT; DETOX_ADMIN_TOKEN, an admin's
 *   session token), where the same guard runs;
 * - PGlite with no server running: opens the data directory itself (and holds its lock meanwhile).
 */
export interface AnalyticsConnection {
  /** 'PostgreSQL', 'servidor em execução (PGlite)' or 'PGlite (DATA_DIR)'. */
  via: string;
  query(sql: string, options?: { maxRows?: number }): Promise<QueryResult>;
  close(): Promise<void>;
}

export class CliError extends Error {}

const cliMessages = {
  noToken:
    'O servidor está rodando sobre o PGlite em DATA_DIR e guarda o diretório. Para consultar por ele, defina ' +
    'DETOX_ADMIN_TOKEN com o token de sessão de um admin (entre no app como admin e copie o token, ou use ' +
    'POST /api/auth/login) e, se o servidor não estiver em http://127.0.0.1:PORT, DETOX_URL.',
  unreachable: (url: string, reason: string) =>
    `Não foi possível falar com o servidor em ${url} (${reason}). Ele está rodando? Confira DETOX_URL.`,
  refused: (status: number, message: string) => `O servidor recusou a consulta (${status}): ${message}`,
} as const;

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether another live process holds the PGlite data directory (server/src/event-store/pglite/data-dir-lock.ts). */
function dataDirHeld(dataDir: string): boolean {
  const lockPath = join(dataDir, 'detox.lock');
  if (!existsSync(lockPath)) return false;
  const owner = Number(readFileSync(lockPath, 'utf8'));
  return Number.isInteger(owner) && owner > 0 && owner !== process.pid && processIsAlive(owner);
}

function serverConnection(config: Config, env: NodeJS.ProcessEnv): AnalyticsConnection {
  const token = env.DETOX_ADMIN_TOKEN;
  if (!token) throw new CliError(cliMessages.noToken);
  const base = (env.DETOX_URL ?? `http://127.0.0.1:${config.PORT}`).replace(/\/$/, '');
  const url = `${base}/api/support/analytics/query`;
  return {
    via: `servidor em execução (PGlite), ${base}`,
    async query(sql, options = {}) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({
            sql,
            ...(options.maxRows === undefined ? {} : { maxRows: options.maxRows }),
          }),
        });
      } catch (error) {
        throw new CliError(
          cliMessages.unreachable(base, error instanceof Error ? error.message : String(error)),
        );
      }
      const body = (await response.json().catch(() => ({}))) as Partial<QueryResult> & { error?: string };
      if (!response.ok)
        throw new CliError(cliMessages.refused(response.status, body.error ?? response.statusText));
      return { columns: body.columns ?? [], rows: body.rows ?? [], truncated: body.truncated ?? false };
    },
    close: () => Promise.resolve(),
  };
}

export async function openAnalytics(
  config: Config,
  env: NodeJS.ProcessEnv = process.env,
): Promise<AnalyticsConnection> {
  const { readOnlyQuery, ReadOnlyQueryError } = await import('../analytics/read-only-query.ts');
  const access = await import('../analytics/analyst-access.ts');
  const guarded =
    (analysts: AnalystAccess) =>
    async (text: string, options: { maxRows?: number } = {}) => {
      try {
        return await readOnlyQuery(analysts, text, options);
      } catch (error) {
        if (error instanceof ReadOnlyQueryError || error instanceof access.AnalystUnavailableError)
          throw new CliError(error.message);
        throw error;
      }
    };
  // The same choice as runtime.ts's usesPostgres (not imported: it would load the whole runtime).
  const onPostgres =
    config.EVENT_STORE === 'postgres' ||
    (config.EVENT_STORE === 'eventstoredb' && config.DATABASE_URL !== undefined);
  if (onPostgres && config.DATABASE_URL) {
    // The analyst role's own login, as the server's analytics route uses (never the app's rights).
    // The schema is DATABASE_URL's search_path when it names one (postgres.js takes it from the address).
    const configured = config.ANALYST_DATABASE_URL;
    const schema = new URL(config.DATABASE_URL).searchParams.get('search_path') ?? 'public';
    const role = configured
      ? decodeURIComponent(new URL(configured).username)
      : access.analystRoleName(schema);
    const analysts = access.openAnalystAccess(
      { role, schema },
      { embedded: false, url: access.analystUrl(config.DATABASE_URL, role, configured) },
    );
    return { via: 'PostgreSQL', query: guarded(analysts), close: () => analysts.close() };
  }
  if (dataDirHeld(config.DATA_DIR)) return serverConnection(config, env);
  const { openEmbeddedDatabase } = await import('../event-store/pglite/open-pglite.ts');
  const database = await openEmbeddedDatabase(config.DATA_DIR);
  const prepared = await access.prepareAnalystRole(database.sql, { embedded: true, events: true });
  const analysts = access.openAnalystAccess(prepared, { embedded: true, sql: database.sql });
  return { via: `PGlite (${config.DATA_DIR})`, query: guarded(analysts), close: database.close };
}
