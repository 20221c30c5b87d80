/** spec §3 local storage key: the push banner was dismissed ('Agora não'). */
export const PUSH_DISMISSED_KEY = 'push_prompt_dismissed';

export type PermissionState = 'default' | 'granted' | 'denied';

export interface PushEnvironment {
  authenticated: boolean;
  /** Service worker, PushManager and Notification all exist (spec §4: attempted only then). */
  supported: boolean;
  permission: PermissionState;
  dismissed: boolean;
  /** This browser already has a push subscription. */
  subscribed: boolean;
}

/** spec §2/§4: the banner shows to a signed-in user whose browser can push, not denied, not dismissed, not subscribed. */
export function shouldShowPushBanner(env: PushEnvironment): boolean {
  return (
    env.authenticated && env.supported && env.permission !== 'denied' && !env.dismissed && !env.subscribed
  );
}

/** spec §4: a dismissal is cleared once notification permission is granted. */
export function clearDismissalWhenGranted(
  storage: Pick<Storage, 'removeItem'>,
  permission: PermissionState,
): void {
  if (permission === 'granted') storage.removeItem(PUSH_DISMISSED_KEY);
}

export function isDismissed(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(PUSH_DISMISSED_KEY) !== null;
}

export function dismiss(storage: Pick<Storage, 'setItem'>): void {
  storage.setItem(PUSH_DISMISSED_KEY, 'true');
}

/** The VAPID key (base64url) as the Uint8Array PushManager.subscribe wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
