import { streamId } from '@detox/projections';
import type { AppDeps } from '../../app-deps.ts';
import { deleteUserSessions } from './sessions.ts';
import { deleteSignInCodes } from './sign-in-codes.ts';
import { DomainError } from '../../commands/domain-error.ts';
import type { Logger } from '../../log.ts';
import { runAccountCommand } from './sign-in.ts';
import { readUserEvents, streamsOfUser, userRowsByTable } from './user-data.ts';
import { accountPart } from './runtime-part.ts';

type Deps = Pick<AppDeps, 'runtime' | 'config'>;
interface Erasure {
  userId: string;
  email: string;
}

/** How many times one erasure erases again when a late write slipped in (one more pass has always been enough). */
const MAX_PASSES = 3;

async function forgetReadModelRows(deps: Deps, user: Erasure): Promise<void> {
  const { sql } = deps.runtime;
  for (const { table, where } of await userRowsByTable(sql, user)) {
    await sql`delete from ${sql(table)} where ${where}`;
  }
}

/** The tombstone's position: appended now, or found where an earlier, interrupted pass appended it. */
async function tombstonePosition(deps: Deps, user: Erasure, erasedStreams: number): Promise<number> {
  try {
    const { events } = await runAccountCommand(deps, user.userId, { type: 'DeleteAccount', erasedStreams });
    const appended = events.at(-1);
    if (appended) return appended.streamPosition;
  } catch (error) {
    // 410: the account was deleted by an earlier pass; its tombstone is in the stream.
    if (!(error instanceof DomainError)) throw error;
  }
  const { events } = await deps.runtime.store.readStream(streamId('user', user.userId));
  const tombstone = events.findLast((event) => event.type === 'AccountDeleted');
  if (!tombstone) throw new Error(`Erasure of ${user.userId}: no AccountDeleted in the user stream`);
  return tombstone.streamPosition;
}

/**
 * One pass of an erasure, safe to run again: closes the person's streams (appends in flight end first, later ones
 * are refused), ends the sessions, appends the tombstone, erases the streams and the read-model rows, and checks
 * that nothing but the tombstone is left. The streams keyed by the email (customer, support's look-ups) are
 * reopened last, so the same email may buy again.
 */
async function erasePass(deps: Deps, user: Erasure): Promise<boolean> {
  const { store, sql } = deps.runtime;
  const userStream = streamId('user', user.userId);
  const otherStreams = streamsOfUser(user.userId, user.email).filter((stream) => stream !== userStream);

  await store.closeStreams(otherStreams);
  await deleteUserSessions(sql, user.userId, deps.runtime.part(accountPart));
  const tombstone = await tombstonePosition(deps, user, otherStreams.length + 1);
  await store.closeStreams([userStream]);

  // What the slices keep of the person outside the log (the journey cache, audio files, AI quota counters),
  // forgotten while the streams that name it are still there (runtime parts, server/src/slices.ts).
  await deps.runtime.forgetUser(user.userId);
  for (const stream of otherStreams) await store.eraseStream(stream);
  await store.eraseStream(userStream, { before: tombstone });
  // Asynchronous projections may hold events read before the erasure: once they pass the tombstone, they hold none.
  const { events: kept } = await store.readStream(userStream);
  const last = kept.at(-1);
  if (last && deps.runtime.runner.isRunning())
    await deps.runtime.runner.waitForPosition(last.checkpoint, 5000);
  await forgetReadModelRows(deps, user);
  await deleteSignInCodes(sql, user.email);

  const left = await readUserEvents(store, user.userId, user.email);
  return left.every((event) => event.type === 'AccountDeleted');
}

async function finishErasure(deps: Deps, user: Erasure): Promise<void> {
  for (let pass = 1; ; pass++) {
    if (await erasePass(deps, user)) break;
    if (pass >= MAX_PASSES)
      throw new Error(`Erasure of ${user.userId}: data still left after ${pass} passes`);
  }
  const { store, sql } = deps.runtime;
  // Streams keyed by the email are reopened: es_closed_streams keeps no email, and the same email may buy again.
  await store.reopenStreams([streamId('customer', user.email), streamId('support', user.email)]);
  await sql`delete from account_erasures where user_id = ${user.userId}`;
}

/**
 * LGPD erasure (docs/decisions/0004-account-erasure.md). The request is recorded first, so an erasure cut short
 * (a crash, a database that went away) is finished later by `finishPendingErasures`, with no account left to ask.
 * What stays is the AccountDeleted tombstone, which holds no personal data, and the closed streams' ids.
 */
export async function eraseAccount(deps: Deps, user: Erasure): Promise<void> {
  const { sql } = deps.runtime;
  await sql`
    insert into account_erasures (user_id, email) values (${user.userId}, ${user.email})
    on conflict (user_id) do nothing`;
  await finishErasure(deps, user);
}

/** Finishes the erasures a crash or an error left pending (at start, and then every few minutes). */
export async function finishPendingErasures(deps: Deps, logger: Logger): Promise<number> {
  const pending = await deps.runtime.sql<Erasure[]>`
    select user_id as "userId", email from account_erasures order by requested_at`;
  for (const user of pending) {
    try {
      await finishErasure(deps, user);
      logger.info({ userId: user.userId }, 'exclusão de conta pendente concluída');
    } catch (error) {
      logger.error(
        { userId: user.userId, err: error },
        'exclusão de conta pendente falhou; nova tentativa depois',
      );
    }
  }
  return pending.length;
}
