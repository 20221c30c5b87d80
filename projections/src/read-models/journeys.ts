import type { Sql, TransactionSql } from 'postgres';
import type { JourneyEvent } from '../events/catalogue.ts';
import { defineKeyedProjection, type Versioned } from '../keyed-projection.ts';
import {
  type DayProgress,
  evolveJourney,
  initialJourney,
  type JourneyState,
  journeyEventTypes,
} from '../journey/journey-state.ts';

const JOURNEY_STREAM = /^journey-(.+)$/;

/** A journey as rm_journeys holds it: everything but the days, which are rows of rm_journey_days. */
export type JourneyHeader = Omit<JourneyState, 'days'>;

/** A journey from its rm_journeys state and its days (rm_journey_days, in day order), as JOURNEY_DAYS selects them. */
export function journeyFromRows(header: JourneyHeader, days: DayProgress[] | null): JourneyState {
  return { ...header, days: days ?? [] };
}

/**
 * The days of the rm_journeys row aliased `j`, as one json array in day order: select it next to `j.state` and give
 * both to journeyFromRows.
 */
export const JOURNEY_DAYS = `(select json_agg(d.state order by d.day) from rm_journey_days d where d.user_id = j.user_id)`;

async function migrate(sql: Sql | TransactionSql): Promise<void> {
  await sql`
    create table if not exists rm_journeys (
      user_id text primary key,
      state json not null,
      position bigint not null,
      updated_at timestamptz not null default now()
    )`;
  await sql`
    create table if not exists rm_journey_days (
      user_id text not null,
      day int not null,
      state json not null,
      primary key (user_id, day)
    )`;
  // Journeys written by earlier versions (a jsonb state, days inside) are moved once, in one statement: json, not
  // jsonb, since a state is only read and written whole and json keeps the text it is given; the days to their rows.
  await sql`
    do $$ begin
      if exists (select 1 from information_schema.columns
                  where table_schema = current_schema() and table_name = 'rm_journeys'
                    and column_name = 'state' and data_type = 'jsonb') then
        alter table rm_journeys alter column state type json using state::json;
        insert into rm_journey_days (user_id, day, state)
        select j.user_id, (d.value ->> 'day')::int, d.value
          from rm_journeys j, json_array_elements(j.state -> 'days') d
        on conflict (user_id, day) do nothing;
        update rm_journeys set state = (state::jsonb - 'days')::json;
      end if;
    end $$`;
}

/**
 * rm_journeys and rm_journey_days: each subscriber's journey (21 days, weekly challenges), the fold of their journey
 * stream, as one row for the journey and one per day. A write rewrites the journey row (its position) and only
 * the days that changed, a few hundred bytes where the whole journey is kilobytes. Inline, so a subscriber reads
 * their own write; one primary-key read tells whether a cached journey is current.
 */
export const journeysProjection = defineKeyedProjection<JourneyState, JourneyEvent>({
  name: 'journeys',
  version: 1,
  handles: journeyEventTypes,
  mode: 'inline',
  migrate,
  async reset(tx) {
    await tx`truncate rm_journeys, rm_journey_days`;
  },
  keyOf: (event) => JOURNEY_STREAM.exec(event.streamId)?.[1],
  initial: initialJourney,
  evolve: evolveJourney,
  async load(tx, keys) {
    const rows = await tx<
      { user_id: string; state: JourneyHeader; days: DayProgress[] | null; position: string }[]
    >`
      select j.user_id, j.state, ${tx.unsafe(JOURNEY_DAYS)} as days, j.position
        from rm_journeys j where j.user_id = any(${keys as string[]})`;
    return new Map(
      rows.map((row): [string, Versioned<JourneyState>] => [
        row.user_id,
        { state: journeyFromRows(row.state, row.days), position: Number(row.position) },
      ]),
    );
  },
  save: {
    // One JSON document per table: each state is serialised once, inside it, not escaped in a text[] parameter.
    statements: [
      `insert into rm_journeys (user_id, state, position)
       select r.user_id, r.state, r.position
         from json_to_recordset($1::text::json) as r(user_id text, state json, position bigint)
        where exists (select 1 from appended)
       on conflict (user_id) do update
         set state = excluded.state, position = excluded.position, updated_at = now()`,
      `insert into rm_journey_days (user_id, day, state)
       select r.user_id, r.day, r.state
         from json_to_recordset($2::text::json) as r(user_id text, day int, state json)
        where exists (select 1 from appended)
       on conflict (user_id, day) do update set state = excluded.state`,
    ],
    params(rows, before) {
      const journeys: { user_id: string; state: JourneyHeader; position: number }[] = [];
      const days: { user_id: string; day: number; state: DayProgress }[] = [];
      for (const [userId, row] of rows) {
        const { days: all, ...header } = row.state;
        journeys.push({ user_id: userId, state: header, position: row.position });
        // The fold keeps every day it did not touch as the very same object: only the others are written. A
        // journey with no stored row yet (position -1) gets all its days.
        const stored = before.get(userId);
        const previous = stored && stored.position >= 0 ? stored.state.days : undefined;
        all.forEach((day, index) => {
          if (previous?.[index] !== day) days.push({ user_id: userId, day: day.day, state: day });
        });
      }
      return [JSON.stringify(journeys), JSON.stringify(days)];
    },
  },
});
