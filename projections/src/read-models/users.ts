import type { Projection } from '../projection.ts';

/** rm_users: who has an account, by email. Inline: sign-in reads it right after registering. */
export const usersProjection: Projection = {
  name: 'users',
  version: 1,
  handles: ['UserRegistered'],
  mode: 'inline',
  async migrate(sql) {
    await sql`
      create table if not exists rm_users (
        user_id text primary key,
        email text not null unique,
        name text not null,
        registered_at timestamptz not null,
        stream_position bigint not null
      )`;
  },
  async reset(tx) {
    await tx`truncate rm_users`;
  },
  async apply(tx, event) {
    const data = event.data as { email: string; name: string };
    const userId = event.streamId.replace(/^user-/, '');
    await tx`
      insert into rm_users as u values (${userId}, ${data.email}, ${data.name}, ${event.metadata.occurredAt}, ${event.streamPosition})
      on conflict (user_id) do update set email = excluded.email, name = excluded.name,
        stream_position = excluded.stream_position
      where u.stream_position < excluded.stream_position`;
  },
};
