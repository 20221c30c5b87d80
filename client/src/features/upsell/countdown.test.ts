import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingSeconds } from './countdown.ts';

describe('remainingSeconds (from 900 s, stops at 0)', () => {
  const start = 1_700_000_000_000;
  it.each([
    ['at once', 0, 900],
    ['under a second', 999, 900],
    ['one second', 1000, 899],
    ['five minutes', 300_000, 600],
    ['14:59 in', 899_000, 1],
    ['exactly at the end', 900_000, 0],
    ['long after: stays at 0', 5_000_000, 0],
    ['clock moved backwards', -60_000, 900],
  ])('%s (+%s ms) → %s', (_case, elapsedMs, expected) => {
    expect(remainingSeconds(start, start + elapsedMs, 900)).toBe(expected);
  });
});

describe('formatCountdown', () => {
  it.each([
    [900, '15:00'],
    [899, '14:59'],
    [545, '09:05'],
    [59, '00:59'],
    [0, '00:00'],
    [-3, '00:00'],
  ])('%s s → %s', (seconds, expected) => {
    expect(formatCountdown(seconds)).toBe(expected);
  });
});
