import { hash } from 'node:crypto';
import type { Context } from 'hono';
import { outboxReplayLateness, outboxReplays } from '../metrics.ts';

/**
 * Where a subscriber's write came from, kept in its events' metadata so support can answer "where did my tick
 * go?": the device (browser and system, from User-Agent), a short tag of the sign-in session (a hash of the
 * bearer token: the same tag for every action of one session, never the token), and, for an action the app's
 * offline outbox sent late, when it was queued (the X-Queued-At header the outbox adds on a replay).
 */
export interface RequestOrigin {
  device?: string;
  session?: string;
  queuedAt?: string;
}

/** How far back a queued action may claim to be: older claims (or ones in the future) are not kept. */
const MAX_QUEUE_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Clock skew tolerated between the device and the server. */
const SKEW_MS = 5 * 60 * 1000;

function deviceOf(userAgent: string | undefined): string | undefined {
  if (!userAgent) return undefined;
  const browser = userAgent.includes('Edg/')
    ? 'Edge'
    : userAgent.includes('SamsungBrowser/')
      ? 'Samsung Internet'
      : userAgent.includes('Firefox/')
        ? 'Firefox'
        : /(Chrome|Chromium|CriOS)\//.test(userAgent)
          ? 'Chrome'
          : userAgent.includes('Safari/')
            ? 'Safari'
            : 'outro navegador';
  const system = userAgent.includes('Android')
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : userAgent.includes('Windows')
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : userAgent.includes('Linux')
            ? 'Linux'
            : 'sistema desconhecido';
  return `${browser} no ${system}`;
}

function sessionTagOf(authorization: string | undefined): string | undefined {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length).trim() : '';
  if (!token) return undefined;
  return hash('sha256', token, 'hex').slice(0, 8);
}

/** The X-Queued-At header when it is an ISO time in the last 30 days (not in the future); else undefined. */
function queuedAtOf(header: string | undefined, now = Date.now()): string | undefined {
  if (!header || header.length > 40) return undefined;
  const time = Date.parse(header);
  if (Number.isNaN(time) || time > now + SKEW_MS || time < now - MAX_QUEUE_AGE_MS) return undefined;
  return new Date(time).toISOString();
}

export function requestOrigin(c: Context): RequestOrigin {
  const origin: RequestOrigin = {};
  const device = deviceOf(c.req.header('User-Agent'));
  const session = sessionTagOf(c.req.header('Authorization'));
  const queuedAt = queuedAtOf(c.req.header('X-Queued-At'));
  if (device) origin.device = device;
  if (session) origin.session = session;
  if (queuedAt) {
    origin.queuedAt = queuedAt;
    outboxReplays.inc();
    outboxReplayLateness.observe(Math.max(0, (Date.now() - Date.parse(queuedAt)) / 1000));
  }
  return origin;
}
