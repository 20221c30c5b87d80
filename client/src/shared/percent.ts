/** A progress value as shown: rounded and clamped to 0–100 (spec §5); anything not a number shows as 0. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}
