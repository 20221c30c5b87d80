import { describe, expect, it } from 'vitest';
import { parseDayParam } from './day-param.ts';

describe('parseDayParam', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['7', 7],
    [' 21 ', 21],
    ['0', null],
    ['22', null],
    ['-1', null],
    ['2.5', null],
    ['abc', null],
  ])('?day=%s gives %s', (value, expected) => {
    expect(parseDayParam(value)).toBe(expected);
  });
});
