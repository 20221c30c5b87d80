/**
 * The video sales page's progress bar fills at twice the real ratio, capped at 100% (spec §9), so the
 * video feels shorter than it is. Returns a percentage; 0 while the duration is unknown.
 */
export function displayedProgressPercent(currentTime: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime)) return 0;
  return Math.min(100, Math.max(0, (currentTime / duration) * 200));
}
