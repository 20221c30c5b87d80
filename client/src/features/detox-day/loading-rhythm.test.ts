import { describe, expect, it } from 'vitest';
import { nextFakeProgress } from './loading-rhythm.ts';

describe('nextFakeProgress', () => {
  it('grows on every tick and stops at 95 %', () => {
    let percent = 0;
    const seen: number[] = [];
    for (let tick = 0; tick < 60; tick++) {
      const next = nextFakeProgress(percent);
      expect(next).toBeGreaterThanOrEqual(percent);
      seen.push(next);
      percent = next;
    }
    expect(seen[0]).toBeGreaterThan(0);
    expect(percent).toBe(95);
    expect(seen.filter((value) => value < 95).length).toBeGreaterThan(5);
  });
});
