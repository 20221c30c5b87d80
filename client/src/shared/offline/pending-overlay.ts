import type {
  DayProgressDto,
  OverallProgressDto,
  QuestionnaireResponseDto,
  WeeklyChallengeDto,
} from '@detox/server/contracts/progress';
import { DAY_WEIGHTS } from '@detox/fixtures/journey-rules';
import { reflectionCounts } from '../../entities/progress/day-rules.ts';
import { isPending, type OutboxEntry } from './outbox-store.ts';

/**
 * What a read shows while actions wait in the outbox: the server's last answer with the pending actions laid
 * over it, so a tick made offline stays ticked after a reload. The server's answer replaces it once they are
 * sent. Pure: the same inputs always give the same view.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const bodyOf = (entry: OutboxEntry): Record<string, unknown> =>
  isRecord(entry.request.body) ? entry.request.body : {};

const dayOf = (entry: OutboxEntry): number | null => {
  const day = bodyOf(entry).dayNumber;
  return typeof day === 'number' ? day : null;
};

const isoAt = (ms: number) => new Date(ms).toISOString();

function applyToDay(day: DayProgressDto, entry: OutboxEntry): DayProgressDto {
  const body = bodyOf(entry);
  switch (entry.kind) {
    case 'task': {
      const { taskId, completed } = body;
      if (typeof taskId !== 'string' || typeof completed !== 'boolean') return day;
      return {
        ...day,
        tasks: day.tasks.map((task) => (task.id === taskId ? { ...task, completed } : task)),
      };
    }
    case 'reflection':
      return typeof body.reflection === 'string' ? { ...day, reflection: body.reflection } : day;
    case 'audio': {
      const fraction = typeof body.listenedFraction === 'number' ? body.listenedFraction : 0;
      return {
        ...day,
        audioPlayed: day.audioPlayed || body.audioPlayed === true,
        audioListened: Math.max(day.audioListened, fraction),
      };
    }
    case 'questionnaire':
      return { ...day, questionnaireAnswered: true };
    case 'complete-day':
      return { ...day, completed: true, completedAt: day.completedAt ?? isoAt(entry.enqueuedAt) };
    default:
      return day;
  }
}

/** The day's percentages and status as the server would give them once the pending actions are stored. */
function withTotals(day: DayProgressDto): DayProgressDto {
  const done = day.tasks.filter((task) => task.completed).length;
  const tasks = day.tasks.length === 0 ? 0 : Math.round((done / day.tasks.length) * 100);
  const steps = done + (day.audioPlayed ? 1 : 0) + (reflectionCounts(day.reflection) ? 1 : 0);
  const dailyChallenge = Math.round((steps / (day.tasks.length + 2)) * 100);
  const questionnaire = day.questionnaireAnswered ? 100 : 0;
  const parts: [number, number][] = [
    [DAY_WEIGHTS.dailyChallenge, dailyChallenge],
    [DAY_WEIGHTS.questionnaire, questionnaire],
  ];
  if (tasks > 0) parts.push([DAY_WEIGHTS.tasks, tasks]);
  if (day.totals.coaching > 0) parts.push([DAY_WEIGHTS.coaching, day.totals.coaching]);
  const weight = parts.reduce((sum, [share]) => sum + share, 0);
  const total = Math.min(
    100,
    Math.max(0, Math.round(parts.reduce((sum, [share, value]) => sum + share * value, 0) / weight)),
  );
  const completed = day.completed && day.questionnaireAnswered;
  return {
    ...day,
    totals: { ...day.totals, tasks, dailyChallenge, questionnaire, total },
    status:
      day.status === 'locked' ? 'locked' : completed ? 'completed' : total > 0 ? 'in_progress' : 'available',
  };
}

function overlayDay(day: DayProgressDto, entries: OutboxEntry[]): DayProgressDto {
  const mine = entries.filter((entry) => dayOf(entry) === day.dayNumber);
  return mine.length === 0 ? day : withTotals(mine.reduce(applyToDay, day));
}

function overlayOverall(progress: OverallProgressDto, entries: OutboxEntry[]): OverallProgressDto {
  const days = progress.progress.map((day) => overlayDay(day, entries));
  const completedTasks = days.reduce(
    (sum, day) => sum + day.tasks.filter((task) => task.completed).length,
    0,
  );
  const totalTasks = days.reduce((sum, day) => sum + day.tasks.length, 0);
  return {
    ...progress,
    progress: days,
    daysCompleted: days.filter((day) => day.status === 'completed').length,
    summary: {
      completedTasks,
      totalTasks,
      progressPercentage: totalTasks === 0 ? 0 : Math.round((completedTasks / totalTasks) * 100),
    },
  };
}

function overlayQuestionnaire(
  answer: QuestionnaireResponseDto,
  entries: OutboxEntry[],
): QuestionnaireResponseDto {
  const latest = entries
    .filter((entry) => entry.kind === 'questionnaire' && dayOf(entry) === answer.dayNumber)
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

function overlayWeeks(weeks: WeeklyChallengeDto[], entries: OutboxEntry[]): WeeklyChallengeDto[] {
  return entries
    .filter((entry) => entry.kind === 'weekly-task')
    .reduce((current, entry) => {
      const week = Number(/^\/weekly-challenge\/(\d)\/progress$/.exec(entry.request.url)?.[1]);
      const progress = bodyOf(entry).progressData;
      if (
        !isRecord(progress) ||
        typeof progress.taskId !== 'string' ||
        typeof progress.completed !== 'boolean'
      ) {
        return current;
      }
      const { taskId, completed } = progress;
      return current.map((challenge) =>
        challenge.weekNumber !== week
          ? challenge
          : {
              ...challenge,
              tasks: challenge.tasks.map((task) =>
                task.taskId === taskId
                  ? { ...task, completed, completedAt: completed ? isoAt(entry.enqueuedAt) : null }
                  : task,
              ),
            },
      );
    }, weeks);
}

function overlayGuidance(data: unknown, entries: OutboxEntry[]): unknown {
  if (!isRecord(data) || !Array.isArray(data.guidance)) return data;
  const edits = entries.filter((entry) => entry.kind === 'guidance');
  const guidance = data.guidance.map((item: unknown) => {
    if (!isRecord(item)) return item;
    return edits.reduce<Record<string, unknown>>((current, entry) => {
      const [, id, progress] = /^\/ai\/saved-guidance\/([^/]+)(\/progress)?$/.exec(entry.request.url) ?? [];
      if (id === undefined || decodeURIComponent(id) !== current.id) return current;
      const body = bodyOf(entry);
      if (progress) return isRecord(body.content) ? { ...current, content: body.content } : current;
      return {
        ...current,
        ...(typeof body.isFavorite === 'boolean' && { isFavorite: body.isFavorite }),
        ...(typeof body.notes === 'string' && { notes: body.notes }),
      };
    }, item);
  });
  return { ...data, guidance };
}

/** The read at `path` (no query string) with the pending entries laid over its data. */
export function overlayPending(path: string, data: unknown, entries: OutboxEntry[]): unknown {
  const pending = entries.filter(isPending);
  if (pending.length === 0 || data === null || data === undefined) return data;
  if (path === '/progress') return overlayOverall(data as OverallProgressDto, pending);
  if (/^\/progress\/day\/\d+$/.test(path)) return overlayDay(data as DayProgressDto, pending);
  if (/^\/weekly-challenge\/questionnaire\/\d+$/.test(path)) {
    return overlayQuestionnaire(data as QuestionnaireResponseDto, pending);
  }
  if (path === '/weekly-challenge/user/all') {
    if (Array.isArray(data)) return overlayWeeks(data as WeeklyChallengeDto[], pending);
    if (isRecord(data) && Array.isArray(data.challenges)) {
      return { ...data, challenges: overlayWeeks(data.challenges as WeeklyChallengeDto[], pending) };
    }
  }
  if (path === '/ai/saved-guidance') return overlayGuidance(data, pending);
  return data;
}
