import { describe, expect, it } from 'vitest';
import { dayItems, mayCompleteDetoxDay } from './day-rules.ts';

const done = { completed: true };
const open = { completed: false };

describe('mayCompleteDetoxDay (spec §4)', () => {
  it.each([
    ['Hoje foi bom', '', [done], true],
    ['curtinho', '', [done], false],
    ['0123456789', '', [done], false],
    ['01234567890', '', [], true],
    ['', 'Escrevi ontem à noite', [done], true],
    ['Hoje foi bom', '', [done, open], false],
    ['   espaços     ', '', [], false],
  ])('draft %j, saved %j, tasks %j → %s', (draft, saved, tasks, expected) => {
    expect(mayCompleteDetoxDay(draft, saved, tasks)).toBe(expected);
  });
});

describe('dayItems', () => {
  it('counts every group together', () => {
    expect(dayItems([done, open], [done], [open, open, done])).toEqual({ done: 3, total: 6 });
  });
  it('is 0 of 0 with nothing', () => {
    expect(dayItems()).toEqual({ done: 0, total: 0 });
  });
});
