import {
  meditationForDay,
  narrationMinutes,
  programmeDay,
  promisedMinutes,
  questionnaireQuestions,
  TASKS_PER_DAY,
} from '@detox/fixtures';
import {
  currentDay,
  type DayProgress,
  dayIsCompleted,
  daysCompleted,
  dayStatus,
  type JourneyState,
  journeyCompleted,
  tasksDone,
} from '@detox/projections';
import {
  PROGRESS_MEASURES,
  type ProgressHistoryDayDto,
  type ProgressHistoryDto,
} from '../../contracts/progress.ts';

/**
 * A day's meditation in minutes: what its description promises ("cerca de N minutos"), else the middle of the
 * script's slow and fast narration.
 */
export function meditationMinutes(day: number): number {
  const promised = promisedMinutes(programmeDay(day)?.audioDescription ?? '');
  if (promised !== undefined) return promised;
  const script = meditationForDay(day)?.script;
  if (script === undefined) return 0;
  const range = narrationMinutes(script);
  return (range.min + range.max) / 2;
}

/** The value (1–5) of the option chosen for a measure, or null when the day has no such answer. */
function measureValue(progress: DayProgress, questionId: string): number | null {
  const answer = progress.questionnaire?.responses.find((response) => response.questionId === questionId);
  const optionId = answer?.selectedOptions[0];
  if (optionId === undefined) return null;
  const question = questionnaireQuestions.find((entry) => entry.id === questionId);
  return question?.options.find((option) => option.id === optionId)?.value ?? null;
}

function historyDay(state: JourneyState, progress: DayProgress): ProgressHistoryDayDto {
  const measures = Object.fromEntries(
    PROGRESS_MEASURES.map((measure) => [measure, measureValue(progress, measure)]),
  ) as ProgressHistoryDayDto['measures'];
  return {
    dayNumber: progress.day,
    title: programmeDay(progress.day)?.title ?? '',
    status: dayStatus(state, progress.day),
    completed: dayIsCompleted(progress),
    completedAt: dayIsCompleted(progress) ? progress.completedAt : null,
    tasksDone: tasksDone(progress),
    tasksTotal: TASKS_PER_DAY,
    minutesMeditated: Math.round(progress.audioListened * meditationMinutes(progress.day)),
    measures,
    reflection: progress.reflection,
    updatedAt: progress.updatedAt,
  };
}

/** The 21 days in figures, from the journey read model (issue 23: progress charts, reports, journal). */
export function progressHistoryDto(state: JourneyState): ProgressHistoryDto {
  return {
    currentDay: currentDay(state),
    daysCompleted: daysCompleted(state),
    isCompleted: journeyCompleted(state),
    days: state.days.map((progress) => historyDay(state, progress)),
  };
}
