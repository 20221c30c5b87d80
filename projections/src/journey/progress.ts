import { TASKS_PER_DAY, TOTAL_DAYS, WEEKLY_CHALLENGE_UNLOCK_DAYS } from '@detox/fixtures';
import { DAY_WEIGHTS, reflectionCounts } from '@detox/fixtures/journey-rules';
import type { DayProgress, JourneyState } from './journey-state.ts';

// The rule constants live in fixtures (journey-rules.ts), shared with the client; re-exported for the server.
export {
  AUDIO_PLAYED_THRESHOLD,
  DAY_WEIGHTS,
  REFLECTION_MIN_CHARS,
  reflectionCounts,
} from '@detox/fixtures/journey-rules';

export type DayStatus = 'locked' | 'available' | 'in_progress' | 'completed';

export function tasksDone(day: DayProgress): number {
  return Object.values(day.tasks).filter(Boolean).length;
}

/** The day-completion counter: (tasks done + audio + reflection) / (tasks + 2), as a rounded percentage. */
export function dailyChallengePercent(day: DayProgress): number {
  const done = tasksDone(day) + (day.audioPlayed ? 1 : 0) + (reflectionCounts(day.reflection) ? 1 : 0);
  return Math.round((done / (TASKS_PER_DAY + 2)) * 100);
}

export function tasksPercent(day: DayProgress): number {
  return Math.round((tasksDone(day) / TASKS_PER_DAY) * 100);
}

/**
 * Weighted mean of the four parts, renormalised over the counted ones: the daily challenge and the questionnaire
 * always count; tasks and AI coaching only when above 0. Clamped to 0–100.
 */
export function dayTotalPercent(day: DayProgress, coachingPercent = 0): number {
  const parts: [number, number][] = [
    [DAY_WEIGHTS.dailyChallenge, dailyChallengePercent(day)],
    [DAY_WEIGHTS.questionnaire, day.questionnaire ? 100 : 0],
  ];
  const tasks = tasksPercent(day);
  if (tasks > 0) parts.push([DAY_WEIGHTS.tasks, tasks]);
  if (coachingPercent > 0) parts.push([DAY_WEIGHTS.coaching, coachingPercent]);
  const weight = parts.reduce((sum, [w]) => sum + w, 0);
  const total = parts.reduce((sum, [w, value]) => sum + w * value, 0) / weight;
  return Math.min(100, Math.max(0, Math.round(total)));
}

/** A day counts as completed when its flag is set and its questionnaire is answered (spec §4). */
export function dayIsCompleted(day: DayProgress | undefined): boolean {
  return Boolean(day?.completed && day.questionnaire);
}

/** Day 1 is always open; day N once day N−1 is completed. */
export function dayIsOpen(state: JourneyState, day: number): boolean {
  return day === 1 || dayIsCompleted(state.days[day - 2]);
}

export function dayStatus(state: JourneyState, day: number, coachingPercent = 0): DayStatus {
  const progress = state.days[day - 1];
  if (!progress || !dayIsOpen(state, day)) return 'locked';
  if (dayIsCompleted(progress)) return 'completed';
  return dayTotalPercent(progress, coachingPercent) > 0 ? 'in_progress' : 'available';
}

export function daysCompleted(state: JourneyState): number {
  return state.days.filter(dayIsCompleted).length;
}

/** The first day not yet completed, capped at 21 (spec: currentDay = min(day + 1, 21)). */
export function currentDay(state: JourneyState): number {
  const next = state.days.find((day) => !dayIsCompleted(day));
  return next ? next.day : TOTAL_DAYS;
}

/** True once all 21 days are completed ("currentDay beyond 21"). */
export function journeyCompleted(state: JourneyState): boolean {
  return daysCompleted(state) === TOTAL_DAYS;
}

/** Weekly challenge w unlocks once the subscriber reaches day 7, 14 or 21. */
export function weeklyChallengeUnlocked(state: JourneyState, week: number): boolean {
  const unlockDay = WEEKLY_CHALLENGE_UNLOCK_DAYS[week - 1];
  return unlockDay !== undefined && (journeyCompleted(state) || currentDay(state) >= unlockDay);
}

/** What is still missing before a day can be completed, in the order the screen lists it. */
export function missingForCompletion(
  day: DayProgress,
): ('tasks' | 'audio' | 'reflection' | 'questionnaire')[] {
  const missing: ('tasks' | 'audio' | 'reflection' | 'questionnaire')[] = [];
  if (tasksDone(day) < TASKS_PER_DAY) missing.push('tasks');
  if (!day.audioPlayed) missing.push('audio');
  if (!reflectionCounts(day.reflection)) missing.push('reflection');
  if (!day.questionnaire) missing.push('questionnaire');
  return missing;
}
