import { demoJourney } from '@detox/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedTestDatabase, type TestDatabase } from '../../../server/src/testing/postgres.ts';
import { initialJourney, type JourneyState } from '../journey/journey-state.ts';
import { currentDay, daysCompleted, dayStatus } from '../journey/progress.ts';
import { runProjectionSpec } from '../projection-spec.ts';
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
});
