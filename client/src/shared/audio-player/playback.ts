// The app's one audio element and what it plays, above the router: a screen asks it to load or play a track,
// and the meditation goes on while the person moves between screens or turns the screen off. The lock screen
// and a headset drive it through the Media Session API. Plain module state read with useSyncExternalStore.
import { useSyncExternalStore } from 'react';
import { listenedFraction, mergeRanges, rangesOf, type TimeRange } from './listened.ts';
import {
  type MediaFields,
  mediaMetadataInit,
  positionStateOf,
  resumePosition,
  seekTarget,
} from './media-session.ts';

export interface Track extends MediaFields {
  /** One key per file, e.g. 'day-3': the same key is the same track (loading it again changes nothing). */
  key: string;
  src: string;
  /** The screen the track belongs to (the mini player links back to it). */
  href: string;
  /** 0–1 */
  volume: number;
}

type PlaybackStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface PlaybackState {
  track: Track | null;
  status: PlaybackStatus;
  playing: boolean;
  /** Played since it was loaded: other screens show the mini player only then. */
  started: boolean;
  position: number;
  duration: number;
  volume: number;
  /** Share heard on this device since the app opened (0–1): the union of the played ranges. */
  listened: number;
  /** Where the track resumed (seconds), until the person plays from elsewhere or starts over. */
  resumedFrom: number | null;
  /** Counts the times it played to the end, so a listener can react to each end once. */
  endings: number;
}

export interface LoadOptions {
  /** The share already heard by the log (0–1): playback resumes there. */
  loggedFraction?: number;
}

const idle: PlaybackState = {
  track: null,
  status: 'idle',
  playing: false,
  started: false,
  position: 0,
  duration: Number.NaN,
  volume: 1,
  listened: 0,
  resumedFrom: null,
  endings: 0,
};

let state: PlaybackState = idle;
const listeners = new Set<() => void>();
let element: HTMLAudioElement | null = null;
let pendingResume: LoadOptions = {};
/** Heard ranges per track key: a track loaded again keeps what was heard before. */
const heard = new Map<string, TimeRange[]>();
let lastKept = 0;
/** MediaError.MEDIA_ERR_NETWORK: the file stopped arriving (not a file the browser cannot play). */
const NETWORK_ERROR = 2;
/** Network errors of one load that are tried again by themselves before the player shows the error. */
const AUTOMATIC_RETRIES = 2;
let automaticRetries = 0;

const POSITION_KEY = 'detox_audio_position:';
/** The position is kept on the device this often while playing, and at each pause and seek. */
const KEEP_EVERY_MS = 5000;

function update(change: Partial<PlaybackState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

function keptPosition(key: string): number {
  try {
    return Number(localStorage.getItem(POSITION_KEY + key) ?? 0) || 0;
  } catch {
    return 0;
  }
}

function keepPosition(key: string, seconds: number | null): void {
  try {
    if (seconds === null) localStorage.removeItem(POSITION_KEY + key);
    else localStorage.setItem(POSITION_KEY + key, String(Math.floor(seconds)));
  } catch {
    // Private mode or a full storage: resuming falls back to the log.
  }
}

function measure(audio: HTMLAudioElement): number {
  const key = state.track?.key;
  if (!key) return 0;
  const ranges = mergeRanges([...(heard.get(key) ?? []), ...rangesOf(audio.played)]);
  heard.set(key, ranges);
  return listenedFraction(ranges, audio.duration);
}

function mediaSession(): MediaSession | undefined {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : undefined;
}

function reportPosition(audio: HTMLAudioElement): void {
  const session = mediaSession();
  const position = positionStateOf(audio.duration, audio.currentTime, audio.playbackRate);
  if (!session || !position || typeof session.setPositionState !== 'function') return;
  try {
    session.setPositionState(position);
  } catch {
    // A browser that disagrees about the figures: the lock screen shows no bar, playback goes on.
  }
}

function setHandler(session: MediaSession, action: MediaSessionAction, handler: MediaSessionActionHandler) {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // An action this browser does not know.
  }
}

function installActionHandlers(): void {
  const session = mediaSession();
  if (!session) return;
  setHandler(session, 'play', () => {
    play();
  });
  setHandler(session, 'pause', () => {
    pause();
  });
  setHandler(session, 'seekbackward', (details) => {
    seekTo(seekTarget('seekbackward', element?.currentTime ?? 0, details.seekOffset));
  });
  setHandler(session, 'seekforward', (details) => {
    seekTo(seekTarget('seekforward', element?.currentTime ?? 0, details.seekOffset));
  });
  setHandler(session, 'seekto', (details) => {
    if (details.seekTime !== undefined) seekTo(details.seekTime);
  });
}

function audioElement(): HTMLAudioElement {
  if (element) return element;
  const audio = document.createElement('audio');
  audio.preload = 'metadata';
  // In the document, out of sight: the page's controls are the app's own.
  audio.hidden = true;
  audio.addEventListener('loadedmetadata', () => {
    const track = state.track;
    let resumedFrom: number | null = null;
    if (track) {
      const logged = Math.min(Math.max(pendingResume.loggedFraction ?? 0, 0), 1) * audio.duration;
      // What the log says was heard counts as heard from the start, as resuming assumes: so the share this
      // device reports covers it and the rest heard here.
      if (Number.isFinite(logged) && logged > 0) {
        heard.set(track.key, mergeRanges([...(heard.get(track.key) ?? []), [0, logged]]));
      }
      const start = resumePosition(
        audio.duration,
        pendingResume.loggedFraction ?? 0,
        keptPosition(track.key),
      );
      if (start > 0) {
        audio.currentTime = start;
        resumedFrom = start;
      }
    }
    pendingResume = {};
    update({
      status: 'ready',
      duration: audio.duration,
      position: audio.currentTime,
      resumedFrom,
      listened: measure(audio),
    });
    reportPosition(audio);
  });
  audio.addEventListener('durationchange', () => {
    update({ duration: audio.duration });
    reportPosition(audio);
  });
  audio.addEventListener('timeupdate', () => {
    update({ position: audio.currentTime, listened: measure(audio) });
    reportPosition(audio);
    const key = state.track?.key;
    if (key && !audio.paused && Date.now() - lastKept > KEEP_EVERY_MS) {
      lastKept = Date.now();
      keepPosition(key, audio.currentTime);
    }
  });
  audio.addEventListener('play', () => {
    update({ playing: true, started: true });
    const session = mediaSession();
    if (session) session.playbackState = 'playing';
  });
  audio.addEventListener('pause', () => {
    update({ playing: false, listened: measure(audio) });
    const session = mediaSession();
    if (session) session.playbackState = 'paused';
    if (state.track && !audio.ended) keepPosition(state.track.key, audio.currentTime);
  });
  audio.addEventListener('ratechange', () => {
    reportPosition(audio);
  });
  audio.addEventListener('seeked', () => {
    update({ position: audio.currentTime });
    reportPosition(audio);
  });
  audio.addEventListener('ended', () => {
    if (state.track) keepPosition(state.track.key, null);
    update({ playing: false, listened: measure(audio), endings: state.endings + 1, resumedFrom: null });
  });
  audio.addEventListener('error', () => {
    // An error of an element with no source yet (a fresh element) is not the track's.
    if (!state.track) return;
    // A read cut off mid-file (patchy 4G; in the e2e, a range the service worker sliced from its kept copy, aborted
    // while it was writing the next day) is tried again at once, from where it was, before the player says the audio
    // is unavailable. Bounded per load: a file that keeps failing does get "Áudio indisponível".
    if (audio.error?.code === NETWORK_ERROR && automaticRetries < AUTOMATIC_RETRIES) {
      automaticRetries++;
      const wasPlaying = state.playing;
      keepPosition(state.track.key, audio.currentTime);
      pendingResume = {};
      update({ status: 'loading' });
      audio.load();
      if (wasPlaying) audio.play().catch(() => undefined);
      return;
    }
    update({ playing: false, status: 'error' });
  });
  document.body.append(audio);
  element = audio;
  installActionHandlers();
  return audio;
}

/** Loads a track (paused, its duration read ahead) unless it is the one loaded; resumes where it was left. */
export function load(track: Track, options: LoadOptions = {}): void {
  if (state.track?.key === track.key && state.status !== 'error') return;
  const audio = audioElement();
  if (!audio.paused) audio.pause();
  pendingResume = options;
  automaticRetries = 0;
  update({
    ...idle,
    track,
    status: 'loading',
    volume: track.volume,
    listened: 0,
    endings: state.endings,
  });
  audio.volume = track.volume;
  audio.src = track.src;
  audio.load();
  const session = mediaSession();
  if (session && typeof MediaMetadata !== 'undefined') {
    session.metadata = new MediaMetadata(mediaMetadataInit(track, window.location.origin));
    session.playbackState = 'paused';
  }
}

/** Plays the loaded track; with a track, loads it first when another one is loaded. */
function play(track?: Track, options?: LoadOptions): void {
  if (track) load(track, options);
  const audio = element;
  if (!audio || !state.track) return;
  // One sound at a time: a coaching or personalised audio playing in its own player stops.
  for (const other of document.querySelectorAll('audio')) if (other !== audio) other.pause();
  // A play() refused by the browser or the network surfaces as the element's error event.
  audio.play().catch(() => undefined);
}

function pause(): void {
  element?.pause();
}

function seekTo(seconds: number): void {
  const audio = element;
  if (!audio || !state.track) return;
  const end = Number.isFinite(audio.duration) ? audio.duration : Math.max(0, seconds);
  audio.currentTime = Math.min(Math.max(0, seconds), end);
  update({ position: audio.currentTime, resumedFrom: null });
  keepPosition(state.track.key, audio.currentTime);
  reportPosition(audio);
}

function seekBy(seconds: number): void {
  seekTo((element?.currentTime ?? 0) + seconds);
}

/** "Recomeçar": from the start, forgetting the resume point. */
function restart(): void {
  seekTo(0);
}

function setVolume(volume: number): void {
  if (element) element.volume = volume;
  update({ volume });
}

/** After an error: load the same file again, from where it was. */
export function retry(): void {
  const audio = element;
  if (!audio || !state.track) return;
  pendingResume = {};
  automaticRetries = 0;
  update({ status: 'loading' });
  audio.load();
}

/** Stops and forgets the track (sign-out). */
export function stop(): void {
  const audio = element;
  if (audio) {
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
  }
  update({ ...idle, endings: state.endings });
  const session = mediaSession();
  if (session) {
    session.metadata = null;
    session.playbackState = 'none';
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function playbackState(): PlaybackState {
  return state;
}

const serverState = () => idle;

/** The playback state, re-rendering on each change (a few times a second while playing). */
export function usePlayback(): PlaybackState {
  return useSyncExternalStore(subscribe, playbackState, serverState);
}

export const playback = {
  load,
  play,
  pause,
  seekTo,
  seekBy,
  restart,
  setVolume,
  retry,
  stop,
  subscribe,
  playbackStateNow: playbackState,
};
