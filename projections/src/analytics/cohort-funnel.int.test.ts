import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedTestDatabase, type TestDatabase } from '../../../server/src/testing/postgres.ts';
import { type GivenEvent, runProjectionSpec } from '../projection-spec.ts';
import { cohortFunnel, cohortFunnelProjection, questionnaireAverages } from './cohort-funnel.ts';

const purchase = (email: string, at: string): GivenEvent => ({
  streamId: `customer-${email}`,
  type: 'PurchaseApproved',
  data: { email, saleId: `S-${email}`, name: 'Cliente', productId: 'detox21', offerId: null },
  metadata: { occurredAt: at },
});

/** Two cohorts: a and b bought on 1 Jan (São Paulo), c late on 1 Jan São Paulo time = 2 Jan UTC, d on 2 Jan. */
const given: GivenEvent[] = [
  purchase('a@exemplo.com.br', '2026-01-01T13:00:00Z'),
  purchase('b@exemplo.com.br', '2026-01-01T20:00:00Z'),
  purchase('c@exemplo.com.br', '2026-01-02T02:30:00Z'),
  purchase('d@exemplo.com.br', '2026-01-02T15:00:00Z'),
  { streamId: 'user-1', type: 'UserRegistered', data: { email: 'a@exemplo.com.br', name: 'A' } },
  { streamId: 'user-1', type: 'SignedIn', data: { method: 'code' } },
  { streamId: 'journey-1', type: 'DayCompleted', data: { day: 1 } },
  {
    streamId: 'journey-1',
    type: 'QuestionnaireAnswered',
    data: { day: 1, responses: [{ questionId: 'mood_today', selectedOptions: ['good'] }] },
  },
  { streamId: 'journey-1', type: 'DayCompleted', data: { day: 2 } },
  { streamId: 'user-2', type: 'UserRegistered', data: { email: 'b@exemplo.com.br', name: 'B' } },
  { streamId: 'user-4', type: 'UserRegistered', data: { email: 'd@exemplo.com.br', name: 'D' } },
  { streamId: 'user-4', type: 'SignedIn', data: { method: 'code' } },
  {
    streamId: 'journey-4',
    type: 'QuestionnaireAnswered',
    data: { day: 1, responses: [{ questionId: 'mood_today', selectedOptions: ['low'] }] },
  },
];

describe('cohort funnel (analytics projection)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createEmbeddedTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('counts purchases, first sign-ins, day completions and drop-off per São Paulo purchase day, the same twice', async () => {
    const { once, twice } = await runProjectionSpec(db.sql, cohortFunnelProjection, given, cohortFunnel);
    expect(twice).toEqual(once);
    const [first, second] = once;
    expect(first).toMatchObject({ cohortDate: '2026-01-01', purchases: 3, signedIn: 1 });
    expect(first?.completedDay.slice(0, 3)).toEqual([1, 1, 0]);
    expect(first?.droppedAfterDay.slice(0, 3)).toEqual([2, 0, 1]);
    expect(second).toMatchObject({ cohortDate: '2026-01-02', purchases: 1, signedIn: 1 });
    expect(second?.droppedAfterDay[0]).toBe(1);
  });

  it('averages questionnaire answers by day and question, the same twice', async () => {
    const { once, twice } = await runProjectionSpec(
      db.sql,
      cohortFunnelProjection,
      given,
      questionnaireAverages,
    );
    expect(twice).toEqual(once);
    expect(once).toEqual([{ day: 1, questionId: 'mood_today', average: 3, answers: 2 }]);
  });
});
