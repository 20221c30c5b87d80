import type { WeeklyChallengeDto } from '@detox/server/contracts/progress';
import { bodyOf, isoAt, isRecord } from '../../shared/offline/entry-body.ts';
import type { OutboxEntry } from '../../shared/offline/outbox-store.ts';

/** The outbox kind of a weekly task tick, declared by setWeeklyTask and read by the overlay below. */
export const weeklyTaskKind = 'weekly-task';

function overlayTicks(weeks: WeeklyChallengeDto[], entries: readonly OutboxEntry[]): WeeklyChallengeDto[] {
  return entries
    .filter((entry) => entry.kind === weeklyTaskKind)
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

/**
 * GET /weekly-challenge/user/all with the pending ticks laid over it (a list, or `{ challenges }`), so a tick made
 * offline stays ticked after a reload. Pure.
 */
export function overlayWeeks(data: unknown, pending: readonly OutboxEntry[]): unknown {
  // The read's answer is the server's contract shape (RTK Query types it by the endpoint, not at run time).
  if (Array.isArray(data)) return overlayTicks(data as WeeklyChallengeDto[], pending);
  if (isRecord(data) && Array.isArray(data.challenges)) {
    return { ...data, challenges: overlayTicks(data.challenges as WeeklyChallengeDto[], pending) };
  }
  return data;
}
