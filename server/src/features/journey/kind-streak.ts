import { localTime } from '../push/index.ts';
// Streaks that are kind (issue 24): the day ends at midnight where the person lives, and one missed day a week
// is a "dia de descanso" that pauses the streak instead of wiping it.

/** The day boundary when the person set none (the reminders' default). */
export const DEFAULT_STREAK_TIME_ZONE = 'America/Sao_Paulo';
/** Two rest days at least this many days apart: one a week. */
const REST_DAY_SPACING = 7;
/** How far back a streak is followed (the programme has 21 days; restarts may add more). */
const MAX_DAYS_BACK = 400;

export interface KindStreak {
  /** Calendar days with a programme day completed, in the streak. */
  days: number;
  /** The missed days (YYYY-MM-DD, newest first) the streak rested on. */
  restDays: string[];
  /** Yesterday was a rest day and today is not done yet: the streak waits for today. */
  paused: boolean;
  /** No rest day in the last week: missing today would not break the streak either. */
  restDayAvailable: boolean;
  /** The person's today (YYYY-MM-DD) in the time zone the streak was counted in. */
  today: string;
  timeZone: string;
}

/** The calendar date (YYYY-MM-DD) of a moment in a time zone: the reminders' own reading of a local day. */
export function localDate(at: Date, timeZone: string): string {
  return localTime(at, timeZone).date;
}

/** A time zone this runtime knows, or the default. */
export function streakTimeZone(name: string | undefined): string {
  if (!name) return DEFAULT_STREAK_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name;
  } catch {
    return DEFAULT_STREAK_TIME_ZONE;
  }
}

function shiftDate(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const daysBetween = (later: string, earlier: string) =>
  Math.round((Date.parse(`${later}T12:00:00Z`) - Date.parse(`${earlier}T12:00:00Z`)) / 86_400_000);

/**
 * The streak ending today (or yesterday: today is not over), counted on the person's calendar. Walking back
 * day by day, a day with a completion adds one; a day without is a rest day when no other rest day is within a
 * week of it, and ends the streak otherwise. Rest days count only between completed days.
 */
export function kindStreak(completedAt: readonly string[], now: Date, timeZoneName?: string): KindStreak {
  const timeZone = streakTimeZone(timeZoneName);
  const dates = new Set(completedAt.map((at) => localDate(new Date(at), timeZone)));
  const today = localDate(now, timeZone);
  let date = dates.has(today) ? today : shiftDate(today, -1);
  let days = 0;
  const restDays: string[] = [];
  let pending: string | null = null;
  for (let step = 0; step < MAX_DAYS_BACK; step++, date = shiftDate(date, -1)) {
    if (dates.has(date)) {
      days++;
      if (pending !== null) restDays.push(pending);
      pending = null;
      continue;
    }
    const lastRest = pending ?? restDays[restDays.length - 1];
    if (pending !== null || (lastRest !== undefined && daysBetween(lastRest, date) < REST_DAY_SPACING)) break;
    pending = date;
  }
  const yesterday = shiftDate(today, -1);
  const paused = days > 0 && !dates.has(today) && restDays[0] === yesterday;
  const newestRest = restDays[0];
  const restDayAvailable = newestRest === undefined || daysBetween(today, newestRest) >= REST_DAY_SPACING;
  return { days, restDays, paused, restDayAvailable, today, timeZone };
}
