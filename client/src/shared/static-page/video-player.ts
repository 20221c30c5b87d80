import { isMobile } from '../device.ts';
import { nextVideoState, toggleWillPause, type VideoSignal, type VideoState } from './video-state.ts';

export interface VideoPlayerOptions {
  /** Called on every time update while the video plays (landing progress bar). */
  onTime?: (currentTime: number, duration: number) => void;
}

const MEDIA_SIGNALS: Record<string, VideoSignal> = {
  playing: 'playing',
  waiting: 'waiting',
  stalled: 'waiting',
  pause: 'pause',
  ended: 'ended',
  error: 'error',
};

/**
 * Wires a prerendered `[data-video]` figure (see sales-video.tsx): every `[data-video-toggle]` plays or pauses,
 * the figure's `data-state` follows the video (CSS shows the overlay, spinner or nothing), and each toggle's
 * `[data-video-label]` text swaps between its `data-play-label` and `data-pause-label`.
 *
 * On mobile the video starts muted, so play() cannot be refused by a strict autoplay policy, and the first
 * tap that starts it also unmutes it (spec §4). Nothing is downloaded before that tap (preload="none").
 */
function attachVideoPlayer(figure: HTMLElement, options: VideoPlayerOptions = {}): void {
  const video = figure.querySelector('video');
  if (video === null) return;
  const toggles = [...figure.querySelectorAll<HTMLButtonElement>('[data-video-toggle]')];
  let state: VideoState = 'idle';
  let unmuteOnPlay = isMobile();
  if (unmuteOnPlay) video.muted = true;

  const show = (signal: VideoSignal) => {
    state = nextVideoState(state, signal);
    figure.dataset.state = state;
    const pausing = toggleWillPause(state);
    // A toggle's name is its own text (visible, or hidden while the video plays), never a separate label.
    for (const toggle of toggles) {
      const label = pausing ? toggle.dataset.pauseLabel : toggle.dataset.playLabel;
      const text = toggle.querySelector('[data-video-label]');
      if (text !== null && label !== undefined) text.textContent = label;
    }
  };

  for (const [event, signal] of Object.entries(MEDIA_SIGNALS)) {
    video.addEventListener(event, () => {
      show(signal);
    });
  }
  if (options.onTime) {
    const onTime = options.onTime;
    video.addEventListener('timeupdate', () => {
      onTime(video.currentTime, video.duration);
    });
  }

  const play = () => {
    show('requested');
    video.play().then(
      () => {
        if (unmuteOnPlay) {
          video.muted = false;
          unmuteOnPlay = false;
        }
      },
      (error: unknown) => {
        // A pause while loading aborts play(): the pause event already set the state.
        if (!(error instanceof DOMException && error.name === 'AbortError')) show('error');
      },
    );
  };

  for (const toggle of toggles) {
    toggle.addEventListener('click', () => {
      if (toggleWillPause(state)) video.pause();
      else play();
    });
  }
}

/** Every prerendered video on the page. */
export function attachVideoPlayers(options: VideoPlayerOptions = {}): void {
  for (const figure of document.querySelectorAll<HTMLElement>('[data-video]'))
    attachVideoPlayer(figure, options);
}
