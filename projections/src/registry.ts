import { cohortFunnelProjection } from './analytics/cohort-funnel.ts';
import type { Projection } from './projection.ts';
import { audioSessionsProjection } from './read-models/audio-sessions.ts';
import { aiContentProjection } from './read-models/ai-content.ts';
import { journeysProjection } from './read-models/journeys.ts';
import { savedGuidanceProjection } from './read-models/saved-guidance.ts';
import { pushRemindersProjection } from './read-models/push-reminders.ts';
import { subscriptionsProjection } from './read-models/subscriptions.ts';
import { usersProjection } from './read-models/users.ts';

/** Every projection the app runs. Add a new one here (docs/projections.md). */
export const allProjections: readonly Projection[] = [
  usersProjection,
  subscriptionsProjection,
  journeysProjection,
  savedGuidanceProjection,
  audioSessionsProjection,
  pushRemindersProjection,
  aiContentProjection,
  cohortFunnelProjection,
];
