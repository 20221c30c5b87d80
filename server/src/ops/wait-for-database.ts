import postgres from 'postgres';
import type { Logger } from '../log.ts';
import { storageFailureCode } from './storage-failure.ts';

/** A start-up failure said in one line, without a stack trace (main.ts prints its message only). */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

export interface WaitOptions {
  firstDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** "127.0.0.1:5432" from a connection URL: never the user or the password. */
function databaseTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}`;
  } catch {
    return 'DATABASE_URL';
  }
}

const seconds = (ms: number) => `${String(ms / 1000).replace('.', ',')} s`;

/**
 * Waits until PostgreSQL answers, before anything else opens it: a database that is down or still starting is
 * tried again with backoff (0.5 s doubling to 10 s, for as long as it takes), one log line per try. A database
 * that answers but refuses (wrong password, no such database) stops the start at once, in one line.
 */
export async function waitForDatabase(
  url: string,
  logger: Logger,
  { firstDelayMs = 500, maxDelayMs = 10_000, sleep = defaultSleep }: WaitOptions = {},
): Promise<void> {
  const target = databaseTarget(url);
  let delay = firstDelayMs;
  for (let attempt = 1; ; attempt++) {
    const sql = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => {} });
    try {
      await sql`select 1`;
      if (attempt > 1) logger.info({ attempt }, `banco de dados disponível (${target})`);
      return;
    } catch (error) {
      const code = storageFailureCode(error);
      if (code === undefined) {
        const { code: sqlState } = error as { code?: unknown };
        const reason = error instanceof Error ? error.message : String(error);
        throw new StartupError(
          `Banco de dados recusou a conexão (${target}: ${typeof sqlState === 'string' ? `${sqlState} ` : ''}${reason}). Verifique DATABASE_URL.`,
        );
      }
      logger.warn(
        { attempt, code },
        `Banco de dados indisponível (${target}: ${code}); nova tentativa em ${seconds(delay)}`,
      );
    } finally {
      await sql.end({ timeout: 1 }).catch(() => undefined);
    }
    await sleep(delay);
    delay = Math.min(delay * 2, maxDelayMs);
  }
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
