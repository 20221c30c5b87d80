import { describe, expect, it } from 'vitest';
import { formatBytes } from './downloads.ts';

describe('formatBytes', () => {
  it.each([
    [5 * 1024 * 1024, '5,0 MB'],
    [4_718_592 + 104_858, '4,6 MB'],
    [200 * 1024, '200 KB'],
    [10, '1 KB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
