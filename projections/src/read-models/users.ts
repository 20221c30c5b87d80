import type { TransactionSql } from 'postgres';
import { defineKeyedProjection, type Versioned } from '../keyed-projection.ts';
import type { UserEvent } from '../events/catalogue.ts';
import { emptyUserAccount, evolveUserAccount, type UserAccount, userEventTypes } from './user-account.ts';

const USER_PREFIX = 'user-';

interface UserRow {
  user_id: string;
  email: string;
  name: string;
  registered_at: Date | null;
  password_hash: string | null;
  roles: UserAccount['roles'];
  consents: UserAccount['consents'];
  last_sign_in_at: Date | null;
  stream_position: string;
}

/**
 * rm_users: one row per account, by user id (email unique). Inline: sign-in reads it right after registering.
 * AccountDeleted removes the row.
 */
export const usersProjection = defineKeyedProjection<UserAccount, UserEvent>({
  name: 'users',
  version: 2,
  mode: 'inline',
  handles: userEventTypes,
  async migrate(sql) {
    await sql`
      create table if not exists rm_users (
        user_id text primary key,
        email text not null unique,
        name text not null,
        registered_at timestamptz not null,
        stream_position bigint not null
      )`;
    // Columns added after the first release of this table; safe to run again.
    await sql`alter table rm_users add column if not exists password_hash text`;
    await sql`alter table rm_users add column if not exists roles text[] not null default '{}'`;
    await sql`alter table rm_users add column if not exists consents jsonb not null default '{}'`;
    await sql`alter table rm_users add column if not exists last_sign_in_at timestamptz`;
  },
  async reset(tx) {
    await tx`truncate rm_users`;
  },
  keyOf: (event) =>
    event.streamId.startsWith(USER_PREFIX) ? event.streamId.slice(USER_PREFIX.length) : undefined,
  initial: emptyUserAccount,
  evolve: evolveUserAccount,
  async load(tx: TransactionSql, keys) {
    const rows = await tx<UserRow[]>`
      select user_id, email, name, registered_at, password_hash, roles, consents, last_sign_in_at, stream_position
        from rm_users where user_id = any(${keys})`;
    return new Map(
      rows.map((row): [string, Versioned<UserAccount>] => [
        row.user_id,
        {
          state: {
            email: row.email,
            name: row.name,
            registeredAt: row.registered_at?.toISOString() ?? null,
            passwordHash: row.password_hash,
            roles: row.roles,
            consents: row.consents,
            lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
            deleted: false,
          },
          position: Number(row.stream_position),
        },
      ]),
    );
  },
  async save(tx, rows) {
    for (const [userId, { state, position }] of rows) {
      if (state.deleted || state.email === '') {
        await tx`delete from rm_users where user_id = ${userId}`;
        continue;
      }
      await tx`
        insert into rm_users (user_id, email, name, registered_at, password_hash, roles, consents, last_sign_in_at,
                              stream_position)
        values (${userId}, ${state.email}, ${state.name}, ${state.registeredAt}, ${state.passwordHash},
                ${state.roles}::text[], ${JSON.stringify(state.consents)}::text::jsonb, ${state.lastSignInAt},
                ${position})
        on conflict (user_id) do update set email = excluded.email, name = excluded.name,
          registered_at = excluded.registered_at, password_hash = excluded.password_hash, roles = excluded.roles,
          consents = excluded.consents, last_sign_in_at = excluded.last_sign_in_at,
          stream_position = excluded.stream_position`;
    }
  },
});
