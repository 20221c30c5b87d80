import type { Sql } from 'postgres';

/**
 * The event log. The same SQL runs on PGlite and PostgreSQL 15+.
 * - UNIQUE(event_id) makes appends idempotent; UNIQUE(stream_id, stream_position) enforces the expected version
 *   under concurrency (two writers of the same position: one wins, the other gets a unique violation).
 * - transaction_id (xid8) lets readers see only rows whose transaction can no longer commit out of order.
 * - es_closed_streams: streams of erased accounts. Every INSERT into es_events reads it in the same statement and
 *   writes nothing for a closed stream; closing takes an ACCESS EXCLUSIVE lock on it, so it waits for every
 *   transaction that read it before (an append still running) to end. Rows hold stream ids only.
 */
/** The unique index that refuses a stream position already taken. */
export const POSITION_KEY = 'es_events_stream_position_key';

const eventStoreSchemaSql = `
create table if not exists es_events (
  global_position bigserial not null,
  transaction_id xid8 not null default pg_current_xact_id(),
  event_id uuid not null,
  stream_id text not null,
  stream_position bigint not null,
  type text not null,
  data jsonb not null,
  metadata jsonb not null,
  recorded_at timestamptz not null default now(),
  primary key (global_position),
  constraint es_events_event_id_key unique (event_id),
  constraint ${POSITION_KEY} unique (stream_id, stream_position)
);
create index if not exists es_events_global_order on es_events (transaction_id, global_position);
create table if not exists es_closed_streams (
  stream_id text primary key,
  closed_at timestamptz not null default now()
);
`;

export async function migrateEventStore(sql: Sql): Promise<void> {
  await sql.unsafe(eventStoreSchemaSql);
}
