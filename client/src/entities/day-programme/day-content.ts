import type { ProgrammeDay, TaskGuide } from '@detox/fixtures/schema';
import { withRetries } from '../../shared/with-retries.ts';

// Content is imported by file, not through the fixtures index: the index also holds the meditation scripts and
// demo journeys, about 120 kB of JavaScript (gzip) a phone on 4G should not download for this screen. And one week
// at a time: a day screen shows one day, and the three weeks' texts were 46 kB of the screen's code (issue 23 item 7).
const programmeWeeks = {
  1: async () => (await import('@detox/fixtures/programme/week1')).week1Days,
  2: async () => (await import('@detox/fixtures/programme/week2')).week2Days,
  3: async () => (await import('@detox/fixtures/programme/week3')).week3Days,
} satisfies Record<1 | 2 | 3, () => Promise<readonly ProgrammeDay[]>>;

const loadingWeeks = new Map<1 | 2 | 3, Promise<readonly ProgrammeDay[]>>();
const loadedWeeks = new Map<1 | 2 | 3, readonly ProgrammeDay[]>();

/** The week's days if they are already here (then a screen shows them without waiting a render). */
export const loadedProgrammeWeek = (week: 1 | 2 | 3) => loadedWeeks.get(week);

/**
 * The programme days (title, theme, reflection, tasks, audio title) of a week, loaded once and shared: the app's
 * entry starts the week of the day in the address (app/first-reads.ts), the day screen reads it. A failed load is
 * forgotten, so the next attempt loads again.
 */
export function programmeWeek(week: 1 | 2 | 3): Promise<readonly ProgrammeDay[]> {
  const loading = loadingWeeks.get(week);
  if (loading) return loading;
  // Its code is a chunk: one cut by a bad connection is asked for again, as every screen's (shared/with-retries.ts).
  const load = withRetries(programmeWeeks[week]);
  load.then(
    (days) => loadedWeeks.set(week, days),
    () => loadingWeeks.delete(week),
  );
  loadingWeeks.set(week, load);
  return load;
}

/** Week 1 holds days 1–7, week 2 days 8–14, week 3 days 15–21. */
export function weekOfDay(day: number): 1 | 2 | 3 {
  if (day <= 7) return 1;
  return day <= 14 ? 2 : 3;
}

const guidesByWeek = {
  1: async () => (await import('@detox/fixtures/task-guides/week1')).week1TaskGuides,
  2: async () => (await import('@detox/fixtures/task-guides/week2')).week2TaskGuides,
  3: async () => (await import('@detox/fixtures/task-guides/week3')).week3TaskGuides,
} satisfies Record<1 | 2 | 3, () => Promise<Record<string, TaskGuide>>>;

/**
 * The task guides of the day's week, fetched when the tasks are shown (about 25 kB gzip a week), so the
 * day opens without them and a guide is at hand by the time someone taps 'Como fazer'.
 */
export function loadTaskGuides(day: number): Promise<Readonly<Record<string, TaskGuide>>> {
  return guidesByWeek[weekOfDay(day)]();
}
