import { type AnalystAccess, AnalystUnavailableError, loginFailure } from './analyst-access.ts';

/**
 * Analysts' SQL, read only, on PGlite and PostgreSQL alike (`npm run projections -- query`, the admin endpoint
 * POST /api/support/analytics/query). The guarantee is the database's: the query runs as the analyst role
 * (analyst-access.ts), which may read the read models and nothing else, in a READ ONLY transaction with a time
 * limit and a row cap, always rolled back. Before it, a word check refuses the obvious in plain pt-BR (one
 * statement, a query, no word that writes or reaches outside); it is a courtesy, not a wall: a quoted name or SQL
 * in a string walks past any word list.
 */

export class ReadOnlyQueryError extends Error {
  constructor(
    message: string,
    readonly reason: RefusalReason = 'check',
  ) {
    super(message);
  }
}

const readOnlyMessages = {
  empty: 'Escreva uma consulta SQL.',
  tooLong: 'Consulta longa demais (máximo de 20.000 caracteres).',
  several: 'Envie uma consulta por vez (sem ponto e vírgula entre comandos).',
  notQuery: 'Só consultas de leitura: comece com SELECT, WITH, VALUES ou TABLE.',
  writes: (word: string) => `Consulta recusada: "${word}" escreve ou muda o banco; aqui só leitura.`,
  outside: (word: string) =>
    `Consulta recusada: "${word}" lê fora dos dados de análise (arquivos, papéis ou sessões do servidor).`,
  database: (message: string) => `O banco recusou a consulta: ${message}`,
  tooCostly: (cost: number) =>
    `Consulta pesada demais para rodar no servidor embutido (custo estimado ${Math.round(cost).toLocaleString('pt-BR')}, ` +
    `máximo ${EMBEDDED_COST_LIMIT.toLocaleString('pt-BR')}): filtre, agregue ou limite antes; exporte o banco para ` +
    'análises maiores.',
  forbidden: (message: string) =>
    `Sem permissão: ${message}. Analistas leem os modelos de leitura (rm_*, an_*), projection_checkpoints e ` +
    'analyst_events (o log de eventos sem segredos); colunas secretas ficam de fora: escolha as colunas em vez de *.',
} as const;

/**
 * PGlite runs on the server's one thread and does not honour statement_timeout (measured: a 200 ms limit let a
 * count over 200 million rows run for 113 s: a planned cost of 2.5 million, about 22,000 a second). There, a query
 * whose planned cost (with its row cap) is above this, about 10 s of work, is refused before it runs. A grouped
 * count over a 145k-event log plans at about 12,000. It is an estimate: the wall is the role, this spares the thread.
 */
const EMBEDDED_COST_LIMIT = 250_000;

/** Why a query was refused, for the log and the access record (never the SQL itself). */
export type RefusalReason = 'check' | 'permission' | 'database';

/**
 * Words that write or change the session from inside a query (a writable CTE, SELECT INTO, a function with side
 * effects). Statements that start with another word (CREATE, SET, CHECKPOINT…) are refused by the first word
 * already, so their names stay usable as column names (projection_checkpoints.checkpoint).
 */
const WRITES = [
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
  'pg_advisory_lock',
  'pg_advisory_xact_lock',
  'lo_import',
  'lo_export',
  'lo_from_bytea',
  'dblink',
  'dblink_exec',
];
/** Words that reach past the analysts' data: the server's files, its roles, other sessions, SQL run from a string. */
const OUTSIDE = [
  'pg_read_file',
  'pg_read_binary_file',
  'pg_ls_dir',
  'pg_stat_file',
  'pg_authid',
  'pg_shadow',
  'pg_stat_activity',
  'query_to_xml',
  'query_to_xmlschema',
  'query_to_xml_and_xmlschema',
  'cursor_to_xml',
  'lo_get',
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
function checkReadOnly(text: string): string {
  const trimmed = text.trim().replace(/;\s*$/, '');
  if (!trimmed) throw new ReadOnlyQueryError(readOnlyMessages.empty);
  if (trimmed.length > 20_000) throw new ReadOnlyQueryError(readOnlyMessages.tooLong);
  const bare = code(trimmed).toLowerCase();
  if (bare.includes(';')) throw new ReadOnlyQueryError(readOnlyMessages.several);
  const words = bare.match(/[a-z_][a-z0-9_]*/g) ?? [];
  if (!FIRST_WORDS.has(words[0] ?? '')) throw new ReadOnlyQueryError(readOnlyMessages.notQuery);
  const writes = words.find((word) => WRITES.includes(word));
  if (writes) throw new ReadOnlyQueryError(readOnlyMessages.writes(writes.toUpperCase()));
  const outside = words.find((word) => OUTSIDE.includes(word));
  if (outside) throw new ReadOnlyQueryError(readOnlyMessages.outside(outside.toUpperCase()));
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
  access: AnalystAccess,
  text: string,
  { maxRows = 100_000, timeoutMs = 15_000 }: { maxRows?: number; timeoutMs?: number } = {},
): Promise<QueryResult> {
  const statement = checkReadOnly(text);
  const sql = access.connection();
  let result: QueryResult = { columns: [], rows: [], truncated: false };
  const done = new Error('rolled back');
  try {
    await sql.begin('read only', async (tx) => {
      // A login of its own on PostgreSQL already is the role; on PGlite this is what makes it one.
      await tx.unsafe(`set local role "${access.role}"`);
      await tx.unsafe(`set local statement_timeout = ${Math.max(1, Math.round(timeoutMs))}`);
      const capped = `select * from (${statement}) as analyst_query limit ${maxRows + 1}`;
      if (access.embedded) {
        const [plan] = await tx.unsafe<{ 'QUERY PLAN': [{ Plan: { 'Total Cost': number } }] }[]>(
          `explain (format json) ${capped}`,
        );
        const cost = plan?.['QUERY PLAN'][0].Plan['Total Cost'] ?? 0;
        if (cost > EMBEDDED_COST_LIMIT)
          throw new ReadOnlyQueryError(readOnlyMessages.tooCostly(cost), 'check');
      }
      const rows = await tx.unsafe(capped);
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
    if (error instanceof ReadOnlyQueryError) throw error;
    const unavailable = loginFailure(error, access.role);
    if (unavailable) throw unavailable;
    if (error instanceof AnalystUnavailableError) throw error;
    if (error instanceof Error && 'code' in error) {
      // insufficient_privilege: what the role was not granted.
      if (error.code === '42501')
        throw new ReadOnlyQueryError(readOnlyMessages.forbidden(error.message), 'permission');
      throw new ReadOnlyQueryError(readOnlyMessages.database(error.message), 'database');
    }
    throw error;
  }
  return result;
}
