import { describe, expect, it } from 'vitest';
import { nextVideoState, toggleWillPause, type VideoSignal, type VideoState } from './video-state.ts';

describe('nextVideoState', () => {
  it.each<[VideoState, VideoSignal, VideoState]>([
    ['idle', 'requested', 'buffering'],
    ['paused', 'requested', 'buffering'],
    ['playing', 'requested', 'playing'],
    ['buffering', 'playing', 'playing'],
    ['idle', 'playing', 'playing'],
    ['playing', 'waiting', 'buffering'],
    ['paused', 'waiting', 'paused'],
    ['idle', 'waiting', 'idle'],
    ['playing', 'pause', 'paused'],
    ['buffering', 'pause', 'paused'],
    ['idle', 'pause', 'idle'],
    ['playing', 'ended', 'idle'],
    ['buffering', 'error', 'idle'],
  ])('%s + %s → %s', (state, signal, expected) => {
    expect(nextVideoState(state, signal)).toBe(expected);
  });
});

describe('toggleWillPause', () => {
  it.each<[VideoState, boolean]>([
    ['idle', false],
    ['paused', false],
    ['playing', true],
    ['buffering', true],
  ])('%s → %s', (state, expected) => {
    expect(toggleWillPause(state)).toBe(expected);
  });
});
