import { demoJourney } from '@detox/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedTestDatabase, type TestDatabase } from '../../../server/src/testing/postgres.ts';
import { initialJourney, type JourneyState } from '../journey/journey-state.ts';
import { currentDay, daysCompleted, dayStatus } from '../journey/progress.ts';
import { withKnownRows } from '../keyed-projection.ts';
import { runProjectionSpec, storedEvents } from '../projection-spec.ts';
import { journeysProjection } from './journeys.ts';

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
    const { once, twice } = await runProjectionSpec(
      db.sql,
      journeysProjection,
      given,
      (sql) => sql<{ user_id: string; state: JourneyState }[]>`select user_id, state from rm_journeys`,
    );
    expect(twice).toEqual(once);
    // A subscriber with no journey events has no row yet; the API reads that as the initial journey.
    const [row] = once;
    expect(once).toHaveLength(given.length > 0 ? 1 : 0);
    const state = row?.state ?? initialJourney();
    expect(daysCompleted(state)).toBe(completed);
    expect(currentDay(state)).toBe(current);
    expect(dayStatus(state, current)).toBe(todayStatus);
  });

  it('starts from a known row only when it is at the position right before the event', async () => {
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
    // What a cache would hold, marked so the test can tell it from the stored row (which has task 1 only).
    const marked: JourneyState = {
      ...initialJourney(),
      days: initialJourney().days.map((day) => (day.day === 1 ? { ...day, reflection: 'da memória' } : day)),
    };
    const read = async () => {
      const [row] = await db.sql<{ state: JourneyState; position: string }[]>`
        select state, position from rm_journeys where user_id = 'known'`;
      return { day1: row?.state.days[0], position: Number(row?.position) };
    };

    // Known at another position (behind, as after another instance's write): the stored row is used.
    const stale = withKnownRows(journeysProjection, () => ({ state: marked, position: -1 }));
    await db.sql.begin((tx) => stale.apply(tx, second));
    let row = await read();
    expect(row.position).toBe(1);
    expect(row.day1?.reflection).toBe('');
    expect(row.day1?.tasks).toEqual({ 'day1-1': true, 'day1-2': true });

    // Known at position 1, right before the event at 2: no read, the known state is folded on.
    const current = withKnownRows(journeysProjection, (key) =>
      key === 'known' ? { state: marked, position: 1 } : undefined,
    );
    await db.sql.begin((tx) => current.apply(tx, third));
    row = await read();
    expect(row.position).toBe(2);
    expect(row.day1?.reflection).toBe('da memória');
    expect(row.day1?.tasks).toEqual({ 'day1-3': true });
  });

  it('keeps journeys stored as jsonb by an earlier version, as json', async () => {
    await db.sql`drop table if exists rm_journeys`;
    await db.sql`
      create table rm_journeys (user_id text primary key, state jsonb not null, position bigint not null,
                                updated_at timestamptz not null default now())`;
    await db.sql`insert into rm_journeys (user_id, state, position) values ('old', ${db.sql.json({ days: [] })}, 4)`;
    await journeysProjection.migrate(db.sql);
    await journeysProjection.migrate(db.sql);
    const [column] = await db.sql<{ data_type: string }[]>`
      select data_type from information_schema.columns where table_name = 'rm_journeys' and column_name = 'state'`;
    expect(column?.data_type).toBe('json');
    const [row] = await db.sql<
      { state: unknown; position: string }[]
    >`select state, position from rm_journeys`;
    expect(row).toEqual({ state: { days: [] }, position: '4' });
  });
});
