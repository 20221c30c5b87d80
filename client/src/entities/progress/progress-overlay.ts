import type {
  DayProgressDto,
  OverallProgressDto,
  QuestionnaireResponseDto,
} from '@detox/server/contracts/progress';
import {
  dailyChallengePercent,
  dayCompleted,
  dayStatusOf,
  dayTotalPercent,
  journeyPercent,
  questionnairePercent,
  tasksPercent,
} from '@detox/fixtures/journey-rules';
import { bodyOf, dayOf, isoAt, isRecord } from '../../shared/offline/entry-body.ts';
import type { OutboxEntry } from '../../shared/offline/outbox-store.ts';
import { dayFacts } from './day-rules.ts';

/**
 * What the progress reads show while the day's actions wait in the outbox: the server's last answer with them laid
 * over it, so a tick made offline stays ticked after a reload. The server's answer replaces it once they are
 * sent. Pure: the same inputs always give the same view. Each read declares its overlay (progress-api.ts,
 * questionnaire-api.ts).
 */

/** The outbox kinds of the day's actions, declared by their writes and read by the overlays below. */
export const progressKinds = {
  task: 'task',
  reflection: 'reflection',
  audio: 'audio',
  completeDay: 'complete-day',
  questionnaire: 'questionnaire',
} as const;

function applyToDay(day: DayProgressDto, entry: OutboxEntry): DayProgressDto {
  const body = bodyOf(entry);
  switch (entry.kind) {
    case progressKinds.task: {
      const { taskId, completed } = body;
      if (typeof taskId !== 'string' || typeof completed !== 'boolean') return day;
      return {
        ...day,
        tasks: day.tasks.map((task) => (task.id === taskId ? { ...task, completed } : task)),
      };
    }
    case progressKinds.reflection:
      return typeof body.reflection === 'string' ? { ...day, reflection: body.reflection } : day;
    case progressKinds.audio: {
      const fraction = typeof body.listenedFraction === 'number' ? body.listenedFraction : 0;
      return {
        ...day,
        audioPlayed: day.audioPlayed || body.audioPlayed === true,
        audioListened: Math.max(day.audioListened, fraction),
      };
    }
    case progressKinds.questionnaire:
      return { ...day, questionnaireAnswered: true };
    case progressKinds.completeDay:
      return { ...day, completed: true, completedAt: day.completedAt ?? isoAt(entry.enqueuedAt) };
    default:
      return day;
  }
}

/**
 * The day's percentages and status as the server would give them once the pending actions are stored: the same
 * formulas (fixtures' journey-rules.ts). Whether the day is open stays the server's word: pending actions never
 * lock or unlock a day.
 */
function withTotals(day: DayProgressDto): DayProgressDto {
  const facts = dayFacts(day);
  const total = dayTotalPercent(facts, day.totals.coaching);
  return {
    ...day,
    totals: {
      ...day.totals,
      tasks: tasksPercent(facts),
      dailyChallenge: dailyChallengePercent(facts),
      questionnaire: questionnairePercent(facts),
      total,
    },
    status: dayStatusOf({
      open: day.status !== 'locked',
      completed: dayCompleted({ completed: day.completed, questionnaireAnswered: day.questionnaireAnswered }),
      totalPercent: total,
    }),
  };
}

function overlayOneDay(day: DayProgressDto, entries: readonly OutboxEntry[]): DayProgressDto {
  const mine = entries.filter((entry) => dayOf(entry) === day.dayNumber);
  return mine.length === 0 ? day : withTotals(mine.reduce(applyToDay, day));
}

function overlayAllDays(progress: OverallProgressDto, entries: readonly OutboxEntry[]): OverallProgressDto {
  const days = progress.progress.map((day) => overlayOneDay(day, entries));
  const completedTasks = days.reduce(
    (sum, day) => sum + day.tasks.filter((task) => task.completed).length,
    0,
  );
  const totalTasks = days.reduce((sum, day) => sum + day.tasks.length, 0);
  const daysCompleted = days.filter((day) => day.status === 'completed').length;
  return {
    ...progress,
    progress: days,
    daysCompleted,
    summary: { completedTasks, totalTasks, progressPercentage: journeyPercent(daysCompleted) },
  };
}

function overlayAnswer(
  answer: QuestionnaireResponseDto,
  entries: readonly OutboxEntry[],
): QuestionnaireResponseDto {
  const latest = entries
    .filter((entry) => entry.kind === progressKinds.questionnaire && dayOf(entry) === answer.dayNumber)
    .at(-1);
  const responses = latest ? bodyOf(latest).responses : undefined;
  if (!latest || !Array.isArray(responses)) return answer;
  return {
    dayNumber: answer.dayNumber,
    responses: responses.filter(isRecord).map((response) => ({
      questionId: String(response.questionId),
      selectedOptions: Array.isArray(response.selectedOptions) ? response.selectedOptions.map(String) : [],
    })),
    completedAt: isoAt(latest.enqueuedAt),
  };
}

// The reads' answers are the server's contract shapes (RTK Query types them by the endpoint, not at run time).

/** GET /progress/day/:n */
export const overlayDay = (data: unknown, pending: readonly OutboxEntry[]) =>
  overlayOneDay(data as DayProgressDto, pending);

/** GET /progress */
export const overlayOverall = (data: unknown, pending: readonly OutboxEntry[]) =>
  overlayAllDays(data as OverallProgressDto, pending);

/** GET /weekly-challenge/questionnaire/:n */
export const overlayQuestionnaire = (data: unknown, pending: readonly OutboxEntry[]) =>
  overlayAnswer(data as QuestionnaireResponseDto, pending);
