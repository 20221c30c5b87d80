import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../../http/errors.ts';
import { parseByteRange } from './byte-range.ts';
import { audioRuntimeMessages } from './messages.ts';

const DAILY_AUDIO_PATH = /^\/dia (.+)\.mp3$/i;

function dayFromPath(path: string): number | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const match = DAILY_AUDIO_PATH.exec(decoded);
  if (!match?.[1]) return undefined;
  const day = /^\d+$/.test(match[1]) ? Number(match[1]) : Number.NaN;
  if (!Number.isInteger(day) || day < 1 || day > 21) {
    throw new ApiError(404, audioRuntimeMessages.dayInvalid(match[1]));
  }
  return day;
}

/**
 * GET "/Dia 1.MP3" and "/dia N.MP3" (spec §7): the day's guided meditation, with range requests so a phone can
 * seek and the service worker can cache it.
 */
export function dailyAudio(
  audioForDay: (day: number) => Promise<Uint8Array<ArrayBuffer>>,
): MiddlewareHandler {
  return async (c, next) => {
    // HEAD is answered by Hono from the GET handler, without the body.
    if (c.req.method !== 'GET') return next();
    const day = dayFromPath(new URL(c.req.url).pathname);
    if (day === undefined) return next();
    const bytes = await audioForDay(day);
    const size = bytes.byteLength;
    const range = parseByteRange(c.req.header('Range'), size);
    const headers: Record<string, string> = {
      'Content-Type': 'audio/mpeg',
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'public, max-age=86400',
      ETag: `"dia-${day}-${size}"`,
    };
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
    }
    if (range) {
      const chunk = bytes.subarray(range.start, range.end + 1);
      return c.body(chunk, 206, {
        ...headers,
        'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
        'Content-Length': String(chunk.byteLength),
      });
    }
    return c.body(bytes, 200, {
      ...headers,
      'Content-Length': String(size),
    });
  };
}
