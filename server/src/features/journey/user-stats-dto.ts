import { journeyPercent, TASKS_PER_DAY, TOTAL_DAYS } from '@detox/fixtures';
import {
  currentDay,
  dayIsCompleted,
  daysCompleted,
  type JourneyState,
  journeyCompleted,
  reflectionCounts,
  tasksDone,
} from '@detox/projections';
import type { UserStatsDto } from '../../contracts/progress.ts';
import { DEFAULT_STREAK_TIME_ZONE, kindStreak } from './kind-streak.ts';

/** When each completed programme day was completed. */
const completions = (state: JourneyState) =>
  state.days.flatMap((day) => (dayIsCompleted(day) && day.completedAt ? [day.completedAt] : []));

/** Where the subscriber stands; the streak on the person's calendar (kind-streak.ts). */
export function userStatsDto(
  state: JourneyState,
  now = new Date(),
  timeZone: string = DEFAULT_STREAK_TIME_ZONE,
): UserStatsDto {
  const completed = daysCompleted(state);
  const streak = kindStreak(completions(state), now, timeZone);
  return {
    daysCompleted: completed,
    currentDay: currentDay(state),
    isCompleted: journeyCompleted(state),
    completedTasks: state.days.reduce((sum, day) => sum + tasksDone(day), 0),
    totalTasks: TOTAL_DAYS * TASKS_PER_DAY,
    progressPercentage: journeyPercent(completed),
    reflectionsWritten: state.days.filter((day) => reflectionCounts(day.reflection)).length,
    audiosPlayed: state.days.filter((day) => day.audioPlayed).length,
    questionnairesAnswered: state.days.filter((day) => day.questionnaire !== null).length,
    weeklyTasksCompleted: state.weeklyChallenges.reduce(
      (sum, challenge) => sum + challenge.tasks.filter((task) => task.completed).length,
      0,
    ),
    streakDays: streak.days,
    streak: {
      days: streak.days,
      restDays: streak.restDays,
      paused: streak.paused,
      restDayAvailable: streak.restDayAvailable,
      today: streak.today,
      timeZone: streak.timeZone,
    },
  };
}
