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
        state jsonb not null,
        position bigint not null,
        updated_at timestamptz not null default now()
      )`;
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
    const entries = [...rows];
    await tx`
      insert into rm_journeys (user_id, state, position)
      select r.user_id, r.state::jsonb, r.position from unnest(${entries.map(([key]) => key)}::text[],
                           ${entries.map(([, row]) => JSON.stringify(row.state))}::text[],
                           ${entries.map(([, row]) => row.position)}::bigint[]) as r(user_id, state, position)
      on conflict (user_id) do update set state = excluded.state, position = excluded.position, updated_at = now()`;
  },
});
