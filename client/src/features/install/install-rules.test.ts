import { describe, expect, it } from 'vitest';
import {
  clearDismissal,
  detectPlatform,
  dismiss,
  INSTALL_DISMISSED_KEY,
  type InstallEnvironment,
  installMethod,
  isDismissed,
  isStandalone,
  shouldShowInstallBanner,
} from './install-rules.ts';
import { memoryStorage } from '../../testing/memory-storage.ts';
import { userAgents } from '../../testing/user-agents.ts';

describe('platform and standalone detection', () => {
  it.each<[string, string, number, string]>([
    ['iPhone Safari', userAgents.iphone, 5, 'ios'],
    ['iPad in desktop mode (Mac user agent, touch)', userAgents.ipadDesktopMode, 5, 'ios'],
    ['a real Mac (no touch)', userAgents.ipadDesktopMode, 0, 'other'],
    ['Android Chrome', userAgents.android, 5, 'android'],
    ['Windows Chrome', userAgents.windows, 0, 'other'],
    ['a touch laptop on Windows', userAgents.windows, 10, 'other'],
  ])('%s → %s', (_name, userAgent, touchPoints, expected) => {
    expect(detectPlatform(userAgent, touchPoints)).toBe(expected);
  });

  it('is standalone from the display mode or from iOS navigator.standalone, and only when true', () => {
    expect(isStandalone(true, undefined)).toBe(true);
    expect(isStandalone(false, true)).toBe(true);
    expect(isStandalone(false, false)).toBe(false);
    expect(isStandalone(false, undefined)).toBe(false);
    expect(isStandalone(false, 'true')).toBe(false);
  });
});

const shown: InstallEnvironment = {
  authenticated: true,
  platform: 'android',
  standalone: false,
  dismissed: false,
  canPrompt: false,
  installed: false,
};

describe('install banner rules', () => {
  it.each<[string, Partial<InstallEnvironment>, boolean]>([
    ['a signed-in Android user, no browser prompt yet', {}, true],
    ['a signed-in iPhone user', { platform: 'ios' }, true],
    ['a desktop browser that offered an install prompt', { platform: 'other', canPrompt: true }, true],
    ['a desktop browser without an install prompt', { platform: 'other' }, false],
    ['a visitor', { authenticated: false }, false],
    ['a visitor even when the browser offers a prompt', { authenticated: false, canPrompt: true }, false],
    ['running standalone', { standalone: true }, false],
    ['running standalone on iPhone', { platform: 'ios', standalone: true }, false],
    ['dismissed with Agora não', { dismissed: true, canPrompt: true }, false],
    ['just installed from this tab', { installed: true }, false],
  ])('%s → %s', (_name, change, expected) => {
    expect(shouldShowInstallBanner({ ...shown, ...change })).toBe(expected);
  });

  it('offers the browser prompt when there is one, else the iPhone or browser-menu steps', () => {
    expect(installMethod('android', true)).toBe('prompt');
    expect(installMethod('other', true)).toBe('prompt');
    expect(installMethod('android', false)).toBe('browser-steps');
    expect(installMethod('other', false)).toBe('browser-steps');
    expect(installMethod('ios', false)).toBe('ios-steps');
  });

  it('stores the dismissal under pwa_install_dismissed and clears it', () => {
    const storage = memoryStorage();
    expect(isDismissed(storage)).toBe(false);
    dismiss(storage);
    expect(storage.getItem(INSTALL_DISMISSED_KEY)).toBe('true');
    expect(isDismissed(storage)).toBe(true);
    clearDismissal(storage);
    expect(isDismissed(storage)).toBe(false);
  });
});
