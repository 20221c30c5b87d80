/** Access rules for purchases (see docs/decisions/0005-kirvano-access.md). */

/** A one-time purchase opens the programme for a year (the admin webhook test's default expiry, spec §9). */
export const ONE_TIME_ACCESS_DAYS = 365;

/** Months per Kirvano `plan.charge_frequency`, used only when a notification lacks `next_charge_date`. */
const MONTHS_PER_CHARGE: Record<string, number> = {
  MONTHLY: 1,
  BIMONTHLY: 2,
  QUARTERLY: 3,
  SEMIANNUALLY: 6,
  SEMIANNUAL: 6,
  ANNUALLY: 12,
  YEARLY: 12,
};
const DEFAULT_MONTHS_PER_CHARGE = 1;

const DAY_MS = 86_400_000;

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * DAY_MS).toISOString();
}

function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString();
}

/** The end of a paid period that starts at `start`. */
export function periodEnd(start: string, chargeFrequency: string | null): string {
  const months = MONTHS_PER_CHARGE[chargeFrequency?.toUpperCase() ?? ''] ?? DEFAULT_MONTHS_PER_CHARGE;
  return addMonths(start, months);
}
