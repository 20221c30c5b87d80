import { TOTAL_DAYS } from '@detox/fixtures';

/** A day and how many subscribers active in the last week are on it (their current day). */
export interface DayInUse {
  day: number;
  subscribers: number;
}

/**
 * The order the warm-up makes the 21 meditations in: first the days subscribers active in the last week are on
 * (the most listeners first), then the day after each of those (tomorrow's play), then the rest from day 1.
 * Each day once; days outside 1–21 are ignored.
 */
export function warmUpOrder(inUse: readonly DayInUse[]): number[] {
  const valid = (day: number) => Number.isInteger(day) && day >= 1 && day <= TOTAL_DAYS;
  const current = inUse
    .filter((entry) => valid(entry.day) && entry.subscribers > 0)
    .sort((a, b) => b.subscribers - a.subscribers || a.day - b.day)
    .map((entry) => entry.day);
  const next = current.map((day) => day + 1).filter(valid);
  const rest = Array.from({ length: TOTAL_DAYS }, (_, index) => index + 1);
  return [...new Set([...current, ...next, ...rest])];
}
