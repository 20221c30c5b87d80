import {
  clearDismissal,
  detectPlatform,
  dismiss,
  type InstallPlatform,
  isDismissed,
  isStandalone,
} from './install-rules.ts';

/** Chromium's `beforeinstallprompt` event (not in lib.dom): kept, then `prompt()` shows the browser's dialog once. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

interface InstallState {
  platform: InstallPlatform;
  standalone: boolean;
  dismissed: boolean;
  /** Installed during this visit ('appinstalled', or the browser prompt accepted). */
  installed: boolean;
  /** The kept install prompt, if the browser offered one and it was not used yet. */
  deferredPrompt: BeforeInstallPromptEvent | null;
}

/** What the store needs from `window`; tests pass a fake. */
export interface InstallHost {
  addEventListener(type: string, listener: (event: Event) => void): void;
  navigator: { userAgent: string; maxTouchPoints: number };
  matchMedia(query: string): {
    readonly matches: boolean;
    addEventListener(type: 'change', listener: () => void): void;
  };
  localStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** The outcome of the Android/desktop install button. */
type PromptOutcome = 'accepted' | 'dismissed' | 'unavailable';

export interface InstallStore {
  getState: () => InstallState;
  subscribe: (listener: () => void) => () => void;
  /** 'Agora não' or closing the modal: stored, never shown again (spec §4). */
  dismiss: () => void;
  /** Shows the browser's install dialog with the kept event; the event is spent whatever the answer. */
  prompt: () => Promise<PromptOutcome>;
}

function hasPrompt(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function' && 'userChoice' in event;
}

/**
 * Listens to `beforeinstallprompt` (kept, the browser's own mini-bar suppressed), `appinstalled` (clears the
 * dismissal) and the standalone display mode, from the moment it is created.
 */
export function createInstallStore(host: InstallHost): InstallStore {
  const standaloneQuery = host.matchMedia('(display-mode: standalone)');
  const standaloneNow = () =>
    isStandalone(standaloneQuery.matches, (host.navigator as { standalone?: unknown }).standalone);
  // Running as the installed app means it was installed: forget an old dismissal (spec §4; iOS has no appinstalled).
  if (standaloneNow()) clearDismissal(host.localStorage);

  let state: InstallState = {
    platform: detectPlatform(host.navigator.userAgent, host.navigator.maxTouchPoints),
    standalone: standaloneNow(),
    dismissed: isDismissed(host.localStorage),
    installed: false,
    deferredPrompt: null,
  };
  const listeners = new Set<() => void>();
  const update = (change: Partial<InstallState>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  };
  const markInstalled = () => {
    clearDismissal(host.localStorage);
    update({ installed: true, dismissed: false, deferredPrompt: null });
  };

  host.addEventListener('beforeinstallprompt', (event) => {
    if (!hasPrompt(event)) return;
    event.preventDefault();
    update({ deferredPrompt: event });
  });
  host.addEventListener('appinstalled', markInstalled);
  standaloneQuery.addEventListener('change', () => {
    const standalone = standaloneNow();
    if (standalone) clearDismissal(host.localStorage);
    update({ standalone, dismissed: isDismissed(host.localStorage) });
  });

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dismiss: () => {
      // Closing the modal after the app was installed is no dismissal: the cleared key stays cleared.
      if (state.installed) return;
      dismiss(host.localStorage);
      update({ dismissed: true });
    },
    prompt: async () => {
      const event = state.deferredPrompt;
      if (!event) return 'unavailable';
      update({ deferredPrompt: null });
      try {
        await event.prompt();
        const { outcome } = await event.userChoice;
        if (outcome === 'accepted') markInstalled();
        return outcome;
      } catch {
        return 'unavailable';
      }
    },
  };
}

let shared: InstallStore | undefined;

/**
 * The page's install store, created on first use. Called early (root layout) so a `beforeinstallprompt` fired
 * while the user is still on the login screen is kept for the dashboard.
 */
export function installStore(): InstallStore {
  shared ??= createInstallStore(window);
  return shared;
}
