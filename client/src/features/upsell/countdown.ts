/**
 * The upsell countdown (spec §4, §9): from 900 s down to 0, where it stops. Measured from when the visitor
 * first saw the offer in this browser session, so a reload does not start the clock over.
 */
export function remainingSeconds(startedAtMs: number, nowMs: number, totalSeconds: number): number {
  const elapsed = Math.floor(Math.max(0, nowMs - startedAtMs) / 1000);
  return Math.max(0, totalSeconds - elapsed);
}

/** "15:00", "09:05", "00:00". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
