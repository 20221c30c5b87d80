import { describe, expect, it } from 'vitest';
import { dailyAudioPath } from '../entities/day-audio/day-audio.ts';
import {
  CACHE_DAILY_AUDIO,
  cacheDailyAudioDays,
  dailyAudioDay,
  dailyCuesDay,
  dailyCuesPath,
  DOWNLOAD_DAILY_AUDIO,
  downloadDailyAudioDay,
  navigationTarget,
  offlineAudioDays,
  salesPageUrls,
} from './sw-routes.ts';

describe('navigations the service worker answers', () => {
  it('never answers /api, /metrics or /dev from a cache', () => {
    for (const path of ['/api', '/api/', '/api/progress', '/API/me', '/metrics', '/dev/outbox']) {
      expect(navigationTarget(path)).toEqual({ kind: 'network' });
    }
  });

  it('gives each sales page its own cached copy, one for all landing addresses', () => {
    expect(navigationTarget('/')).toEqual({ kind: 'sales-page', cacheKey: '/' });
    expect(navigationTarget('/quiz')).toEqual({ kind: 'sales-page', cacheKey: '/quiz' });
    expect(navigationTarget('/quiz/')).toEqual({ kind: 'sales-page', cacheKey: '/quiz' });
    expect(navigationTarget('/upsell-onda-genial')).toEqual({
      kind: 'sales-page',
      cacheKey: '/upsell-onda-genial',
    });
    for (const path of ['/lp', '/lp2', '/landing-instagram', '/vsl', '/VSL-b']) {
      expect(navigationTarget(path)).toEqual({ kind: 'sales-page', cacheKey: '/lp' });
    }
    // Each cache key is an address the SW fetches at install.
    expect([...salesPageUrls].sort()).toEqual(['/', '/lp', '/quiz', '/upsell-onda-genial']);
  });

  it('falls back to the SPA shell for app screens, including unknown ones (the 404 screen)', () => {
    for (const path of ['/app', '/login', '/daily-challenge', '/settings', '/nao-existe', '/index.html']) {
      expect(navigationTarget(path)).toEqual({ kind: 'app-shell' });
    }
  });

  it('lets files (audio, video, the SW itself) go to the network', () => {
    for (const path of ['/Dia%201.MP3', '/media/sales-video.mp4', '/sw.js', '/manifest.webmanifest']) {
      expect(navigationTarget(path)).toEqual({ kind: 'network' });
    }
  });
});

describe('daily meditations', () => {
  it('recognises the addresses the day screen plays', () => {
    for (let day = 1; day <= 21; day += 1) expect(dailyAudioDay(dailyAudioPath(day))).toBe(day);
    expect(dailyAudioDay('/dia 7.mp3')).toBe(7);
  });

  it('ignores other paths and days outside the programme', () => {
    for (const path of [
      '/dia%2022.MP3',
      '/dia%200.MP3',
      '/media/audio-marcos.m4a',
      '/dia%25zz.MP3',
      '/api/audio/1',
    ]) {
      expect(dailyAudioDay(path)).toBeUndefined();
    }
  });

  it('recognises the cues of a day, and no other /api address', () => {
    for (let day = 1; day <= 21; day += 1) expect(dailyCuesDay(dailyCuesPath(day))).toBe(day);
    for (const path of [
      '/api/audio/daily/22/cues',
      '/api/audio/daily/0/cues',
      '/api/audio/daily/1',
      '/api/audio/daily/1/cues/x',
      '/api/me',
    ]) {
      expect(dailyCuesDay(path)).toBeUndefined();
    }
  });

  it('keeps today and tomorrow, only today on day 21', () => {
    expect(offlineAudioDays(1)).toEqual([1, 2]);
    expect(offlineAudioDays(20)).toEqual([20, 21]);
    expect(offlineAudioDays(21)).toEqual([21]);
    expect(offlineAudioDays(0)).toEqual([]);
    expect(offlineAudioDays(22)).toEqual([]);
  });

  it('reads only well-formed cache requests from pages', () => {
    expect(cacheDailyAudioDays({ type: CACHE_DAILY_AUDIO, days: [3, 4] })).toEqual([3, 4]);
    expect(cacheDailyAudioDays({ type: CACHE_DAILY_AUDIO, days: [3, 3, 30, 'x', 4.5] })).toEqual([3]);
    // A page can never make the SW download the whole programme.
    expect(cacheDailyAudioDays({ type: CACHE_DAILY_AUDIO, days: [1, 2, 3, 4] })).toEqual([1, 2]);
    expect(cacheDailyAudioDays({ type: 'SKIP_WAITING' })).toBeUndefined();
    expect(cacheDailyAudioDays({ type: CACHE_DAILY_AUDIO, days: 'all' })).toBeUndefined();
    expect(cacheDailyAudioDays(null)).toBeUndefined();
  });
});

describe('downloadDailyAudioDay', () => {
  it('reads a page’s download request for one day of the programme', () => {
    expect(downloadDailyAudioDay({ type: DOWNLOAD_DAILY_AUDIO, day: 7 })).toBe(7);
  });

  it.each([
    ['another message', { type: 'CACHE_DAILY_AUDIO', day: 7 }],
    ['no day', { type: DOWNLOAD_DAILY_AUDIO }],
    ['day 0', { type: DOWNLOAD_DAILY_AUDIO, day: 0 }],
    ['day 22', { type: DOWNLOAD_DAILY_AUDIO, day: 22 }],
    ['a fraction', { type: DOWNLOAD_DAILY_AUDIO, day: 1.5 }],
    ['a string', { type: DOWNLOAD_DAILY_AUDIO, day: '3' }],
    ['null', null],
  ])('ignores %s', (_case, data) => {
    expect(downloadDailyAudioDay(data)).toBeUndefined();
  });
});
