import { describe, expect, it } from 'vitest';
import { displayedProgressPercent } from './video-progress.ts';

describe('displayedProgressPercent (spec §9: twice the real ratio, capped)', () => {
  it.each([
    ['start', 0, 60, 0],
    ['a tenth in', 6, 60, 20],
    ['a quarter in', 15, 60, 50],
    ['halfway: already full', 30, 60, 100],
    ['past halfway stays full', 45, 60, 100],
    ['end', 60, 60, 100],
    ['duration not known yet (NaN)', 3, Number.NaN, 0],
    ['live stream (Infinity)', 3, Number.POSITIVE_INFINITY, 0],
    ['zero duration', 0, 0, 0],
  ])('%s: %s of %s s → %s%%', (_case, currentTime, duration, expected) => {
    expect(displayedProgressPercent(currentTime, duration)).toBe(expected);
  });
});
