import { describe, expect, it } from 'vitest';
import { createWriteBursts } from './write-bursts.ts';

describe('createWriteBursts', () => {
  it('a lone write applies its answer', () => {
    const bursts = createWriteBursts();
    bursts.begin(3);
    expect(bursts.end(3)).toBe('apply');
  });

  it('overlapping writes wait for the last one, which applies', () => {
    const bursts = createWriteBursts();
    bursts.begin(3);
    bursts.begin(3);
    bursts.begin(3);
    expect([bursts.end(3), bursts.end(3), bursts.end(3)]).toEqual(['wait', 'wait', 'apply']);
  });

  it('days are independent, and a burst that ended starts clean', () => {
    const bursts = createWriteBursts();
    bursts.begin(3);
    bursts.begin(4);
    expect(bursts.end(4)).toBe('apply');
    expect(bursts.end(3)).toBe('apply');
    bursts.begin(3);
    expect(bursts.end(3)).toBe('apply');
  });

  it('an end without a begin applies', () => {
    expect(createWriteBursts().end(7)).toBe('apply');
  });
});
