import { describe, expect, it } from 'vitest';
import { dailyAudioPath } from './day-audio.ts';

describe('dailyAudioPath', () => {
  it.each([
    [1, '/Dia%201.MP3'],
    [2, '/dia%202.MP3'],
    [21, '/dia%2021.MP3'],
  ])('day %i → %s', (day, path) => {
    expect(dailyAudioPath(day)).toBe(path);
  });
});
