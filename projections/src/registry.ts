import { cohortFunnelProjection } from './analytics/cohort-funnel.ts';
import type { Projection } from './projection.ts';
import { journeysProjection } from './read-models/journeys.ts';
import { subscriptionsProjection } from './read-models/subscriptions.ts';
import { usersProjection } from './read-models/users.ts';

/** Every projection the app runs. Add a new one here (docs/projections.md). */
export const allProjections: readonly Projection[] = [
  usersProjection,
  subscriptionsProjection,
  journeysProjection,
  cohortFunnelProjection,
];
