// The service worker (built by vite-plugin-pwa, injectManifest, served as /sw.js with root scope).
// Offline: the SPA shell and every build file from the precache; the prerendered sales pages network-first with
// a cached copy; today's and tomorrow's meditations (and the days the person downloaded) cached whole and served by byte ranges so <audio> seeks,
// with their cues (the text as it plays). Nothing else of /api is cached here: offline data lives in the client
// store, and the cues are public content, the same for everyone, like the file they describe.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { dailyAudioPath } from '../entities/day-audio/day-audio.ts';
import { registerPushHandlers } from './push.ts';
import {
  APP_SHELL_URL,
  cacheDailyAudioDays,
  DAILY_AUDIO_CACHE,
  DOWNLOADED_HEADER,
  type DownloadDailyAudioAnswer,
  dailyAudioDay,
  dailyCuesDay,
  dailyCuesPath,
  downloadDailyAudioDay,
  navigationTarget,
  SALES_PAGES_CACHE,
  SKIP_WAITING,
  salesPageUrls,
} from './sw-routes.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// Pages keep their current SW until the visitor accepts the update prompt (SKIP_WAITING).
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === SKIP_WAITING) {
    void self.skipWaiting();
  }
});
// The first install takes the open tabs at once (nothing older to be consistent with).
clientsClaim();
cleanupOutdatedCaches();

// Sales pages first, so `/` gets its prerendered page, not the SPA shell. Network first: the server fills in
// the checkout links and page config, which may change without a new build.
const salesPageKey = (request: Request) => {
  const target = navigationTarget(new URL(request.url).pathname);
  return target.kind === 'sales-page' ? new URL(target.cacheKey, self.location.origin).href : request.url;
};
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    navigationTarget(url.pathname).kind === 'sales-page',
  new NetworkFirst({
    cacheName: SALES_PAGES_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      { cacheKeyWillBeUsed: ({ request }) => Promise.resolve(salesPageKey(request)) },
    ],
  }),
);

precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

// Every other screen is the SPA: the precached index.html, which the router takes from there.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    navigationTarget(url.pathname).kind === 'app-shell',
  createHandlerBoundToURL(APP_SHELL_URL),
);

// Meditations: from the cache when kept (only whole 200 responses are, see below), sliced to the requested
// range; otherwise the network answers the range itself and nothing is stored.
registerRoute(
  ({ url }) => url.origin === self.location.origin && dailyAudioDay(url.pathname) !== undefined,
  new CacheFirst({
    cacheName: DAILY_AUDIO_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new RangeRequestsPlugin()],
  }),
);

// Their cues, from the same cache: a kept file and its cues were fetched together, so they always match.
registerRoute(
  ({ url }) => url.origin === self.location.origin && dailyCuesDay(url.pathname) !== undefined,
  new CacheFirst({
    cacheName: DAILY_AUDIO_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

/**
 * The daily-audio cache's changes, one at a time. Asked twice at once, two keepings both found a day missing and both
 * downloaded it, and the second put replaced the kept file while a player read ranges from it (the player failed
 * with "Áudio indisponível"); a keeping's delete could also fall between a download's put and its check.
 */
let dailyAudioChanges: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(change: () => Promise<T>): Promise<T> {
  const run = dailyAudioChanges.then(change, change);
  dailyAudioChanges = run.catch(() => undefined);
  return run;
}

/**
 * Keeps these days' meditations and their cues: downloads the missing ones whole, drops the other automatic ones
 * (the days the person downloaded stay).
 */
async function keepDailyAudio(days: number[]): Promise<void> {
  const cache = await caches.open(DAILY_AUDIO_CACHE);
  const wanted = new Set(
    days.flatMap((day) =>
      [dailyAudioPath(day), dailyCuesPath(day)].map((path) => new URL(path, self.location.origin).href),
    ),
  );
  for (const request of await cache.keys()) {
    if (wanted.has(request.url)) continue;
    // A day the person downloaded stays until they remove it.
    if ((await cache.match(request))?.headers.has(DOWNLOADED_HEADER)) continue;
    await cache.delete(request);
  }
  for (const url of wanted) {
    if (await cache.match(url)) continue;
    // Past the HTTP cache, as for a download: a partial entry there could answer with a 206, never kept.
    const response = await fetch(url, { cache: 'no-store' });
    if (response.status === 200) await cache.put(url, response);
  }
}

self.addEventListener('message', (event) => {
  const days = cacheDailyAudioDays(event.data);
  if (days === undefined) return;
  event.waitUntil(
    oneAtATime(() => keepDailyAudio(days)).catch((error: unknown) => {
      console.warn('Áudio do dia não guardado para uso offline.', error);
    }),
  );
});

/** A copy of a response kept for good (until the person removes it), marked and with its size. */
async function markedDownload(response: Response): Promise<Response> {
  const body = await response.blob();
  const headers = new Headers(response.headers);
  // The body is decoded now: a gzip label would have it decoded twice.
  headers.delete('Content-Encoding');
  headers.set(DOWNLOADED_HEADER, '1');
  headers.set('Content-Length', String(body.size));
  return new Response(body, { status: 200, statusText: 'OK', headers });
}

/** "Baixar para ouvir offline": the day's meditation and cues, whole, marked so the automatic keeping leaves them. */
async function downloadDailyAudio(day: number): Promise<void> {
  const cache = await caches.open(DAILY_AUDIO_CACHE);
  const urls = [dailyAudioPath(day), dailyCuesPath(day)].map(
    (path) => new URL(path, self.location.origin).href,
  );
  // Past the HTTP cache: after the player's range requests it may answer a whole-file request with a 206.
  const responses = await Promise.all(urls.map((url) => fetch(url, { cache: 'no-store' })));
  const refused = responses.find((response) => response.status !== 200);
  if (refused) throw new Error(`${refused.url} respondeu ${String(refused.status)}`);
  const copies = await Promise.all(responses.map(markedDownload));
  await Promise.all(copies.map((copy, index) => cache.put(urls[index] ?? '', copy)));
}

self.addEventListener('message', (event) => {
  const day = downloadDailyAudioDay(event.data);
  const port = event.ports[0];
  if (day === undefined || !port) return;
  const answer = (ok: boolean, reason?: string) => {
    const message: DownloadDailyAudioAnswer = reason === undefined ? { ok } : { ok, reason };
    port.postMessage(message);
  };
  event.waitUntil(
    oneAtATime(() => downloadDailyAudio(day)).then(
      () => {
        answer(true);
      },
      (error: unknown) => {
        console.warn('Dia não baixado para uso offline.', error);
        answer(false, error instanceof Error ? error.message : String(error));
      },
    ),
  );
});

/** Best effort at install: a sales page that fails to load now is cached on its next visit. */
async function cacheSalesPages(): Promise<void> {
  const cache = await caches.open(SALES_PAGES_CACHE);
  await Promise.all(
    salesPageUrls.map(async (url) => {
      try {
        const response = await fetch(url, { cache: 'no-cache' });
        if (response.status === 200) await cache.put(url, response);
      } catch {
        // Offline or the server is restarting: the network-first route fills it in later.
      }
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheSalesPages());
});

registerPushHandlers(self);
