import { describe, expect, it } from 'vitest';
import { dailyAudioPath, dayOfTrackKey, dayTrack, dayTrackKey, dayTrackTitle } from './day-audio.ts';

describe('dailyAudioPath', () => {
  it.each([
    [1, '/Dia%201.MP3'],
    [2, '/dia%202.MP3'],
    [21, '/dia%2021.MP3'],
  ])('day %i → %s', (day, path) => {
    expect(dailyAudioPath(day)).toBe(path);
  });
});

describe('the day as a track', () => {
  it('names the day and its theme for the lock screen', () => {
    const track = dayTrack(3, ' Silêncio digital ', 0.7);
    expect(track.title).toBe('Dia 3 · Silêncio digital');
    expect(track.artist).toBe('Detox Digital 21 Dias');
    expect(track.artwork.map((image) => image.src)).toEqual(['/icons/icon-192.png', '/icons/icon-512.png']);
    expect(track.href).toBe('/daily-challenge?day=3');
    expect(track.src).toBe('/dia%203.MP3');
  });

  it('a day with no theme is just the day', () => {
    expect(dayTrackTitle(5, '')).toBe('Dia 5');
  });

  it('reads the day back from the key, and nothing from another key', () => {
    expect(dayOfTrackKey(dayTrackKey(21))).toBe(21);
    expect(dayOfTrackKey('coaching-3')).toBeUndefined();
  });
});
