import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { showsAppHeader } from './app-header.tsx';
import { routes } from './router.tsx';

/** The deepest matched route's path, '(index)' for `/`. */
function matchedPath(pathname: string): string | undefined {
  const last = matchRoutes(routes, pathname)?.at(-1)?.route;
  return last?.index ? '(index)' : last?.path;
}

describe('route table (spec §2)', () => {
  it.each([
    ['/', '(index)'],
    ['/quiz', 'quiz'],
    ['/login', 'login'],
    ['/app', 'app'],
    ['/detox-day', 'detox-day'],
    ['/daily-challenge', 'daily-challenge'],
    ['/saved-guidance', 'saved-guidance'],
    ['/admin/webhook-test', 'admin/webhook-test'],
    ['/upsell-onda-genial', 'upsell-onda-genial'],
    ['/test-complete-day', 'test-complete-day'],
    ['/debug-button-conditions', 'debug-button-conditions'],
    ['/upgrade', 'upgrade'],
    ['/renew', 'renew'],
    ['/settings', 'settings'],
    ['/connection-test', 'connection-test'],
    ['/lp-2', '*'],
    ['/nope', '*'],
  ])('%s goes to %s', (pathname, expected) => {
    expect(matchedPath(pathname)).toBe(expected);
  });
});

describe('showsAppHeader', () => {
  it.each([
    ['/', false],
    ['/lp', false],
    ['/lp/instagram', false],
    ['/landing-2', false],
    ['/vsl', false],
    ['/login', true],
    ['/app', true],
    ['/nope', true],
  ])('%s: %s', (pathname, expected) => {
    expect(showsAppHeader(pathname)).toBe(expected);
  });
});
