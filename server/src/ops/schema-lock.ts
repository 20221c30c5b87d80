import type { Sql } from 'postgres';

/**
 * Runs `work` in one instance at a time per schema, under a PostgreSQL advisory lock named `name`: for what
 * instances started together must not do twice or at once (migrations, the demo seed). The lock is held on a
 * connection of its own for the whole run and released even when `work` fails; `work` gets that connection and
 * may use any other. An embedded database has one process, so no lock.
 */
export async function withSchemaLock<T>(
  sql: Sql,
  options: { name: string; embedded: boolean },
  work: (connection: Sql) => Promise<T>,
): Promise<T> {
  if (options.embedded) return work(sql);
  const key = `detox:${options.name}:`;
  const connection = await sql.reserve();
  try {
    await connection`select pg_advisory_lock(hashtext(${key} || current_schema()))`;
    try {
      return await work(connection);
    } finally {
      await connection`select pg_advisory_unlock(hashtext(${key} || current_schema()))`;
    }
  } finally {
    connection.release();
  }
}
