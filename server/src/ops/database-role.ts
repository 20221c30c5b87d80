import postgres from 'postgres';
import type { Config } from '../config.ts';
import { StartupError } from './wait-for-database.ts';

const databaseRoleMessages = {
  superuser: (role: string) =>
    `O app não inicia em produção como superusuário do PostgreSQL (${role}): use um papel dono do esquema, sem ` +
    'SUPERUSER (docs/runbook.md, "Papéis do banco"), e deixe o superusuário só para a preparação. Para ' +
    'desenvolvimento, DATABASE_ALLOW_SUPERUSER=true permite.',
} as const;

/**
 * In production the app's own PostgreSQL role must not be a superuser: a superuser reads the server's files and
 * every database, and one mistake in a query becomes the whole server's. Development and tests may, and so may
 * production with DATABASE_ALLOW_SUPERUSER=true (said in the log by the caller).
 */
export async function refuseSuperuserInProduction(config: Config): Promise<{ superuser: boolean }> {
  if (!config.DATABASE_URL) return { superuser: false };
  const sql = postgres(config.DATABASE_URL, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ role: string; superuser: boolean }[]>`
      select current_user as role, rolsuper as superuser from pg_roles where rolname = current_user`;
    const row = rows.at(0);
    const superuser = row?.superuser === true;
    if (row && superuser && config.NODE_ENV === 'production' && !config.DATABASE_ALLOW_SUPERUSER) {
      throw new StartupError(databaseRoleMessages.superuser(row.role));
    }
    return { superuser };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
