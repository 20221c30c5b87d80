/**
 * The push slice's public face: what other slices, `app.ts`, `main.ts` and `slices.ts` may use. Everything else
 * in this folder is its inside (ESLint refuses an import of it from elsewhere; docs/architecture.md).
 */
export { pushPart } from './runtime-part.ts';
export { notificationRoutes } from './notifications.routes.ts';
export { createReminderScheduler, type ReminderScheduler } from './reminder-scheduler.ts';
export { webPushSender } from './push-sender.ts';
export { vapidKeysOnce } from './vapid.ts';
export { readPushState } from './push-service.ts';
export { localTime } from './local-time.ts';
