import { describe, expect, it } from 'vitest';
import { clampPercent } from './percent.ts';

describe('clampPercent', () => {
  it.each([
    [0, 0],
    [42.4, 42],
    [42.5, 43],
    [100, 100],
    [130, 100],
    [-5, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%f shows as %i', (value, shown) => {
    expect(clampPercent(value)).toBe(shown);
  });
});
