// The days whose meditation is on the phone: the service worker's cache (sw-routes.ts, DAILY_AUDIO_CACHE), read
// and written from the page. The SW keeps today's and tomorrow's files on its own; a day the person downloads
// is marked (DOWNLOADED_HEADER) so the SW never drops it; a day the person removes is not fetched again by the
// automatic keeping until they download it again.
import { useEffect, useState } from 'react';
import {
  DAILY_AUDIO_CACHE,
  DOWNLOAD_DAILY_AUDIO,
  type DownloadDailyAudioAnswer,
  type DownloadDailyAudioMessage,
  dailyAudioDay,
  dailyCuesPath,
  DOWNLOADED_HEADER,
} from '../../sw/sw-routes.ts';
import { dailyAudioPath } from './day-audio.ts';

interface DownloadedDay {
  day: number;
  /** Size of the meditation and its text, in bytes. */
  bytes: number;
  /** Downloaded by the person (otherwise kept by the app as today's or tomorrow's). */
  byPerson: boolean;
}

type DownloadState = 'idle' | 'downloading' | 'failed';

const REMOVED_KEY = 'detox_audio_removed';

/** Downloads need Cache Storage and a service worker to play them back offline. */
export const cacheStorageAvailable = () => typeof caches !== 'undefined' && 'serviceWorker' in navigator;

const absolute = (path: string) => new URL(path, window.location.origin).href;

/** Days the person removed: the automatic keeping of today's and tomorrow's leaves them out. */
export function removedDays(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(REMOVED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((day): day is number => Number.isInteger(day)) : [];
  } catch {
    return [];
  }
}

function setRemoved(day: number, removed: boolean): void {
  const days = new Set(removedDays());
  if (removed) days.add(day);
  else days.delete(day);
  try {
    localStorage.setItem(REMOVED_KEY, JSON.stringify([...days].sort((a, b) => a - b)));
  } catch {
    // A full storage: the day may come back with the automatic keeping.
  }
}

async function sizeOf(response: Response | undefined): Promise<number> {
  if (!response) return 0;
  const length = Number(response.headers.get('Content-Length'));
  if (Number.isFinite(length) && length > 0) return length;
  return (await response.clone().blob()).size;
}

/** Every day whose meditation is in the cache, in day order, with its size. */
async function listDownloads(): Promise<DownloadedDay[]> {
  if (!cacheStorageAvailable()) return [];
  const cache = await caches.open(DAILY_AUDIO_CACHE);
  const days: DownloadedDay[] = [];
  for (const request of await cache.keys()) {
    const day = dailyAudioDay(new URL(request.url).pathname);
    if (day === undefined) continue;
    const audio = await cache.match(request);
    const cues = await cache.match(absolute(dailyCuesPath(day)));
    days.push({
      day,
      bytes: (await sizeOf(audio)) + (await sizeOf(cues)),
      byPerson: audio?.headers.has(DOWNLOADED_HEADER) ?? false,
    });
  }
  return days.sort((a, b) => a.day - b.day);
}

/** Asks the service worker to download the day (it goes on if the page closes); it answers on a port. */
async function downloadThroughWorker(day: number): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) throw new Error('Sem service worker');
  const channel = new MessageChannel();
  const answer = new Promise<DownloadDailyAudioAnswer>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<DownloadDailyAudioAnswer>) => {
      resolve(event.data);
    };
  });
  const message: DownloadDailyAudioMessage = { type: DOWNLOAD_DAILY_AUDIO, day };
  worker.postMessage(message, [channel.port2]);
  const { ok, reason } = await answer;
  if (!ok) throw new Error(reason ?? `Dia ${String(day)} não baixado`);
}

/** Downloads the day's meditation whole, with its text, for listening with no connection. */
async function downloadDay(day: number): Promise<void> {
  // Only the service worker plays a kept file offline: with none in control there is nothing to download for.
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller)
    throw new Error('Sem service worker');
  await downloadThroughWorker(day);
  setRemoved(day, false);
  changed();
}

/** Removes the day's meditation and its text from the phone. */
async function removeDay(day: number): Promise<void> {
  const cache = await caches.open(DAILY_AUDIO_CACHE);
  await Promise.all([dailyAudioPath(day), dailyCuesPath(day)].map((path) => cache.delete(absolute(path))));
  setRemoved(day, true);
  changed();
}

// Screens that show downloads hear of each change made on this page.
const listeners = new Set<() => void>();
function changed(): void {
  for (const listener of listeners) listener();
}

export interface Downloads {
  /** undefined while the cache is read. */
  days: DownloadedDay[] | undefined;
  states: Record<number, DownloadState>;
  download: (day: number) => Promise<void>;
  remove: (day: number) => Promise<void>;
}

/** The downloaded days, kept current, and the actions on them with their state per day. */
export function useDownloads(): Downloads {
  const [days, setDays] = useState<DownloadedDay[] | undefined>(undefined);
  const [states, setStates] = useState<Record<number, DownloadState>>({});

  useEffect(() => {
    let live = true;
    const read = () => {
      listDownloads()
        .then((list) => {
          if (live) setDays(list);
        })
        .catch(() => {
          if (live) setDays([]);
        });
    };
    read();
    listeners.add(read);
    return () => {
      live = false;
      listeners.delete(read);
    };
  }, []);

  const setState = (day: number, value: DownloadState) => {
    setStates((current) => ({ ...current, [day]: value }));
  };

  return {
    days,
    states,
    download: async (day) => {
      setState(day, 'downloading');
      try {
        await downloadDay(day);
        setState(day, 'idle');
      } catch (error: unknown) {
        console.warn('Dia não baixado para ouvir offline.', error);
        setState(day, 'failed');
      }
    },
    remove: async (day) => {
      await removeDay(day).catch(() => undefined);
    },
  };
}

/** "12,3 MB" (pt-BR): the size of a download. */
export function formatBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) {
    return `${megabytes.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('pt-BR')} KB`;
}
