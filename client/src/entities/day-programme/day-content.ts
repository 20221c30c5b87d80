import { week1Days } from '@detox/fixtures/programme/week1';
import { week2Days } from '@detox/fixtures/programme/week2';
import { week3Days } from '@detox/fixtures/programme/week3';
import type { ProgrammeDay, TaskGuide } from '@detox/fixtures/schema';

// Content is imported by file, not through the fixtures index: the index also holds the meditation scripts and
// demo journeys, about 120 kB of JavaScript (gzip) a phone on 4G should not download for this screen.
const programme: readonly ProgrammeDay[] = [...week1Days, ...week2Days, ...week3Days];

/** The programme day (title, theme, reflection prompt, audio title), from the content fixtures. */
export function programmeDay(day: number): ProgrammeDay | undefined {
  return programme.find((entry) => entry.day === day);
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
