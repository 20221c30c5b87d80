import { randomUUID } from 'node:crypto';
import { streamId } from '@detox/projections';
import type { AppDeps } from '../../app-deps.ts';
import { createSession } from './sessions.ts';
import type { SessionResponse } from '../../contracts/auth.ts';
import { type AccountCommand, accountDecider } from './account-decider.ts';
import { handleCommand } from '../../commands/command-handler.ts';
import { findAccountByEmail, findSubscription } from './account-queries.ts';
import { configuredRoles, effectiveRoles } from './roles.ts';
import { noSubscription, toSubscriptionView } from './subscription-view.ts';

type Deps = Pick<AppDeps, 'config' | 'runtime'>;

/** Runs one command on a user stream; each call is its own idempotency key (server-side commands). */
export function runAccountCommand(deps: Deps, userId: string, command: AccountCommand) {
  return handleCommand(deps.runtime, streamId('user', userId), accountDecider, command, {
    idempotencyKey: randomUUID(),
    userId,
  });
}

async function recordSignIn(
  deps: Deps,
  email: string,
  method: 'code' | 'password',
  nameForNewAccount: string | undefined,
): Promise<string> {
  const existing = await findAccountByEmail(deps.runtime.sql, email);
  const userId = existing?.userId ?? randomUUID();
  const purchase = existing ? null : await findSubscription(deps.runtime.sql, email);
  await runAccountCommand(deps, userId, {
    type: 'SignIn',
    email,
    name: existing?.name ?? nameForNewAccount ?? purchase?.name ?? '',
    method,
    configuredRoles: configuredRoles(deps.config, email),
  });
  return userId;
}

/**
 * Signs in an email whose ownership was just proven (a code, or a password): registers it on first use, records
 * the sign-in and the configured roles, opens a session and answers the spec's token, user and subscription.
 */
export async function signInVerifiedEmail(
  deps: Deps,
  email: string,
  method: 'code' | 'password',
  /** Registration's name; otherwise a new account takes the purchase's name. */
  nameForNewAccount?: string,
): Promise<SessionResponse> {
  let userId: string;
  try {
    userId = await recordSignIn(deps, email, method, nameForNewAccount);
  } catch (error) {
    // Two first sign-ins of one email at once: the loser hits rm_users' unique email. The account exists now.
    if (!(await findAccountByEmail(deps.runtime.sql, email))) throw error;
    userId = await recordSignIn(deps, email, method, nameForNewAccount);
  }
  const token = await createSession(deps.runtime.sql, userId, deps.config.SESSION_TTL_DAYS);
  const answer = await sessionAnswer(deps, email);
  if (!answer) throw new Error(`Conta ${userId} sumiu logo após o login`);
  return { token, ...answer };
}

/** The user and subscription of an account, as sign-in and verify-token answer them. */
async function sessionAnswer(deps: Deps, email: string): Promise<Omit<SessionResponse, 'token'> | null> {
  const [account] = await deps.runtime.sql<{ user_id: string; name: string; roles: string[] }[]>`
    select user_id, name, roles from rm_users where email = ${email}`;
  if (!account) return null;
  const subscription = await findSubscription(deps.runtime.sql, email);
  return {
    user: {
      id: account.user_id,
      name: account.name,
      email,
      roles: effectiveRoles(deps.config, email, account.roles),
    },
    subscription: toSubscriptionView(subscription ?? noSubscription),
  };
}
