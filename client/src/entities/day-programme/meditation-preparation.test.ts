import { describe, expect, it } from 'vitest';
import { estimateWords } from './meditation-preparation-api.ts';

describe('estimateWords', () => {
  it.each([
    [null, null],
    [0, null],
    [5, 'cerca de 10 s'],
    [12, 'cerca de 20 s'],
    [20, 'cerca de 20 s'],
    [59, 'cerca de 60 s'],
    [61, 'cerca de 2 min'],
    [120, 'cerca de 2 min'],
  ])('%s s → %s', (seconds, words) => {
    expect(estimateWords(seconds)).toBe(words);
  });
});
