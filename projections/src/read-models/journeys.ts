import { defineKeyedProjection, type Versioned } from '../keyed-projection.ts';
import {
  evolveJourney,
  initialJourney,
  type JourneyState,
  journeyEventTypes,
} from '../journey/journey-state.ts';

const JOURNEY_STREAM = /^journey-(.+)$/;

/**
 * rm_journeys: each subscriber's whole journey (21 days, weekly challenges) as one row, the fold of their
 * journey stream. Inline, so a subscriber reads their own write; one primary-key read answers /api/progress.
 */
export const journeysProjection = defineKeyedProjection<JourneyState>({
  name: 'journeys',
  version: 1,
  handles: journeyEventTypes,
  mode: 'inline',
  async migrate(sql) {
    await sql`
      create table if not exists rm_journeys (
        user_id text primary key,
        state json not null,
        position bigint not null,
        updated_at timestamptz not null default now()
      )`;
    // json, not jsonb: the state is only ever read and written whole, and json is stored as the text it is given,
    // where jsonb parses and rebuilds it on every write (most of a progress write's database time).
    await sql`
      do $$ begin
        if exists (select 1 from information_schema.columns
                    where table_schema = current_schema() and table_name = 'rm_journeys'
                      and column_name = 'state' and data_type = 'jsonb') then
          alter table rm_journeys alter column state type json using state::json;
        end if;
      end $$`;
  },
  async reset(tx) {
    await tx`truncate rm_journeys`;
  },
  keyOf: (event) => JOURNEY_STREAM.exec(event.streamId)?.[1],
  initial: initialJourney,
  evolve: evolveJourney,
  async load(tx, keys) {
    const rows = await tx<{ user_id: string; state: JourneyState; position: string }[]>`
      select user_id, state, position from rm_journeys where user_id = any(${keys as string[]})`;
    return new Map(
      rows.map((row): [string, Versioned<JourneyState>] => [
        row.user_id,
        { state: row.state, position: Number(row.position) },
      ]),
    );
  },
  async save(tx, rows) {
    // One JSON document for all the rows: each state is serialised once, inside it, instead of as an escaped
    // string in a text[] parameter.
    const document = JSON.stringify(
      Array.from(rows, ([userId, row]) => ({ user_id: userId, state: row.state, position: row.position })),
    );
    await tx`
      insert into rm_journeys (user_id, state, position)
      select r.user_id, r.state, r.position
        from json_to_recordset(${document}::text::json) as r(user_id text, state json, position bigint)
      on conflict (user_id) do update set state = excluded.state, position = excluded.position, updated_at = now()`;
  },
});
