import { defineKeyedProjection, type Versioned } from '@detox/projections';

interface StreamCounts {
  events: number;
  lastType: string;
}

/** A per-stream read model of the same shape as the per-user ones: one row per key, folded in batches. */
export const benchProjection = defineKeyedProjection<StreamCounts>({
  name: 'bench_stream_counts',
  version: 1,
  handles: ['BenchHappened'],
  mode: 'async',
  async migrate(sql) {
    await sql`create table if not exists bench_stream_counts (
      stream_id text primary key, events int not null, last_type text not null, position bigint not null)`;
  },
  async reset(tx) {
    await tx`truncate bench_stream_counts`;
  },
  keyOf: (event) => (event.streamId.startsWith('rebuild-') ? event.streamId : undefined),
  initial: () => ({ events: 0, lastType: '' }),
  evolve: (state, event) => ({ events: state.events + 1, lastType: event.type }),
  async load(tx, keys) {
    const rows = await tx<{ stream_id: string; events: number; last_type: string; position: string }[]>`
      select stream_id, events, last_type, position from bench_stream_counts where stream_id = any(${keys as string[]})`;
    return new Map(
      rows.map((row): [string, Versioned<StreamCounts>] => [
        row.stream_id,
        { state: { events: row.events, lastType: row.last_type }, position: Number(row.position) },
      ]),
    );
  },
  async save(tx, rows) {
    const entries = [...rows];
    await tx`
      insert into bench_stream_counts (stream_id, events, last_type, position)
      select * from unnest(${entries.map(([key]) => key)}::text[], ${entries.map(([, row]) => row.state.events)}::int[],
                           ${entries.map(([, row]) => row.state.lastType)}::text[], ${entries.map(([, row]) => row.position)}::bigint[])
      on conflict (stream_id) do update set events = excluded.events, last_type = excluded.last_type, position = excluded.position`;
  },
});
