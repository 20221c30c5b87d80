import { demoJourney } from '@detox/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedTestDatabase, type TestDatabase } from '../../../server/src/testing/postgres.ts';
import type { Sql } from 'postgres';
import { isEventIn, type JourneyEvent } from '../events/catalogue.ts';
import {
  type DayProgress,
  evolveJourney,
  initialJourney,
  journeyEventTypes,
  type JourneyState,
} from '../journey/journey-state.ts';
import { currentDay, daysCompleted, dayStatus } from '../journey/progress.ts';
import { runProjectionSpec, storedEvents } from '../projection-spec.ts';
import { JOURNEY_DAYS, type JourneyHeader, journeyFromRows, journeysProjection } from './journeys.ts';

/** The journeys as the API reads them: each rm_journeys row with its rm_journey_days. */
async function readJourneys(sql: Sql): Promise<{ user_id: string; state: JourneyState; position: string }[]> {
  const rows = await sql<
    { user_id: string; state: JourneyHeader; days: DayProgress[] | null; position: string }[]
  >`
    select j.user_id, j.state, ${sql.unsafe(JOURNEY_DAYS)} as days, j.position from rm_journeys j order by j.user_id`;
  return rows.map((row) => ({
    user_id: row.user_id,
    state: journeyFromRows(row.state, row.days),
    position: row.position,
  }));
}

describe('journeys read model', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createEmbeddedTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it.each([
    ['new', 0, 1, 'available'],
    ['halfway', 10, 11, 'in_progress'],
    ['finished', 21, 21, 'completed'],
  ] as const)('folds the %s demo journey the same way twice', async (id, completed, current, todayStatus) => {
    const journey = demoJourney(id);
    const given = journey.events
      .filter((event) => event.stream === 'journey')
      .map((event) => ({ streamId: 'journey-demo', type: event.type, data: event.data }));
    const { once, twice } = await runProjectionSpec(db.sql, journeysProjection, given, readJourneys);
    expect(twice).toEqual(once);
    // A subscriber with no journey events has no row yet; the API reads that as the initial journey.
    const [row] = once;
    expect(once).toHaveLength(given.length > 0 ? 1 : 0);
    const state = row?.state ?? initialJourney();
    expect(daysCompleted(state)).toBe(completed);
    expect(currentDay(state)).toBe(current);
    expect(dayStatus(state, current)).toBe(todayStatus);
  });

  it("writes a command's folded row as it is, only when it starts right before the stream's event", async () => {
    await journeysProjection.migrate(db.sql);
    await db.sql.begin((tx) => journeysProjection.reset(tx));
    const tick = (taskId: string) => ({
      streamId: 'journey-known',
      type: 'TaskCompletionSet',
      data: { day: 1, taskId, completed: true },
    });
    const [first, second, third] = storedEvents([tick('day1-1'), tick('day1-2'), tick('day1-3')]);
    if (!first || !second || !third) throw new Error('no events');
    await db.sql.begin((tx) => journeysProjection.apply(tx, first));
    // What a command would have folded, marked so the test can tell it from a fold of the stored row (which has
    // task 1 only).
    const marked: JourneyState = {
      ...initialJourney(),
      days: initialJourney().days.map((day) => (day.day === 1 ? { ...day, reflection: 'da memória' } : day)),
    };
    // The rows before and after (a new object for the day it changed, as a fold makes).
    const foldOf = (before: number, after: number) => {
      const changed = { ...marked, days: marked.days.map((day) => (day.day === 1 ? { ...day } : day)) };
      const fold = journeysProjection.folded(
        { state: marked, position: before },
        { state: changed, position: after },
      );
      return new Map([['journey-known', fold]]);
    };
    const read = async () => {
      const row = (await readJourneys(db.sql)).find((journey) => journey.user_id === 'known');
      return { day1: row?.state.days[0], position: Number(row?.position) };
    };

    // Folded from another position (behind, as after another instance's write): the stored row is read and folded.
    await db.sql.begin((tx) => journeysProjection.applyBatch(tx, [second], foldOf(-1, 0)));
    let row = await read();
    expect(row.position).toBe(1);
    expect(row.day1?.reflection).toBe('');
    expect(row.day1?.tasks).toEqual({ 'day1-1': true, 'day1-2': true });

    // Folded from position 1, right before the event at 2: no read, no fold, the command's row is written as it is.
    await db.sql.begin((tx) => journeysProjection.applyBatch(tx, [third], foldOf(1, 2)));
    row = await read();
    expect(row.position).toBe(2);
    expect(row.day1?.reflection).toBe('da memória');
    expect(row.day1?.tasks).toEqual({});
  });

  it('moves journeys stored by earlier versions (one jsonb row, days inside) to a row per day', async () => {
    await db.sql`drop table if exists rm_journeys, rm_journey_days`;
    await db.sql`
      create table rm_journeys (user_id text primary key, state jsonb not null, position bigint not null,
                                updated_at timestamptz not null default now())`;
    const old = { ...initialJourney(), restarts: 2 };
    const [first] = old.days;
    if (!first) throw new Error('no day 1');
    old.days[0] = { ...first, tasks: { 'day1-1': true }, reflection: 'antes' };
    await db.sql`insert into rm_journeys (user_id, state, position) values ('old', ${db.sql.json(JSON.parse(JSON.stringify(old)) as never)}, 4)`;
    await journeysProjection.migrate(db.sql);
    await journeysProjection.migrate(db.sql);
    const [column] = await db.sql<{ data_type: string }[]>`
      select data_type from information_schema.columns where table_name = 'rm_journeys' and column_name = 'state'`;
    expect(column?.data_type).toBe('json');
    const [header] = await db.sql<{ state: Record<string, unknown> }[]>`select state from rm_journeys`;
    expect(header?.state).not.toHaveProperty('days');
    const [days] = await db.sql<
      { count: number }[]
    >`select count(*)::int from rm_journey_days where user_id = 'old'`;
    expect(days?.count).toBe(21);
    expect(await readJourneys(db.sql)).toEqual([{ user_id: 'old', state: old, position: '4' }]);
  });

  it('writes only the days an event changed, and every day of a restarted journey', async () => {
    await journeysProjection.migrate(db.sql);
    await db.sql.begin((tx) => journeysProjection.reset(tx));
    const events = storedEvents([
      {
        streamId: 'journey-rows',
        type: 'TaskCompletionSet',
        data: { day: 1, taskId: 'day1-1', completed: true },
      },
      { streamId: 'journey-rows', type: 'ReflectionSaved', data: { day: 2, text: 'um texto qualquer' } },
      { streamId: 'journey-rows', type: 'JourneyRestarted', data: {} },
    ]);
    const dayRows = () =>
      db.sql<{ day: number; xmin: string }[]>`
        select day, xmin::text from rm_journey_days where user_id = 'rows' order by day`;
    const [tick, reflect, restart] = events;
    if (!tick || !reflect || !restart) throw new Error('no events');
    await db.sql.begin((tx) => journeysProjection.apply(tx, tick));
    const created = await dayRows();
    expect(created).toHaveLength(21);
    await db.sql.begin((tx) => journeysProjection.apply(tx, reflect));
    const afterReflection = await dayRows();
    const rewritten = afterReflection.filter((row, index) => row.xmin !== created[index]?.xmin);
    expect(rewritten.map((row) => row.day)).toEqual([2]);
    await db.sql.begin((tx) => journeysProjection.apply(tx, restart));
    const afterRestart = await dayRows();
    expect(afterRestart.every((row, index) => row.xmin !== afterReflection[index]?.xmin)).toBe(true);
    // A subscriber the API knows only as the initial journey (no row yet): all the days are written.
    const [fresh] = storedEvents([
      {
        streamId: 'journey-fresh',
        type: 'TaskCompletionSet',
        data: { day: 3, taskId: 'day3-1', completed: true },
      },
    ]);
    if (!fresh || !isEventIn<JourneyEvent>(journeyEventTypes, fresh)) throw new Error('no event');
    const before = { state: initialJourney(), position: -1 };
    const fold = journeysProjection.folded(before, {
      state: evolveJourney(before.state, fresh),
      position: 0,
    });
    await db.sql.begin((tx) =>
      journeysProjection.applyBatch(tx, [fresh], new Map([['journey-fresh', fold]])),
    );
    const [freshDays] = await db.sql<{ count: number }[]>`
      select count(*)::int from rm_journey_days where user_id = 'fresh'`;
    expect(freshDays?.count).toBe(21);
    const [journey] = await readJourneys(db.sql).then((rows) => rows.filter((row) => row.user_id === 'rows'));
    expect(
      journey?.state.days.every((day) => Object.keys(day.tasks).length === 0 && day.reflection === ''),
    ).toBe(true);
    expect(journey?.position).toBe('2');
  });
});
