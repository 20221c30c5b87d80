import { applicationServerKey, type PermissionState } from './push-rules.ts';

/** spec §4: push is attempted only with a service worker, PushManager and Notification. */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function notificationPermission(): PermissionState {
  return pushSupported() ? Notification.permission : 'denied';
}

/** This browser's current push subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission and subscribes with the server's VAPID key; the subscription's JSON, or null when the user
 * refused or the browser failed (spec §8: push subscription failures return false silently).
 */
export async function subscribeBrowser(vapidPublicKey: string): Promise<PushSubscriptionJSON | null> {
  if (!pushSupported()) return null;
  try {
    if ((await Notification.requestPermission()) !== 'granted') return null;
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(vapidPublicKey),
      }));
    return subscription.toJSON();
  } catch {
    return null;
  }
}
