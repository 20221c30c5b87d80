import { streamId } from '@detox/projections';
import { deleteQuotaUsage } from '../ai/quota.ts';
import type { AppDeps } from '../app-deps.ts';
import { forgetUserAudio } from '../audio/forget-audio.ts';
import { deleteUserSessions } from '../auth/sessions.ts';
import { deleteSignInCodes } from '../auth/sign-in-codes.ts';
import { runAccountCommand } from './sign-in.ts';
import { streamsOfUser, userRowsByTable } from './user-data.ts';

async function forgetReadModelRows(
  deps: Pick<AppDeps, 'runtime'>,
  user: { userId: string; email: string },
  except: string[] = [],
): Promise<void> {
  const { sql } = deps.runtime;
  for (const { table, where } of await userRowsByTable(sql, user)) {
    if (!except.includes(table)) await sql`delete from ${sql(table)} where ${where}`;
  }
}

/**
 * LGPD erasure (docs/decisions/0004-account-erasure.md): the user's streams are erased from the event log, their
 * read-model rows deleted, their sessions and codes dropped. What stays is the AccountDeleted tombstone, which
 * holds no personal data. Steps run in an order that a retry can finish: everything but the account first.
 */
export async function eraseAccount(
  deps: Pick<AppDeps, 'runtime' | 'config'>,
  user: { userId: string; email: string },
): Promise<void> {
  const { store, sql } = deps.runtime;
  const userStream = streamId('user', user.userId);
  const otherStreams = streamsOfUser(user.userId, user.email).filter((stream) => stream !== userStream);
  await forgetUserAudio(deps, user.userId);
  for (const stream of otherStreams) await store.eraseStream(stream);
  await forgetReadModelRows(deps, user, ['rm_users']);

  // The tombstone removes the rm_users row (users projection), which ends every session at once.
  const { events } = await runAccountCommand(deps, user.userId, {
    type: 'DeleteAccount',
    erasedStreams: otherStreams.length + 1,
  });
  const tombstone = events.at(-1)?.streamPosition;
  if (tombstone !== undefined) await store.eraseStream(userStream, { before: tombstone });

  await forgetReadModelRows(deps, user);
  await deleteUserSessions(sql, user.userId, deps.runtime.caches.sessions);
  deps.runtime.caches.journeys.forget(user.userId);
  await deleteSignInCodes(sql, user.email);
  await deleteQuotaUsage(sql, user.userId);
}
