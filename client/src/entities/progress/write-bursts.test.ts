import { describe, expect, it } from 'vitest';
import { createWriteBursts } from './write-bursts.ts';

/** Answers are numbers here: a larger one is newer. */
const bursts = () => createWriteBursts<number>((answer, than) => answer < than);

describe('createWriteBursts', () => {
  it('a lone write applies its answer, and a lone failed one reads the day again', () => {
    const days = bursts();
    days.begin(3);
    expect(days.end(3, 10)).toEqual({ kind: 'apply', answer: 10 });
    days.begin(3);
    expect(days.end(3, null)).toEqual({ kind: 'read-again' });
  });

  it('overlapping writes wait for the last one, which applies the newest answer of the burst', () => {
    const days = bursts();
    days.begin(3);
    days.begin(3);
    days.begin(3);
    expect([days.end(3, 11), days.end(3, 13), days.end(3, 12)]).toEqual([
      { kind: 'wait' },
      { kind: 'wait' },
      { kind: 'apply', answer: 13 },
    ]);
  });

  it('of two answers equally new, the later to arrive applies', () => {
    const days = createWriteBursts<{ at: number; id: string }>((answer, than) => answer.at < than.at);
    days.begin(3);
    days.begin(3);
    days.end(3, { at: 5, id: 'first' });
    expect(days.end(3, { at: 5, id: 'second' })).toEqual({ kind: 'apply', answer: { at: 5, id: 'second' } });
  });

  it('a burst whose last write failed reads the day again', () => {
    const days = bursts();
    days.begin(3);
    days.begin(3);
    days.end(3, 11);
    expect(days.end(3, null)).toEqual({ kind: 'read-again' });
  });

  it('days are independent, and a burst that ended starts clean', () => {
    const days = bursts();
    days.begin(3);
    days.begin(4);
    expect(days.end(4, 40)).toEqual({ kind: 'apply', answer: 40 });
    expect(days.end(3, 30)).toEqual({ kind: 'apply', answer: 30 });
    days.begin(3);
    expect(days.end(3, 20)).toEqual({ kind: 'apply', answer: 20 });
  });

  it('an end without a begin applies', () => {
    expect(bursts().end(7, 1)).toEqual({ kind: 'apply', answer: 1 });
  });
});
