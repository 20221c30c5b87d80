import { describe, expect, it } from 'vitest';
import { isMobileDevice } from './device.ts';

const desktopUa =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const androidUa =
  'Mozilla/5.0 (Linux; Android 11; moto g(20)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('isMobileDevice', () => {
  it.each([
    ['wide desktop without touch', { hasTouch: false, viewportWidth: 1280, userAgent: desktopUa }, false],
    ['touch screen', { hasTouch: true, viewportWidth: 1280, userAgent: desktopUa }, true],
    ['768 px wide window', { hasTouch: false, viewportWidth: 768, userAgent: desktopUa }, true],
    ['769 px wide window', { hasTouch: false, viewportWidth: 769, userAgent: desktopUa }, false],
    ['Android user agent', { hasTouch: false, viewportWidth: 1024, userAgent: androidUa }, true],
  ])('%s', (_case, traits, expected) => {
    expect(isMobileDevice(traits)).toBe(expected);
  });
});
