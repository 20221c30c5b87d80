import type { AppDeps } from '../../app-deps.ts';
import { listUserSessions } from './sessions.ts';
import type { AccountExport } from '../../contracts/me.ts';
import type { AuthUser } from './guards.ts';
import { consentViews, type StoredConsents } from './consents.ts';
import { readUserEvents, userRowsByTable } from './user-data.ts';

const HIDDEN = '[oculto: hash de senha]';

/** A password hash is never handed out, not even to its owner: an export file can leak. */
function withoutSecrets(row: Record<string, unknown>): Record<string, unknown> {
  if (!('password_hash' in row) && !('passwordHash' in row)) return row;
  const copy = { ...row };
  if ('password_hash' in copy) copy.password_hash = copy.password_hash === null ? null : HIDDEN;
  if ('passwordHash' in copy) copy.passwordHash = HIDDEN;
  return copy;
}

/** GET /api/me/export: all of the user's data (LGPD art. 18): events of their streams, read-model rows, sessions. */
export async function exportAccount(deps: Pick<AppDeps, 'runtime'>, user: AuthUser): Promise<AccountExport> {
  const { sql, store } = deps.runtime;
  const events = await readUserEvents(store, user.userId, user.email);
  const readModels: AccountExport['readModels'] = {};
  for (const { table, where } of await userRowsByTable(sql, user)) {
    const rows = await sql<Record<string, unknown>[]>`select * from ${sql(table)} where ${where}`;
    if (rows.length > 0) readModels[table] = rows.map(withoutSecrets);
  }
  const [account] = await sql<{ registered_at: Date | null; consents: StoredConsents }[]>`
    select registered_at, consents from rm_users where user_id = ${user.userId}`;
  return {
    exportedAt: new Date().toISOString(),
    user: {
      id: user.userId,
      email: user.email,
      name: user.name,
      registeredAt: account?.registered_at?.toISOString() ?? null,
      roles: user.roles,
    },
    subscription: user.subscription,
    consents: consentViews(account?.consents ?? {}),
    sessions: await listUserSessions(sql, user.userId),
    events: events.map((event) => ({
      stream: event.streamId,
      position: event.streamPosition,
      type: event.type,
      data: event.type === 'PasswordSet' ? { passwordHash: HIDDEN } : event.data,
      occurredAt: event.metadata.occurredAt,
      recordedAt: event.recordedAt,
      metadata: event.metadata,
    })),
    readModels,
  };
}
