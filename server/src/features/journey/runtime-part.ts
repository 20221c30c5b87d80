import { journeysProjection, withKnownRows } from '@detox/projections';
import type { RuntimePart } from '../../runtime.ts';
import { createJourneyCache, type JourneyCache } from './journey-cache.ts';

/**
 * Journey's share of a runtime: the journey each subscriber was last seen at (decision 0009). The journey a
 * command was decided on is the row its append's projection starts from, taken from the cache when it is exactly
 * at the position before the appended event (see withKnownRows); an erased person's entry is dropped.
 */
export const journeyPart: RuntimePart<JourneyCache> = {
  name: 'journey',
  open: () => createJourneyCache(),
  inline: (journeys, projection) =>
    projection === journeysProjection
      ? withKnownRows(journeysProjection, (userId) => journeys.get(userId))
      : projection,
  forgetUser(journeys, userId) {
    journeys.forget(userId);
    return Promise.resolve();
  },
};
