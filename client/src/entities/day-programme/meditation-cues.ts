/** What the day's meditation says from `start` to `end` seconds (GET /api/audio/daily/:day/cues). */
export interface MeditationCue {
  start: number;
  end: number;
  text: string;
}

/**
 * The phrase to show at `seconds`: the last one that has started, so a phrase stays on screen through the
 * silence after it; none before the first.
 */
export function cueIndexAt(cues: readonly MeditationCue[], seconds: number): number {
  let low = 0;
  let high = cues.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((cues[middle]?.start ?? Infinity) <= seconds) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}
