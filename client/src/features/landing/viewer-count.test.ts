import { describe, expect, it } from 'vitest';
import { initialViewerCount, nextViewerCount, nextViewerDelayMs } from './viewer-count.ts';

// Math.random() returns [0, 1): 0 gives the lowest value, 0.9999 the highest.
const fixed = (value: number) => () => value;

describe('viewer counter (spec §9)', () => {
  it.each([
    [0, 150],
    [0.5, 175],
    [0.9999, 199],
  ])('starts at %s → %s', (random, expected) => {
    expect(initialViewerCount(fixed(random))).toBe(expected);
  });

  it.each([
    ['lowest step', 175, 0, 171],
    ['highest step', 175, 0.9999, 180],
    ['no change', 175, 0.4, 175],
    ['kept at the floor', 122, 0, 120],
    ['already at the floor', 120, 0, 120],
    ['kept at the ceiling', 248, 0.9999, 250],
    ['already at the ceiling', 250, 0.9999, 250],
  ])('%s: %s with %s → %s', (_case, current, random, expected) => {
    expect(nextViewerCount(current, fixed(random))).toBe(expected);
  });

  it.each([
    [0, 8000],
    [0.9999, 15000],
  ])('waits %s → %s ms', (random, expected) => {
    expect(nextViewerDelayMs(fixed(random))).toBe(expected);
  });

  it('never leaves 120 to 250 in a long random run', () => {
    let count = initialViewerCount(Math.random);
    for (let i = 0; i < 10_000; i += 1) {
      count = nextViewerCount(count, Math.random);
      expect(count).toBeGreaterThanOrEqual(120);
      expect(count).toBeLessThanOrEqual(250);
    }
  });
});
