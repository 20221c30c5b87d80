import type { RuntimePart } from '../../runtime.ts';
import { createJourneyCache, type JourneyCache } from './journey-cache.ts';

/**
 * Journey's share of a runtime: the journey each subscriber was last seen at (decision 0009), read and written by
 * journey-service.ts only; an erased person's entry is dropped.
 */
export const journeyPart: RuntimePart<JourneyCache> = {
  name: 'journey',
  open: () => createJourneyCache(),
  forgetUser(journeys, userId) {
    journeys.forget(userId);
    return Promise.resolve();
  },
};
