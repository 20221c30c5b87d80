import { describe, expect, it } from 'vitest';
import { formatClock, listenedFraction, mergeRanges, type TimeRange } from './listened.ts';

describe('mergeRanges', () => {
  it.each<[string, TimeRange[], TimeRange[]]>([
    ['nothing played', [], []],
    ['one range', [[0, 10]], [[0, 10]]],
    [
      'overlapping ranges join',
      [
        [0, 10],
        [5, 20],
      ],
      [[0, 20]],
    ],
    [
      'touching ranges join',
      [
        [0, 10],
        [10, 15],
      ],
      [[0, 15]],
    ],
    [
      'a gap stays a gap',
      [
        [30, 40],
        [0, 10],
      ],
      [
        [0, 10],
        [30, 40],
      ],
    ],
    [
      'empty and inverted ranges are dropped',
      [
        [5, 5],
        [9, 3],
        [1, 2],
      ],
      [[1, 2]],
    ],
    [
      'a range inside another adds nothing',
      [
        [0, 100],
        [20, 30],
      ],
      [[0, 100]],
    ],
  ])('%s', (_case, ranges, merged) => {
    expect(mergeRanges(ranges)).toEqual(merged);
  });
});

describe('listenedFraction', () => {
  it.each<[string, TimeRange[], number, number]>([
    ['nothing played', [], 300, 0],
    ['the first half', [[0, 150]], 300, 0.5],
    [
      'listened twice over the same minute',
      [
        [0, 60],
        [0, 60],
      ],
      300,
      0.2,
    ],
    [
      'skipped to the end: only the played seconds count',
      [
        [0, 10],
        [290, 300],
      ],
      300,
      20 / 300,
    ],
    ['a range past the end is cut at the end', [[200, 400]], 300, 100 / 300],
    ['a negative start is cut at 0', [[-10, 30]], 300, 0.1],
    ['everything', [[0, 300]], 300, 1],
    ['unknown duration', [[0, 10]], Number.NaN, 0],
    ['endless stream', [[0, 10]], Number.POSITIVE_INFINITY, 0],
    ['zero duration', [[0, 10]], 0, 0],
  ])('%s', (_case, ranges, duration, fraction) => {
    expect(listenedFraction(ranges, duration)).toBeCloseTo(fraction, 10);
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [65, '1:05'],
    [600, '10:00'],
    [Number.NaN, '0:00'],
    [-3, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%f s → %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});
