import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../testing/memory-storage.ts';
import { userAgents } from '../../testing/user-agents.ts';
import { createInstallStore, type InstallHost } from './install-store.ts';

function fakeHost(options: { userAgent?: string; standalone?: boolean; navigatorStandalone?: boolean } = {}) {
  const events = new EventTarget();
  const media = Object.assign(new EventTarget(), { matches: options.standalone ?? false });
  const host: InstallHost = {
    addEventListener: (type, listener) => {
      events.addEventListener(type, listener);
    },
    navigator: Object.assign(
      { userAgent: options.userAgent ?? userAgents.android, maxTouchPoints: 5 },
      options.navigatorStandalone === undefined ? {} : { standalone: options.navigatorStandalone },
    ),
    matchMedia: (query) => {
      expect(query).toBe('(display-mode: standalone)');
      return media;
    },
    localStorage: memoryStorage(),
  };
  return { host, events, media };
}

function installPromptEvent(outcome: 'accepted' | 'dismissed' | Error) {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => (outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve()));
  return Object.assign(event, {
    prompt,
    userChoice: outcome instanceof Error ? new Promise(() => undefined) : Promise.resolve({ outcome }),
  });
}

describe('install store', () => {
  it('keeps beforeinstallprompt (preventing the browser mini-bar) and spends it on prompt()', async () => {
    const { host, events } = fakeHost();
    const store = createInstallStore(host);
    const changed = vi.fn();
    store.subscribe(changed);
    expect(store.getState().platform).toBe('android');
    expect(store.getState().deferredPrompt).toBeNull();

    const event = installPromptEvent('dismissed');
    events.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.getState().deferredPrompt).toBe(event);
    expect(changed).toHaveBeenCalled();

    expect(await store.prompt()).toBe('dismissed');
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(store.getState().deferredPrompt).toBeNull();
    expect(store.getState().installed).toBe(false);
    expect(await store.prompt()).toBe('unavailable');
  });

  it('ignores a beforeinstallprompt without prompt() and reports a failing prompt as unavailable', async () => {
    const { host, events } = fakeHost();
    const store = createInstallStore(host);
    const bare = new Event('beforeinstallprompt', { cancelable: true });
    events.dispatchEvent(bare);
    expect(bare.defaultPrevented).toBe(false);
    expect(store.getState().deferredPrompt).toBeNull();

    events.dispatchEvent(installPromptEvent(new Error('NotAllowedError')));
    expect(await store.prompt()).toBe('unavailable');
  });

  it('an accepted prompt marks the app installed', async () => {
    const { host, events } = fakeHost();
    const store = createInstallStore(host);
    events.dispatchEvent(installPromptEvent('accepted'));
    expect(await store.prompt()).toBe('accepted');
    expect(store.getState().installed).toBe(true);
  });

  it('stores the dismissal, and appinstalled clears it; closing the modal after that stores nothing', () => {
    const { host, events } = fakeHost();
    const store = createInstallStore(host);
    store.dismiss();
    expect(host.localStorage.getItem('pwa_install_dismissed')).toBe('true');
    expect(store.getState().dismissed).toBe(true);
    expect(createInstallStore(host).getState().dismissed).toBe(true);

    events.dispatchEvent(new Event('appinstalled'));
    expect(host.localStorage.getItem('pwa_install_dismissed')).toBeNull();
    expect(store.getState()).toMatchObject({ dismissed: false, installed: true, deferredPrompt: null });
    store.dismiss();
    expect(host.localStorage.getItem('pwa_install_dismissed')).toBeNull();
  });

  it('running standalone (display mode or iOS navigator.standalone) clears an old dismissal', () => {
    for (const options of [
      { standalone: true },
      { navigatorStandalone: true, userAgent: userAgents.iphone },
    ]) {
      const { host } = fakeHost(options);
      host.localStorage.setItem('pwa_install_dismissed', 'true');
      const state = createInstallStore(host).getState();
      expect(state.standalone).toBe(true);
      expect(state.dismissed).toBe(false);
      expect(host.localStorage.getItem('pwa_install_dismissed')).toBeNull();
    }
  });

  it('follows the display mode when it changes to standalone', () => {
    const { host, media } = fakeHost();
    host.localStorage.setItem('pwa_install_dismissed', 'true');
    const store = createInstallStore(host);
    expect(store.getState()).toMatchObject({ standalone: false, dismissed: true });
    media.matches = true;
    media.dispatchEvent(new Event('change'));
    expect(store.getState()).toMatchObject({ standalone: true, dismissed: false });
  });
});
