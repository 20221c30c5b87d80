// Which requests the service worker answers, and how: pure, so the page's type check and unit tests can read it.
import { salesPageForPath, type SalesPageName } from '@detox/server/contracts/sales-pages';

/** The precached SPA shell every app navigation falls back to. */
export const APP_SHELL_URL = '/index.html';

/** Runtime caches (the precache has its own, named by Workbox). */
export const SALES_PAGES_CACHE = 'sales-pages';
export const DAILY_AUDIO_CACHE = 'daily-audio';
/**
 * Header on a meditation (and its cues) the person downloaded from "Baixados": the SW's automatic keeping of
 * today's and tomorrow's files never drops these; only the person removes them.
 */
export const DOWNLOADED_HEADER = 'X-Detox-Baixado';

/** Message a page posts to have the SW keep these days' meditations for offline use. */
export const CACHE_DAILY_AUDIO = 'CACHE_DAILY_AUDIO';
/** Message a page posts (with a MessagePort for the answer) to have the SW download one day for good. */
export const DOWNLOAD_DAILY_AUDIO = 'DOWNLOAD_DAILY_AUDIO';
/** Message the update prompt posts to the waiting SW. */
export const SKIP_WAITING = 'SKIP_WAITING';

export interface DownloadDailyAudioMessage {
  type: typeof DOWNLOAD_DAILY_AUDIO;
  day: number;
}

/** The SW's answer on the port: the day is kept, or it could not be fetched. */
export interface DownloadDailyAudioAnswer {
  ok: boolean;
  /** Why not, for the console. */
  reason?: string;
}

export interface CacheDailyAudioMessage {
  type: typeof CACHE_DAILY_AUDIO;
  days: number[];
}

const LAST_DAY = 21;

/**
 * One cache entry per prerendered page: every /lp*, /landing* and /vsl* address is the same landing page, and
 * query strings (utm_*, fbclid) never change the HTML.
 */
const salesPageCacheKeys: Record<SalesPageName, string> = {
  sales: '/',
  landing: '/lp',
  quiz: '/quiz',
  upsell: '/upsell-onda-genial',
};

/** The addresses the SW fetches at install so each sales page opens offline. */
export const salesPageUrls: readonly string[] = Object.values(salesPageCacheKeys);

// Server paths a browser may open that are not screens of the app (spec §7: /api, plus /metrics and /dev).
const SERVER_ONLY = /^\/(api|metrics|dev)(\/|$)/i;
// A file (audio, video, sw.js, icons...): the network answers, never the SPA shell. `.html` is a page.
const FILE = /\.[a-z0-9]+$/i;

export type NavigationTarget =
  { kind: 'network' } | { kind: 'sales-page'; cacheKey: string } | { kind: 'app-shell' };

/** How the SW answers a navigation (a page load) to `pathname`. */
export function navigationTarget(pathname: string): NavigationTarget {
  if (SERVER_ONLY.test(pathname)) return { kind: 'network' };
  const page = salesPageForPath(pathname);
  if (page !== undefined) return { kind: 'sales-page', cacheKey: salesPageCacheKeys[page] };
  if (FILE.test(pathname) && !pathname.toLowerCase().endsWith('.html')) return { kind: 'network' };
  return { kind: 'app-shell' };
}

const DAILY_AUDIO = /^\/dia (\d{1,2})\.mp3$/i;

/** The day of a meditation address ("/Dia%201.MP3", "/dia%204.MP3"), or undefined for any other path. */
export function dailyAudioDay(pathname: string): number | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const day = Number(DAILY_AUDIO.exec(decoded)?.[1]);
  return Number.isInteger(day) && day >= 1 && day <= LAST_DAY ? day : undefined;
}

const DAILY_CUES = /^\/api\/audio\/daily\/(\d{1,2})\/cues$/;

/** Where a day's cues are (what the meditation says when): public, the same for everyone, like the file. */
export const dailyCuesPath = (day: number) => `/api/audio/daily/${String(day)}/cues`;

/** The day of a cues address, or undefined for any other path: the one /api address the SW keeps. */
export function dailyCuesDay(pathname: string): number | undefined {
  const day = Number(DAILY_CUES.exec(pathname)?.[1]);
  return Number.isInteger(day) && day >= 1 && day <= LAST_DAY ? day : undefined;
}

/** Today's and tomorrow's meditations (none past day 21): the ones kept for offline listening. */
export function offlineAudioDays(currentDay: number): number[] {
  if (!Number.isInteger(currentDay) || currentDay < 1 || currentDay > LAST_DAY) return [];
  return currentDay === LAST_DAY ? [currentDay] : [currentDay, currentDay + 1];
}

/** Reads a page's message to the SW; anything malformed is ignored. */
export function cacheDailyAudioDays(data: unknown): number[] | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  if (!('type' in data) || data.type !== CACHE_DAILY_AUDIO || !('days' in data)) return undefined;
  if (!Array.isArray(data.days)) return undefined;
  const days = data.days.filter(
    (day): day is number => typeof day === 'number' && Number.isInteger(day) && day >= 1 && day <= LAST_DAY,
  );
  return [...new Set(days)].slice(0, 2);
}

/** Reads a page's download request; anything malformed is ignored. */
export function downloadDailyAudioDay(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  if (!('type' in data) || data.type !== DOWNLOAD_DAILY_AUDIO || !('day' in data)) return undefined;
  const { day } = data;
  return typeof day === 'number' && Number.isInteger(day) && day >= 1 && day <= LAST_DAY ? day : undefined;
}
