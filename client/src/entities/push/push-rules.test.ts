import { describe, expect, it } from 'vitest';
import {
  applicationServerKey,
  clearDismissalWhenGranted,
  dismiss,
  isDismissed,
  PUSH_DISMISSED_KEY,
  type PushEnvironment,
  shouldShowPushBanner,
} from './push-rules.ts';

const shown: PushEnvironment = {
  authenticated: true,
  supported: true,
  permission: 'default',
  dismissed: false,
  subscribed: false,
};

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('push banner rules', () => {
  it.each<[string, Partial<PushEnvironment>, boolean]>([
    ['a signed-in user on a browser that can push', {}, true],
    ['permission already granted but no subscription yet', { permission: 'granted' }, true],
    ['a visitor', { authenticated: false }, false],
    ['no service worker, push or notifications', { supported: false }, false],
    ['notifications denied', { permission: 'denied' }, false],
    ['dismissed with Agora não', { dismissed: true }, false],
    ['already subscribed', { subscribed: true }, false],
  ])('%s → %s', (_name, change, expected) => {
    expect(shouldShowPushBanner({ ...shown, ...change })).toBe(expected);
  });

  it('stores the dismissal under push_prompt_dismissed and clears it once permission is granted', () => {
    const storage = memoryStorage();
    expect(isDismissed(storage)).toBe(false);
    dismiss(storage);
    expect(storage.getItem(PUSH_DISMISSED_KEY)).toBe('true');
    clearDismissalWhenGranted(storage, 'default');
    expect(isDismissed(storage)).toBe(true);
    clearDismissalWhenGranted(storage, 'granted');
    expect(isDismissed(storage)).toBe(false);
  });

  it('turns the base64url VAPID key into its 65 bytes', () => {
    const bytes = new Uint8Array(65).map((_, index) => (index * 37) % 256);
    const base64url = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect([...applicationServerKey(base64url)]).toEqual([...bytes]);
  });
});
