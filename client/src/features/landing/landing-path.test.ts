import { describe, expect, it } from 'vitest';
import { isLandingPath } from './landing-path.ts';

describe('isLandingPath', () => {
  it.each(['/lp', '/lp/', '/lp/instagram', '/lp-2', '/landing', '/landing-abril/x', '/vsl', '/vsl3', '/LP'])(
    '%s is a landing page',
    (path) => {
      expect(isLandingPath(path)).toBe(true);
    },
  );

  it.each(['/', '/login', '/app', '/nope', '/help/lp', '/x/vsl'])('%s is not', (path) => {
    expect(isLandingPath(path)).toBe(false);
  });
});
