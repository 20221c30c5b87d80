// Push reminders in the service worker: show the day's reminder the server sent (server/src/features/push/push-sender.ts,
// ReminderPayload), and open that day when the notification is clicked.
import { FALLBACK, reminderFromPush, sameOriginPath } from './push-message.ts';

/** Registers the push and notificationclick listeners on the service worker. */
export function registerPushHandlers(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    const reminder = reminderFromPush(event.data?.text() ?? null, sw.location.origin);
    event.waitUntil(
      sw.registration.showNotification(reminder.title, {
        body: reminder.body,
        tag: reminder.tag,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        lang: 'pt-BR',
        data: { url: reminder.url },
      }),
    );
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data: unknown = event.notification.data;
    const url =
      sameOriginPath(
        typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string'
          ? data.url
          : undefined,
        sw.location.origin,
      ) ?? FALLBACK.url;
    event.waitUntil(
      (async () => {
        const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
        // An open tab of the app goes to the day; otherwise a new window opens on it.
        const open = windows.find((client) => new URL(client.url).origin === sw.location.origin);
        if (open) {
          const focused = await open.focus();
          await focused.navigate(url);
          return;
        }
        await sw.clients.openWindow(url);
      })(),
    );
  });
}
