import { eventCatalogue, type StoredEvent, streamId } from '@detox/projections';
import type { Sql } from 'postgres';
import type { EventStore } from '../../event-store/types.ts';

/**
 * Where one user's data lives. Every stream category but `customer` is keyed by user id, so a category added to
 * the catalogue later is covered without touching this file; the customer stream is keyed by purchase email, and
 * so are support's look-ups of the buyer made before the account existed (`support-{email}`).
 */
export function streamsOfUser(userId: string, email: string): string[] {
  const byUserId = Object.keys(eventCatalogue)
    .filter((category) => category !== 'customer')
    .map((category) => streamId(category as keyof typeof eventCatalogue, userId));
  return [...byUserId, streamId('customer', email), streamId('support', email)];
}

export async function readUserEvents(
  store: EventStore,
  userId: string,
  email: string,
): Promise<StoredEvent[]> {
  const streams = await Promise.all(streamsOfUser(userId, email).map((stream) => store.readStream(stream)));
  return streams.flatMap((stream) => stream.events);
}

type PersonalColumn = 'user_id' | 'email';

/** Every read-model table with a user_id or email column: any read model another issue adds is found too. */
async function personalReadModels(sql: Sql): Promise<Map<string, PersonalColumn[]>> {
  const rows = await sql<{ table: string; column: PersonalColumn }[]>`
    select table_name as "table", column_name as "column" from information_schema.columns
     where table_schema = current_schema() and (table_name like 'rm\\_%' or table_name like 'an\\_%') and column_name in ('user_id', 'email')
     order by table_name, column_name`;
  const tables = new Map<string, PersonalColumn[]>();
  for (const { table, column } of rows) tables.set(table, [...(tables.get(table) ?? []), column]);
  return tables;
}

/** Each read-model table about people, with the SQL condition that picks this user's rows. */
export async function userRowsByTable(sql: Sql, user: { userId: string; email: string }) {
  const tables = await personalReadModels(sql);
  return [...tables].map(([table, columns]) => {
    const matches = columns.map(
      (column) => sql`${sql(column)} = ${column === 'user_id' ? user.userId : user.email}`,
    );
    const where = matches.reduce((either, match) => sql`${either} or ${match}`);
    return { table, where };
  });
}
