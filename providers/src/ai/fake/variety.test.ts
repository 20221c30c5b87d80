import { describe, expect, it } from 'vitest';
import { varietyFor } from './variety.ts';

describe('varietyFor', () => {
  const options = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;

  it('picks the same option for the same input, whatever the key order', () => {
    const first = varietyFor({ day: 3, name: 'Ana' }).pick('opening', options);
    expect(varietyFor({ name: 'Ana', day: 3 }).pick('opening', options)).toBe(first);
  });

  it('spreads different inputs over the options', () => {
    const picked = new Set(
      Array.from({ length: 40 }, (_, day) => varietyFor({ day }).pick('opening', options)),
    );
    expect(picked.size).toBeGreaterThanOrEqual(6);
  });

  it('picks distinct options without losing any', () => {
    const many = varietyFor({ day: 1 }).pickMany('tips', options, 5);
    expect(new Set(many).size).toBe(5);
    expect(varietyFor({ day: 1 }).pickMany('tips', options, 8).sort()).toEqual([...options]);
  });
});
