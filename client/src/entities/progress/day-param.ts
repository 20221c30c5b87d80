import { TOTAL_DAYS } from '@detox/fixtures/schema';

/** Day from `?day=` (spec §2): missing means day 1; anything but a whole number 1-21 is unknown (null). */
export function parseDayParam(value: string | null): number | null {
  if (value === null || value.trim() === '') return 1;
  if (!/^\d+$/.test(value.trim())) return null;
  const day = Number(value.trim());
  return day >= 1 && day <= TOTAL_DAYS ? day : null;
}
