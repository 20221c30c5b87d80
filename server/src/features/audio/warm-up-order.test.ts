import { describe, expect, it } from 'vitest';
import { warmUpOrder } from './warm-up-order.ts';

const oneToTwentyOne = Array.from({ length: 21 }, (_, index) => index + 1);

describe('warmUpOrder', () => {
  it('with no active subscriber: day 1 to 21', () => {
    expect(warmUpOrder([])).toEqual(oneToTwentyOne);
  });

  it('the days subscribers are on (most first), then the next of each, then the rest from day 1', () => {
    const order = warmUpOrder([
      { day: 3, subscribers: 1 },
      { day: 9, subscribers: 4 },
      { day: 21, subscribers: 2 },
    ]);
    expect(order.slice(0, 5)).toEqual([9, 21, 3, 10, 4]);
    expect(order.slice(5, 8)).toEqual([1, 2, 5]);
    expect([...order].sort((a, b) => a - b)).toEqual(oneToTwentyOne);
  });

  it('a current day that is also the next of another is made once, as a current day', () => {
    const order = warmUpOrder([
      { day: 9, subscribers: 2 },
      { day: 10, subscribers: 1 },
    ]);
    expect(order.slice(0, 3)).toEqual([9, 10, 11]);
    expect(order).toHaveLength(21);
  });

  it('ignores days outside 1–21 and days with no one', () => {
    expect(
      warmUpOrder([
        { day: 0, subscribers: 3 },
        { day: 22, subscribers: 3 },
        { day: 5, subscribers: 0 },
      ]),
    ).toEqual(oneToTwentyOne);
  });
});
