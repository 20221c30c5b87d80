/** A played stretch of the audio, in seconds. */
export type TimeRange = readonly [start: number, end: number];

/** Sorted, non-overlapping ranges covering the same time; empty or inverted ranges are dropped. */
export function mergeRanges(ranges: readonly TimeRange[]): TimeRange[] {
  // Plain sort and index access: the build targets Chrome 87 WebViews, without toSorted or at().
  const sorted = ranges.filter(([start, end]) => end > start).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * The share of the audio actually heard, 0–1: the union of the played ranges over the duration. Seeking ahead
 * leaves a gap in the ranges, so skipping to the end does not count as listening.
 */
export function listenedFraction(ranges: readonly TimeRange[], duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  const heard = mergeRanges(ranges).reduce(
    (sum, [start, end]) => sum + Math.max(0, Math.min(end, duration) - Math.max(start, 0)),
    0,
  );
  return Math.min(1, heard / duration);
}

/** The media element's played TimeRanges as plain ranges. */
export function rangesOf(timeRanges: TimeRanges): TimeRange[] {
  return Array.from({ length: timeRanges.length }, (_, index) => [
    timeRanges.start(index),
    timeRanges.end(index),
  ]);
}

/** "m:ss" for a position in seconds; unknown times show as 0:00. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
