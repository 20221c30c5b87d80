import { describe, expect, it } from 'vitest';
import {
  mediaMetadataInit,
  minutesLeft,
  positionStateOf,
  resumePosition,
  SEEK_STEP_SECONDS,
  seekTarget,
} from './media-session.ts';

describe('mediaMetadataInit', () => {
  it('gives the system absolute artwork addresses', () => {
    const init = mediaMetadataInit(
      {
        title: 'Dia 2 · Atenção plena',
        artist: 'Detox Digital 21 Dias',
        album: 'Meditações guiadas',
        artwork: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      'https://detox.example',
    );
    expect(init.artwork).toEqual([
      { src: 'https://detox.example/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    ]);
    expect(init.title).toBe('Dia 2 · Atenção plena');
  });
});

describe('positionStateOf', () => {
  it.each<[string, number, number, number, MediaPositionState | undefined]>([
    ['playing', 300, 42.5, 1, { duration: 300, position: 42.5, playbackRate: 1 }],
    ['unknown duration: none', Number.NaN, 10, 1, undefined],
    ['endless stream: none', Number.POSITIVE_INFINITY, 10, 1, undefined],
    ['past the end is the end', 300, 301, 1, { duration: 300, position: 300, playbackRate: 1 }],
    ['a paused rate of 0 reads as 1', 300, 10, 0, { duration: 300, position: 10, playbackRate: 1 }],
    ['fast', 300, 10, 2, { duration: 300, position: 10, playbackRate: 2 }],
  ])('%s', (_case, duration, position, rate, expected) => {
    expect(positionStateOf(duration, position, rate)).toEqual(expected);
  });
});

describe('seekTarget', () => {
  it('moves by the system’s offset, or by the player’s 10 s', () => {
    expect(seekTarget('seekforward', 50, undefined)).toBe(50 + SEEK_STEP_SECONDS);
    expect(seekTarget('seekbackward', 50, undefined)).toBe(40);
    expect(seekTarget('seekforward', 50, 30)).toBe(80);
    expect(seekTarget('seekbackward', 50, 0)).toBe(40);
  });
});

describe('resumePosition', () => {
  it.each<[string, number, number, number, number]>([
    ['nothing heard', 300, 0, 0, 0],
    ['the log’s share (another device)', 300, 0.4, 0, 120],
    ['this device went further', 300, 0.4, 200, 200],
    ['the log went further', 300, 0.9, 30, 270],
    ['a few seconds are not worth resuming', 300, 0.01, 0, 0],
    ['heard to the end: from the start', 300, 1, 0, 0],
    ['unknown duration', Number.NaN, 0.5, 0, 0],
  ])('%s', (_case, duration, fraction, kept, expected) => {
    expect(resumePosition(duration, fraction, kept)).toBe(expected);
  });
});

describe('minutesLeft', () => {
  it('whole minutes, rounded up, so it changes once a minute', () => {
    expect(minutesLeft(300, 0)).toBe(5);
    expect(minutesLeft(300, 1)).toBe(5);
    expect(minutesLeft(300, 60)).toBe(4);
    expect(minutesLeft(300, 290)).toBe(1);
    expect(minutesLeft(Number.NaN, 0)).toBeUndefined();
  });
});
