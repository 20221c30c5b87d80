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

/** Another runner moved the checkpoint since this batch read it: the batch is rolled back, nothing applied twice. */
export class CheckpointMovedError extends Error {
  constructor(name: string) {
    super(`Projeção ${name}: o checkpoint mudou durante o lote (outra instância a conduz)`);
    this.name = 'CheckpointMovedError';
  }
}

/**
 * Moves a projection's checkpoint from `from` to `state.checkpoint`, in the batch's transaction, only if it is still
 * at `from` under the same version: the fence that keeps two runners (a leader that lost its lock without knowing
 * it, and the new one) from applying the same events twice. The second to commit waits on the row, finds it moved
 * and rolls its batch back.
 */
export async function advanceState(tx: TransactionSql, state: ProjectionState, from: string): Promise<void> {
  const moved = await tx`
    insert into projection_checkpoints (name, version, checkpoint) values (${state.name}, ${state.version}, ${state.checkpoint})
    on conflict (name) do update set checkpoint = excluded.checkpoint, updated_at = now()
     where projection_checkpoints.checkpoint = ${from} and projection_checkpoints.version = excluded.version
    returning name`;
  if (moved.length === 0) throw new CheckpointMovedError(state.name);
}
