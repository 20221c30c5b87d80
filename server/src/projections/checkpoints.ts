import type { Sql, TransactionSql } from 'postgres';

export interface ProjectionState {
  name: string;
  version: number;
  checkpoint: string;
}

export async function migrateCheckpoints(sql: Sql): Promise<void> {
  await sql`
    create table if not exists projection_checkpoints (
      name text primary key,
      version integer not null,
      checkpoint text not null,
      updated_at timestamptz not null default now()
    )`;
}

export async function readState(
  sql: Sql | TransactionSql,
  name: string,
): Promise<ProjectionState | undefined> {
  const [row] = await sql<ProjectionState[]>`
    select name, version, checkpoint from projection_checkpoints where name = ${name}`;
  return row;
}

export async function writeState(sql: Sql | TransactionSql, state: ProjectionState): Promise<void> {
  await sql`
    insert into projection_checkpoints (name, version, checkpoint) values (${state.name}, ${state.version}, ${state.checkpoint})
    on conflict (name) do update set version = excluded.version, checkpoint = excluded.checkpoint, updated_at = now()`;
}
