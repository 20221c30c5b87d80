/** spec §3 local storage key: the install prompt was dismissed ('Agora não' or closing the modal). */
export const INSTALL_DISMISSED_KEY = 'pwa_install_dismissed';

/** spec §2: the platform is detected as ios, android or other. */
export type InstallPlatform = 'ios' | 'android' | 'other';

/**
 * The platform from the user agent. iPadOS 13+ reports a desktop Mac user agent; a "Macintosh" with more than one
 * touch point is an iPad.
 */
export function detectPlatform(userAgent: string, maxTouchPoints: number): InstallPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** Running as the installed app: display-mode standalone, or iOS Safari's `navigator.standalone`. */
export function isStandalone(displayModeStandalone: boolean, navigatorStandalone: unknown): boolean {
  return displayModeStandalone || navigatorStandalone === true;
}

export interface InstallEnvironment {
  authenticated: boolean;
  platform: InstallPlatform;
  standalone: boolean;
  dismissed: boolean;
  /** The browser offered an install prompt (a kept `beforeinstallprompt` event). */
  canPrompt: boolean;
  /** The app was installed during this visit (`appinstalled`). */
  installed: boolean;
}

/** spec §2: installable on ios or android, or whenever the browser offers an install prompt. */
function isInstallable(platform: InstallPlatform, canPrompt: boolean): boolean {
  return platform === 'ios' || platform === 'android' || canPrompt;
}

/**
 * spec §2: the banner shows to a signed-in user when installation is possible and it was not dismissed; never when
 * running standalone, nor right after the app was installed from this tab.
 */
export function shouldShowInstallBanner(env: InstallEnvironment): boolean {
  return (
    env.authenticated &&
    !env.standalone &&
    !env.installed &&
    !env.dismissed &&
    isInstallable(env.platform, env.canPrompt)
  );
}

/**
 * What the 'Instale o app' modal offers: the browser's own install button when it offered a prompt, else the
 * iPhone steps on iOS, else the manual browser-menu steps (the Android fallback of spec §2).
 */
export type InstallMethod = 'prompt' | 'ios-steps' | 'browser-steps';

export function installMethod(platform: InstallPlatform, canPrompt: boolean): InstallMethod {
  if (canPrompt) return 'prompt';
  return platform === 'ios' ? 'ios-steps' : 'browser-steps';
}

export function isDismissed(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(INSTALL_DISMISSED_KEY) !== null;
}

export function dismiss(storage: Pick<Storage, 'setItem'>): void {
  storage.setItem(INSTALL_DISMISSED_KEY, 'true');
}

/** spec §4: the install dismissal is cleared when the app becomes installed. */
export function clearDismissal(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(INSTALL_DISMISSED_KEY);
}
