import { TASKS_PER_DAY, TOTAL_DAYS } from '@detox/fixtures';
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

const saoPauloDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });

function previousDate(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** Consecutive São Paulo calendar days, ending today or yesterday, on which a programme day was completed. */
export function streakDays(state: JourneyState, now = new Date()): number {
  const dates = new Set(
    state.days.flatMap((day) => (day.completedAt ? [saoPauloDate.format(new Date(day.completedAt))] : [])),
  );
  let date = saoPauloDate.format(now);
  if (!dates.has(date)) date = previousDate(date);
  let streak = 0;
  while (dates.has(date)) {
    streak++;
    date = previousDate(date);
  }
  return streak;
}

export function userStatsDto(state: JourneyState, now = new Date()): UserStatsDto {
  const completed = daysCompleted(state);
  return {
    daysCompleted: completed,
    currentDay: currentDay(state),
    isCompleted: journeyCompleted(state),
    completedTasks: state.days.reduce((sum, day) => sum + tasksDone(day), 0),
    totalTasks: TOTAL_DAYS * TASKS_PER_DAY,
    progressPercentage: Math.round((completed / TOTAL_DAYS) * 100),
    reflectionsWritten: state.days.filter((day) => reflectionCounts(day.reflection)).length,
    audiosPlayed: state.days.filter((day) => day.audioPlayed).length,
    questionnairesAnswered: state.days.filter((day) => day.questionnaire !== null).length,
    weeklyTasksCompleted: state.weeklyChallenges.reduce(
      (sum, challenge) => sum + challenge.tasks.filter((task) => task.completed).length,
      0,
    ),
    streakDays: streakDays({ ...state, days: state.days.filter(dayIsCompleted) }, now),
  };
}
