import { randomUUID } from 'node:crypto';
import { type DayProgress, initialJourney } from '@detox/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { daysInUse } from './days-in-use.ts';

describe('daysInUse: the days subscribers active in the last week are on', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  /** A journey's read-model rows with days 1 to `completedUpTo` completed, last written `daysAgo` days ago. */
  async function journey(completedUpTo: number, daysAgo: number, questionnaires = true) {
    const userId = randomUUID();
    const { days, ...header } = initialJourney();
    const done = (day: DayProgress): DayProgress =>
      day.day <= completedUpTo
        ? {
            ...day,
            completed: true,
            questionnaire: questionnaires ? { responses: [], completedAt: '2026-01-01T00:00:00Z' } : null,
          }
        : day;
    await test.runtime.sql`
      insert into rm_journeys (user_id, state, position, updated_at)
      values (${userId}, ${JSON.stringify(header)}::text::json, 1, now() - make_interval(days => ${daysAgo}))`;
    for (const day of days.map(done)) {
      await test.runtime.sql`
        insert into rm_journey_days (user_id, day, state) values (${userId}, ${day.day}, ${JSON.stringify(day)}::text::json)`;
    }
  }

  it('counts each active journey on its first day not completed; old and finished journeys are on none', async () => {
    await journey(8, 0); // on day 9
    await journey(8, 6); // on day 9
    await journey(2, 1); // on day 3
    await journey(4, 10); // on day 5, but idle for 10 days
    await journey(21, 0); // finished
    // A day marked completed without its questionnaire is not completed (dayIsCompleted): on day 1.
    await journey(3, 0, false);
    const found = await daysInUse(test.runtime);
    expect(found.sort((a, b) => a.day - b.day)).toEqual([
      { day: 1, subscribers: 1 },
      { day: 3, subscribers: 1 },
      { day: 9, subscribers: 2 },
    ]);
  });
});
