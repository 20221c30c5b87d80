import {
  journeyPercent,
  programmeDay,
  questionnairePercent,
  TASKS_PER_DAY,
  TOTAL_DAYS,
} from '@detox/fixtures';
import {
  currentDay,
  dailyChallengePercent,
  dayStatus,
  dayTotalPercent,
  daysCompleted,
  type JourneyState,
  journeyCompleted,
  tasksDone,
  tasksPercent,
} from '@detox/projections';
import type { DayProgressDto, OverallProgressDto, ProgressWriteResponse } from '../../contracts/progress.ts';

/** The spec's day progress shape, from the folded journey and the programme content. */
export function dayProgressDto(state: JourneyState, day: number): DayProgressDto {
  const progress = state.days[day - 1];
  const content = programmeDay(day);
  if (!progress || !content) throw new RangeError(`Dia ${day} fora do programa`);
  return {
    dayNumber: day,
    title: content.title,
    theme: content.theme,
    status: dayStatus(state, day),
    tasks: content.tasks.map((task) => ({
      id: task.id,
      title: task.title,
      completed: progress.tasks[task.id] ?? false,
    })),
    reflection: progress.reflection,
    audioPlayed: progress.audioPlayed,
    audioListened: progress.audioListened,
    questionnaireAnswered: progress.questionnaire !== null,
    completed: progress.completed,
    mood: 'neutro',
    totals: {
      tasks: tasksPercent(progress),
      dailyChallenge: dailyChallengePercent(progress),
      coaching: 0,
      questionnaire: questionnairePercent({ questionnaireAnswered: progress.questionnaire !== null }),
      total: dayTotalPercent(progress),
    },
    completedAt: progress.completedAt,
    updatedAt: progress.updatedAt,
  };
}

export function overallProgressDto(state: JourneyState): OverallProgressDto {
  const completedTasks = state.days.reduce((sum, day) => sum + tasksDone(day), 0);
  const totalTasks = TOTAL_DAYS * TASKS_PER_DAY;
  return {
    progress: state.days.map((day) => dayProgressDto(state, day.day)),
    currentDay: currentDay(state),
    isCompleted: journeyCompleted(state),
    daysCompleted: daysCompleted(state),
    summary: {
      completedTasks,
      totalTasks,
      progressPercentage: journeyPercent(daysCompleted(state)),
    },
  };
}

export function progressWriteResponse(state: JourneyState, day: number): ProgressWriteResponse {
  return {
    day: dayProgressDto(state, day),
    currentDay: currentDay(state),
    isCompleted: journeyCompleted(state),
  };
}
