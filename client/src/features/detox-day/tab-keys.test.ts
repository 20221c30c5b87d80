import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tab-keys.ts';

describe('tabAfterKey', () => {
  it.each([
    [0, 'ArrowRight', 1],
    [3, 'ArrowRight', 0],
    [0, 'ArrowLeft', 3],
    [2, 'ArrowLeft', 1],
    [2, 'Home', 0],
    [1, 'End', 3],
    [1, 'Enter', null],
    [1, 'ArrowDown', null],
  ])('from %i, %s → %j', (current, key, expected) => {
    expect(tabAfterKey(current, key, 4)).toBe(expected);
  });
});
