import { TASKS_PER_DAY, TOTAL_DAYS, WEEKLY_CHALLENGE_UNLOCK_DAYS } from '@detox/fixtures';
import * as rules from '@detox/fixtures/journey-rules';
import type { DayProgress, JourneyState } from './journey-state.ts';

// The rules and their formulas live in fixtures (journey-rules.ts), shared with the client's offline overlay;
// here they are read off the server's fold of the journey. Re-exported for the server.
export {
  AUDIO_PLAYED_THRESHOLD,
  REFLECTION_MIN_CHARS,
  reflectionCounts,
} from '@detox/fixtures/journey-rules';

export function tasksDone(day: DayProgress): number {
  return Object.values(day.tasks).filter(Boolean).length;
}

/** The facts the shared formulas read, off the fold: a day has TASKS_PER_DAY tasks. */
function dayFacts(day: DayProgress): rules.DayFacts {
  return {
    tasksDone: tasksDone(day),
    tasksTotal: TASKS_PER_DAY,
    audioPlayed: day.audioPlayed,
    reflection: day.reflection,
    questionnaireAnswered: day.questionnaire !== null,
  };
}

export function dailyChallengeItems(day: DayProgress): { done: number; total: number } {
  return rules.dailyChallengeItems(dayFacts(day));
}

export function dailyChallengePercent(day: DayProgress): number {
  return rules.dailyChallengePercent(dayFacts(day));
}

export function tasksPercent(day: DayProgress): number {
  return rules.tasksPercent(dayFacts(day));
}

export function dayTotalPercent(day: DayProgress, coachingPercent = 0): number {
  return rules.dayTotalPercent(dayFacts(day), coachingPercent);
}

export function dayIsCompleted(day: DayProgress | undefined): boolean {
  return (
    day !== undefined &&
    rules.dayCompleted({ completed: day.completed, questionnaireAnswered: day.questionnaire !== null })
  );
}

/** Day 1 is always open; day N once day N−1 is completed. */
export function dayIsOpen(state: JourneyState, day: number): boolean {
  return day === 1 || dayIsCompleted(state.days[day - 2]);
}

export function dayStatus(state: JourneyState, day: number, coachingPercent = 0): rules.DayStatus {
  const progress = state.days[day - 1];
  if (!progress) return 'locked';
  return rules.dayStatusOf({
    open: dayIsOpen(state, day),
    completed: dayIsCompleted(progress),
    totalPercent: dayTotalPercent(progress, coachingPercent),
  });
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

export function missingForCompletion(day: DayProgress): rules.DayRequirement[] {
  return rules.missingForCompletion(dayFacts(day));
}
