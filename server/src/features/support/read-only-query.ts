import type { Sql } from 'postgres';

/**
 * Analysts' SQL, read only, on PGlite and PostgreSQL alike (`npm run projections -- query`, the admin endpoint
 * POST /api/support/analytics/query). Two guards: the statement is checked first (one statement, a query, no
 * word that writes or changes the session), then it runs in a READ ONLY transaction with a time limit that is
 * always rolled back, so what the check misses the database itself refuses.
 */

export class ReadOnlyQueryError extends Error {}

export const readOnlyMessages = {
  empty: 'Escreva uma consulta SQL.',
  tooLong: 'Consulta longa demais (máximo de 20.000 caracteres).',
  several: 'Envie uma consulta por vez (sem ponto e vírgula entre comandos).',
  notQuery: 'Só consultas de leitura: comece com SELECT, WITH, VALUES ou TABLE.',
  writes: (word: string) => `Consulta recusada: "${word}" escreve ou muda o banco; aqui só leitura.`,
  database: (message: string) => `O banco recusou a consulta: ${message}`,
} as const;

/**
 * Words that write or reach outside the database from inside a query (a writable CTE, SELECT INTO, a function
 * with side effects). Statements that start with another word (CREATE, SET, CHECKPOINT…) are refused by the first
 * word already, so their names stay usable as column names (projection_checkpoints.checkpoint).
 */
const FORBIDDEN = [
  'insert',
  'update',
  'delete',
  'merge',
  'into',
  'nextval',
  'setval',
  'set_config',
  'pg_sleep',
  'pg_terminate_backend',
  'pg_cancel_backend',
  'pg_reload_conf',
  'pg_read_file',
  'pg_read_binary_file',
  'pg_ls_dir',
  'pg_advisory_lock',
  'pg_advisory_xact_lock',
  'lo_import',
  'lo_export',
  'dblink',
  'dblink_exec',
];
const FIRST_WORDS = new Set(['select', 'with', 'values', 'table']);

/** The statement without comments and with string literals and quoted names emptied. */
function code(text: string): string {
  return text
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/"(?:[^"]|"")*"/g, '""')
    .replace(/\$([A-Za-z_]*)\$[\s\S]*?\$\1\$/g, "''");
}

/** Throws a ReadOnlyQueryError (pt-BR) for anything but one read-only query; returns it without a final ';'. */
export function checkReadOnly(text: string): string {
  const trimmed = text.trim().replace(/;\s*$/, '');
  if (!trimmed) throw new ReadOnlyQueryError(readOnlyMessages.empty);
  if (trimmed.length > 20_000) throw new ReadOnlyQueryError(readOnlyMessages.tooLong);
  const bare = code(trimmed).toLowerCase();
  if (bare.includes(';')) throw new ReadOnlyQueryError(readOnlyMessages.several);
  const words = bare.match(/[a-z_][a-z0-9_]*/g) ?? [];
  if (!FIRST_WORDS.has(words[0] ?? '')) throw new ReadOnlyQueryError(readOnlyMessages.notQuery);
  const forbidden = words.find((word) => FORBIDDEN.includes(word));
  if (forbidden) throw new ReadOnlyQueryError(readOnlyMessages.writes(forbidden.toUpperCase()));
  return trimmed;
}

/**
 * Columns never answered, whatever the query: password hashes, session token hashes, sign-in code hashes. (A
 * query can still rename them; the analysts' endpoint is for admins, and this keeps a `select *` from leaking.)
 */
const SECRET_COLUMN = /password|token_hash|code_hash|secret/i;

export interface QueryResult {
  columns: string[];
  rows: unknown[][];
  /** More rows than maxRows matched; only the first maxRows are here. */
  truncated: boolean;
}

export async function readOnlyQuery(
  sql: Sql,
  text: string,
  { maxRows = 100_000, timeoutMs = 15_000 }: { maxRows?: number; timeoutMs?: number } = {},
): Promise<QueryResult> {
  const statement = checkReadOnly(text);
  let result: QueryResult = { columns: [], rows: [], truncated: false };
  const done = new Error('rolled back');
  try {
    await sql.begin('read only', async (tx) => {
      await tx.unsafe(`set local statement_timeout = ${Math.max(1, Math.round(timeoutMs))}`);
      const rows = await tx.unsafe(`select * from (${statement}) as analyst_query limit ${maxRows + 1}`);
      const columns = rows.columns.map((column) => column.name).filter((name) => !SECRET_COLUMN.test(name));
      result = {
        columns,
        rows: rows.slice(0, maxRows).map((row) => columns.map((column) => row[column] as unknown)),
        truncated: rows.length > maxRows,
      };
      // Nothing an analyst runs is ever committed.
      throw done;
    });
  } catch (error) {
    if (error === done) return result;
    if (error instanceof Error && 'code' in error) {
      throw new ReadOnlyQueryError(readOnlyMessages.database(error.message));
    }
    throw error;
  }
  return result;
}
