// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { load, playbackState, retry, stop, type Track } from './playback.ts';

/**
 * A read cut off mid-file: seen in journey.e2e under load, where the service worker's range from its kept copy was
 * aborted and the player went "Áudio indisponível" at once (error 2, PIPELINE_ERROR_READ). A network error is tried
 * again by itself, from where it was, a bounded number of times per load; another kind of error is shown at once.
 */
const track: Track = {
  key: 'dia-1',
  src: '/Dia%201.MP3',
  href: '/daily-challenge?day=1',
  volume: 1,
  title: 'Dia 1',
  artist: 'Detox Digital 21 Dias',
  album: 'Meditações guiadas',
  artwork: [],
};

function theElement(): HTMLAudioElement {
  const audio = document.querySelector('audio');
  if (!audio) throw new Error('sem elemento de áudio');
  return audio;
}

/** The element fails with this MediaError code, as the browser reports it. */
function failWith(audio: HTMLAudioElement, code: number) {
  Object.defineProperty(audio, 'error', { configurable: true, value: { code, message: 'falha' } });
  audio.dispatchEvent(new Event('error'));
}

describe('the player after an error', () => {
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  it('loads the file again by itself after a network error, twice at most per load, then shows the error', () => {
    const reload = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    load(track);
    const audio = theElement();
    const loadsAtStart = reload.mock.calls.length;

    failWith(audio, 2);
    expect(playbackState().status).toBe('loading');
    failWith(audio, 2);
    expect(playbackState().status).toBe('loading');
    expect(reload.mock.calls.length - loadsAtStart).toBe(2);

    failWith(audio, 2);
    expect(playbackState().status).toBe('error');

    // "Tentar novamente" starts the count again.
    retry();
    failWith(audio, 2);
    expect(playbackState().status).toBe('loading');
  });

  it('shows a file the browser cannot play at once', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    load(track);
    failWith(theElement(), 4);
    expect(playbackState().status).toBe('error');
  });
});
