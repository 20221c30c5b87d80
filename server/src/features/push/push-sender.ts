import { pushSends } from '../../metrics.ts';
import type { VapidKeys } from './vapid.ts';

/** What the service worker shows (client/src/sw/push.ts reads the same shape). */
export interface ReminderPayload {
  title: string;
  body: string;
  /** Where a click on the notification goes, e.g. /daily-challenge?day=4. */
  url: string;
  day: number;
  /** One notification per day: a newer one with the same tag replaces it. */
  tag: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

type PushOutcome =
  | { outcome: 'ok'; status: number }
  /** 404/410: the browser dropped the subscription; it must be forgotten. */
  | { outcome: 'gone'; status: number }
  | { outcome: 'error'; status: number | null; message: string };

export type PushSender = (target: PushTarget, payload: ReminderPayload) => Promise<PushOutcome>;

const TIMEOUT_MS = 10_000;
/** A reminder older than 12 hours is no use: the push service may drop it. */
const TTL_SECONDS = 12 * 3600;

/**
 * Sends one push with the web-push library: it encrypts the payload (aes128gcm, RFC 8291) and signs the VAPID
 * header (RFC 8292); the request itself goes out with fetch, which also reaches a plain-http push service when
 * PUSH_ALLOW_HTTP lets one be stored (tests, development), and gives us a timeout.
 */
export function webPushSender(vapidKeys: () => Promise<VapidKeys>): PushSender {
  return async (target, payload) => {
    let result: PushOutcome;
    try {
      // Loaded with the first push sent, not at start (decision 0028, session 40).
      const { default: webpush } = await import('web-push');
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: await vapidKeys(),
          TTL: TTL_SECONDS,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
        },
      );
      // fetch sets Content-Length itself from the body.
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: new Uint8Array(request.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) {
        result = { outcome: 'gone', status: response.status };
      } else if (response.ok) {
        result = { outcome: 'ok', status: response.status };
      } else {
        result = { outcome: 'error', status: response.status, message: response.statusText };
      }
    } catch (error) {
      result = {
        outcome: 'error',
        status: null,
        message: error instanceof Error ? error.message : String(error),
      };
    }
    pushSends.inc({ outcome: result.outcome });
    return result;
  };
}
