import type { Sql } from 'postgres';
import { SESSION_TOUCH_INTERVAL_MS } from './rules.ts';
import type { StoredConsents } from './consents.ts';
import type { SessionCache } from './session-cache.ts';
import { newSessionToken, sha256Hex } from './secrets.ts';

const DAY_MS = 86_400_000;

/** Everything a guard needs about a session, read in one query. */
export interface SessionRecord {
  userId: string;
  email: string;
  name: string;
  roles: string[];
  consents: StoredConsents;
  subscription: { type: string; endDate: string | null; canceled: boolean };
}

interface SessionRow {
  user_id: string;
  email: string;
  name: string;
  roles: string[];
  consents: StoredConsents;
  last_seen_at: Date;
  expires_at: Date;
  type: string | null;
  end_date: Date | null;
  canceled: boolean | null;
}

export async function createSession(sql: Sql, userId: string, ttlDays: number): Promise<string> {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + ttlDays * DAY_MS);
  await sql`
    insert into auth_sessions (token_hash, user_id, expires_at) values (${sha256Hex(token)}, ${userId}, ${expiresAt})`;
  return token;
}

/**
 * The live session of a token with its user and subscription, or null; a used session slides its expiry.
 * With a cache, a session read in the last few seconds answers without a query (caches/session-cache.ts).
 */
export async function findSession(
  sql: Sql,
  token: string,
  ttlDays: number,
  cache?: SessionCache<SessionRecord>,
): Promise<SessionRecord | null> {
  const tokenHash = sha256Hex(token);
  const cached = cache?.get(tokenHash);
  if (cached) return cached;
  const generation = cache?.generation() ?? 0;
  const [row] = await sql<SessionRow[]>`
    select s.user_id, s.last_seen_at, s.expires_at, u.email, u.name, u.roles, u.consents,
           sub.type, sub.end_date, sub.canceled
      from auth_sessions s
      join rm_users u on u.user_id = s.user_id
      left join rm_subscriptions sub on sub.email = u.email
     where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > now()`;
  if (!row) return null;
  let expiresAt = row.expires_at;
  if (Date.now() - row.last_seen_at.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    expiresAt = new Date(Date.now() + ttlDays * DAY_MS);
    await sql`
      update auth_sessions set last_seen_at = now(), expires_at = ${expiresAt} where token_hash = ${tokenHash}`;
  }
  const record: SessionRecord = {
    userId: row.user_id,
    email: row.email,
    name: row.name,
    roles: row.roles,
    consents: row.consents,
    subscription: {
      type: row.type ?? 'none',
      endDate: row.end_date?.toISOString() ?? null,
      canceled: row.canceled ?? false,
    },
  };
  cache?.set(tokenHash, record, expiresAt, generation);
  return record;
}

/** Logout: the token stops working at once. Revoking an unknown token is no error. */
export async function revokeSession(
  sql: Sql,
  token: string,
  cache?: SessionCache<SessionRecord>,
): Promise<void> {
  await sql`update auth_sessions set revoked_at = now() where token_hash = ${sha256Hex(token)} and revoked_at is null`;
  cache?.clear();
}

export async function deleteUserSessions(
  sql: Sql,
  userId: string,
  cache?: SessionCache<SessionRecord>,
): Promise<void> {
  await sql`delete from auth_sessions where user_id = ${userId}`;
  cache?.clear();
}

export interface SessionSummary {
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  revoked: boolean;
}

export async function listUserSessions(sql: Sql, userId: string): Promise<SessionSummary[]> {
  const rows = await sql<
    { created_at: Date; last_seen_at: Date; expires_at: Date; revoked_at: Date | null }[]
  >`
    select created_at, last_seen_at, expires_at, revoked_at from auth_sessions
     where user_id = ${userId} order by created_at`;
  return rows.map((row) => ({
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    revoked: row.revoked_at !== null,
  }));
}
