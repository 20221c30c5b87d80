import { idOfStream, initialPushState, type PushEvent, type PushState, streamId } from '@detox/projections';
import type { Runtime } from '../../runtime.ts';
import {
  type CommandKey,
  type CommandResult,
  type Decider,
  handleCommand,
  keyContext,
  storedRequestHash,
} from '../../commands/command-handler.ts';
import { type PushCommand, pushDecider } from './push-decider.ts';

function pushStreamId(userId: string): string {
  return streamId('push', userId);
}

/** The push rules, kept in rm_push_reminders: on the SQL backends the decider starts from its row. */
const pushWrites: Decider<PushState, PushCommand, PushEvent> = {
  ...pushDecider,
  readModel: {
    async snapshot(runtime, stream, context) {
      const [row] = await runtime.sql<
        { state: PushState | null; position: string | null; request_hash: string | null }[]
      >`
        select p.state, p.position, ${storedRequestHash(runtime.sql, stream, context)} as request_hash
          from (select 1) as one
          left join rm_push_reminders p on p.user_id = ${idOfStream('push', stream)}`;
      const requestHash = row?.request_hash ?? null;
      return {
        state: row?.state ?? initialPushState(),
        version: row?.position === null || row?.position === undefined ? -1 : Number(row.position),
        replayed: requestHash !== null,
        requestHash,
      };
    },
  },
};

/** Runs a push command for a subscriber. */
export function runPushCommand(
  runtime: Runtime,
  userId: string,
  command: PushCommand,
  key: CommandKey,
): Promise<CommandResult<PushState>> {
  const context = { ...keyContext(key), userId };
  return handleCommand(runtime, pushStreamId(userId), pushWrites, command, context);
}

/** The subscriber's push state from the read model (the initial one when they never touched it). */
export async function readPushState(runtime: Runtime, userId: string): Promise<PushState> {
  const [row] = await runtime.sql<
    { state: PushState }[]
  >`select state from rm_push_reminders where user_id = ${userId}`;
  return row?.state ?? initialPushState();
}
