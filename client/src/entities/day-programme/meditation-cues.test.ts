import { describe, expect, it } from 'vitest';
import { cueIndexAt } from './meditation-cues.ts';

const cues = [
  { start: 2.5, end: 5, text: 'Olá.' },
  { start: 5.8, end: 9, text: 'Feche os olhos.' },
  { start: 12, end: 15, text: 'Respire.' },
];

describe('cueIndexAt', () => {
  it.each([
    [0, -1],
    [2.5, 0],
    [5.4, 0],
    [6, 1],
    [11, 1],
    [12, 2],
    [99, 2],
  ])('at %f s shows phrase %i (the last begun, held through the pause)', (seconds, index) => {
    expect(cueIndexAt(cues, seconds)).toBe(index);
  });

  it('shows nothing without cues', () => {
    expect(cueIndexAt([], 3)).toBe(-1);
  });
});
