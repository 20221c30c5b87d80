import { initialPushState, type PushState, streamId } from '@detox/projections';
import type { Runtime } from '../../runtime.ts';
import {
  type CommandContext,
  type CommandKey,
  type CommandResult,
  handleCommand,
  keyContext,
  type Snapshot,
  storedRequestHash,
} from '../../commands/command-handler.ts';
import { type PushCommand, pushDecider } from './push-decider.ts';

function pushStreamId(userId: string): string {
  return streamId('push', userId);
}

/** Runs a push command for a subscriber; on the SQL backends the decider starts from rm_push_reminders. */
export function runPushCommand(
  runtime: Runtime,
  userId: string,
  command: PushCommand,
  key: CommandKey,
): Promise<CommandResult<PushState>> {
  const context: CommandContext = { ...keyContext(key), userId };
  const snapshot =
    runtime.store.backend === 'eventstoredb' ? undefined : () => pushSnapshot(runtime, userId, context);
  return handleCommand(runtime, pushStreamId(userId), pushDecider, command, context, snapshot);
}

async function pushSnapshot(
  runtime: Runtime,
  userId: string,
  context: CommandContext,
): Promise<Snapshot<PushState>> {
  const [row] = await runtime.sql<
    { state: PushState | null; position: string | null; request_hash: string | null }[]
  >`
    select p.state, p.position, ${storedRequestHash(runtime.sql, pushStreamId(userId), context)} as request_hash
      from (select 1) as one
      left join rm_push_reminders p on p.user_id = ${userId}`;
  const requestHash = row?.request_hash ?? null;
  return {
    state: row?.state ?? initialPushState(),
    version: row?.position === null || row?.position === undefined ? -1 : Number(row.position),
    replayed: requestHash !== null,
    requestHash,
  };
}

/** The subscriber's push state from the read model (the initial one when they never touched it). */
export async function readPushState(runtime: Runtime, userId: string): Promise<PushState> {
  const [row] = await runtime.sql<
    { state: PushState }[]
  >`select state from rm_push_reminders where user_id = ${userId}`;
  return row?.state ?? initialPushState();
}
