/**
 * Which errors mean "the database cannot take writes right now" (disk full, read-only, down or unreachable), as
 * opposed to a bug or a refused command. Seen on this machine: PGlite and PostgreSQL on a full disk both raise
 * SQLSTATE 53100 `could not extend file "base/…": No space left on device` when a table must grow; a PostgreSQL
 * that is down or restarting gives ECONNREFUSED, postgres.js's CONNECTION_CLOSED, or 57P01/57P03.
 */

/** SQLSTATE classes and codes of a database that cannot write. */
const SQLSTATE_CLASSES = new Set([
  '08', // connection exception
  '53', // insufficient resources: 53100 disk_full, 53200 out_of_memory, 53300 too_many_connections
  '58', // system error: 58030 io_error
]);
const SQLSTATES = new Set([
  '25006', // read_only_sql_transaction: a standby, or default_transaction_read_only
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
]);
/** Node's errno codes and postgres.js's own connection codes. */
const CODES = new Set([
  'ENOSPC',
  'EDQUOT',
  'EIO',
  'EROFS',
  'EFBIG',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, errors } = error as { code?: unknown; errors?: unknown };
  if (typeof code === 'string') return code;
  // Node's happy-eyeballs connect (localhost → ::1 and 127.0.0.1) fails with an AggregateError of both.
  if (Array.isArray(errors)) return codeOf(errors[0]);
  return undefined;
}

/** The error's code when it says the database cannot write now, e.g. '53100' or 'ECONNREFUSED'; else undefined. */
export function storageFailureCode(error: unknown): string | undefined {
  const code = codeOf(error);
  if (code === undefined) {
    // PGlite surfaces a failed file write of its own (outside a statement) as a plain error naming the errno.
    const message = error instanceof Error ? error.message : '';
    return /ENOSPC|no space left on device/i.test(message) ? 'ENOSPC' : undefined;
  }
  if (CODES.has(code) || SQLSTATES.has(code)) return code;
  if (/^[0-9A-Z]{5}$/.test(code) && SQLSTATE_CLASSES.has(code.slice(0, 2))) return code;
  return undefined;
}

/** A short pt-BR description for logs: "disco cheio (53100)", "sem conexão (ECONNREFUSED)". */
export function describeStorageFailure(code: string): string {
  if (code === '53100' || code === 'ENOSPC' || code === 'EDQUOT' || code === 'EFBIG')
    return `disco cheio (${code})`;
  if (code === '25006' || code === 'EROFS') return `somente leitura (${code})`;
  if (code === 'EIO' || code.startsWith('58')) return `erro de E/S (${code})`;
  if (code.startsWith('53')) return `recursos esgotados (${code})`;
  if (code.startsWith('57P')) return `banco de dados encerrando ou iniciando (${code})`;
  return `sem conexão (${code})`;
}
