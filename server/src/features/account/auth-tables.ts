import type { Sql } from 'postgres';

/**
 * Operational security material, not facts: sessions, sign-in codes and rate-limit counters. Secrets are stored
 * only as hashes; rows expire. The facts (UserRegistered, SignedIn, ...) are events.
 */
const authTablesSql = `
create table if not exists auth_sessions (
  token_hash text primary key,
  user_id text not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index if not exists auth_sessions_user_id on auth_sessions (user_id);
create table if not exists auth_sign_in_codes (
  email text primary key,
  code_hash text not null,
  salt text not null,
  attempts_left integer not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create table if not exists account_erasures (
  user_id text primary key,
  email text not null,
  requested_at timestamptz not null default now()
);
create table if not exists auth_rate_limits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, window_start)
);
`;

export async function migrateAuthTables(sql: Sql): Promise<void> {
  await sql.unsafe(authTablesSql);
}
