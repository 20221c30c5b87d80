import { initialJourney } from '@detox/projections';
import { describe, expect, it } from 'vitest';
import { createJourneyCache } from './runtime-part.ts';

describe('the journey cache', () => {
  it('keeps at most 500 journeys, forgetting first the one seen longest ago', () => {
    const cache = createJourneyCache();
    for (let index = 0; index < 500; index++) cache.remember(`u${index}`, initialJourney(), 0);
    // u0 is read again: u1 is now the one seen longest ago.
    expect(cache.get('u0')).toBeDefined();
    cache.remember('u500', initialJourney(), 0);
    expect(cache.get('u1')).toBeUndefined();
    expect(cache.get('u0')).toBeDefined();
    expect(cache.get('u500')).toBeDefined();
    cache.remember('u501', initialJourney(), 0);
    expect(cache.get('u2')).toBeUndefined();
  });
});
