import { initialPushState, type PushState, streamId } from '@detox/projections';
import type { Runtime } from '../../runtime.ts';
import { type CommandResult, eventIdFor, handleCommand, type Snapshot } from '../command-handler.ts';
import { type PushCommand, pushDecider } from './push-decider.ts';

export function pushStreamId(userId: string): string {
  return streamId('push', userId);
}

/** Runs a push command for a subscriber; on the SQL backends the decider starts from rm_push_reminders. */
export function runPushCommand(
  runtime: Runtime,
  userId: string,
  command: PushCommand,
  idempotencyKey: string,
): Promise<CommandResult<PushState>> {
  const snapshot =
    runtime.store.backend === 'eventstoredb'
      ? undefined
      : () => pushSnapshot(runtime, userId, idempotencyKey);
  return handleCommand(
    runtime,
    pushStreamId(userId),
    pushDecider,
    command,
    { idempotencyKey, userId },
    snapshot,
  );
}

async function pushSnapshot(
  runtime: Runtime,
  userId: string,
  idempotencyKey: string,
): Promise<Snapshot<PushState>> {
  const [row] = await runtime.sql<{ state: PushState | null; position: string | null; replayed: boolean }[]>`
    select p.state, p.position,
           exists (select 1 from es_events where event_id = ${eventIdFor(idempotencyKey, 0)}::uuid) as replayed
      from (select 1) as one
      left join rm_push_reminders p on p.user_id = ${userId}`;
  return {
    state: row?.state ?? initialPushState(),
    version: row?.position === null || row?.position === undefined ? -1 : Number(row.position),
    replayed: row?.replayed ?? false,
  };
}

/** The subscriber's push state from the read model (the initial one when they never touched it). */
export async function readPushState(runtime: Runtime, userId: string): Promise<PushState> {
  const [row] = await runtime.sql<
    { state: PushState }[]
  >`select state from rm_push_reminders where user_id = ${userId}`;
  return row?.state ?? initialPushState();
}
