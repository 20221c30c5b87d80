/**
 * Sales video states (spec §4 "Other"): not playing, playing, paused, buffering. Pure, so the DOM code
 * in video-player.ts only maps media events here and the result to `data-state`.
 */
export type VideoState = 'idle' | 'playing' | 'paused' | 'buffering';

/** What the <video> element reported (its media events), plus the visitor's own request to play. */
export type VideoSignal = 'requested' | 'playing' | 'waiting' | 'pause' | 'ended' | 'error';

export function nextVideoState(state: VideoState, signal: VideoSignal): VideoState {
  switch (signal) {
    case 'requested':
      // Until the first frame plays the visitor sees a spinner, not a frozen play button.
      return state === 'playing' ? state : 'buffering';
    case 'playing':
      return 'playing';
    case 'waiting':
      return state === 'paused' || state === 'idle' ? state : 'buffering';
    case 'pause':
      return state === 'idle' ? state : 'paused';
    case 'ended':
    case 'error':
      return 'idle';
  }
}

/** The toggle pauses while the video plays or loads, and plays otherwise. */
export const toggleWillPause = (state: VideoState) => state === 'playing' || state === 'buffering';
