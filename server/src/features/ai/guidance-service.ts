import { derivedUuid } from '../../commands/derived-id.ts';
import { type GuidanceEvent, idOfStream, streamId } from '@detox/projections';
import { type SavedGuidanceState, savedGuidanceFromRow } from '@detox/projections/read-models/saved-guidance';
import type { GuidanceType } from '../../contracts/saved-guidance.ts';
import type { Runtime } from '../../runtime.ts';
import {
  type CommandKey,
  type Decider,
  handleCommand,
  keyContext,
  storedRequestHash,
} from '../../commands/command-handler.ts';
import { type GuidanceCommand, guidanceDecider, type GuidanceStreamState } from './guidance-decider.ts';

function guidanceStreamId(userId: string): string {
  return streamId('guidance', userId);
}

/** A new piece's id: from the subscriber and the idempotency key, so a resent save answers the same id. */
export function guidanceIdFor(userId: string, idempotencyKey: string): string {
  return derivedUuid(`guidance:${userId}:${idempotencyKey}`, '4');
}

/** The title a piece gets when the client sends none: the screen it came from (spec §2 'Day components'). */
export function defaultGuidanceTitle(type: GuidanceType, day: number): string {
  switch (type) {
    case 'coaching':
    case 'ai_coaching':
      return `Sua Orientação Espiritual - Dia ${day}`;
    case 'spiritual_guidance':
      return `Orientação Espiritual - Dia ${day}`;
    case 'reflection':
    case 'reflection_analysis':
      return `Insights da Alma - Dia ${day}`;
    case 'wellbeing':
      return `Equilíbrio Interior - Dia ${day}`;
    case 'activities':
      return `Atividades Criativas - Dia ${day}`;
  }
}

/**
 * The guidance rules, kept in rm_saved_guidance. On the SQL backends it is written in the append's transaction and
 * every guidance event touches one of the subscriber's rows, so their rows are the stream's fold and the highest row
 * position is its version.
 */
const guidanceWrites: Decider<GuidanceStreamState, GuidanceCommand, GuidanceEvent> = {
  ...guidanceDecider,
  readModel: {
    async snapshot(runtime, stream, context) {
      const userId = idOfStream('guidance', stream);
      const rows = await runtime.sql<
        { guidance_id: string; deleted: boolean; is_favorite: boolean; notes: string; position: string }[]
      >`select guidance_id, deleted, is_favorite, notes, position from rm_saved_guidance where user_id = ${userId}`;
      const [replay] = await runtime.sql<{ request_hash: string | null }[]>`
        select ${storedRequestHash(runtime.sql, stream, context)} as request_hash`;
      const requestHash = replay?.request_hash ?? null;
      const entries: GuidanceStreamState['entries'] = {};
      for (const row of rows)
        entries[row.guidance_id] = { deleted: row.deleted, isFavorite: row.is_favorite, notes: row.notes };
      return {
        state: { entries },
        version: rows.reduce((highest, row) => Math.max(highest, Number(row.position)), -1),
        replayed: requestHash !== null,
        requestHash,
      };
    },
  },
};

/** Per subscriber, one guidance command at a time in this process: a burst of ticks never races itself. */
const queues = new Map<string, Promise<unknown>>();

function oneAtATime<T>(userId: string, run: () => Promise<T>): Promise<T> {
  const previous = queues.get(userId) ?? Promise.resolve();
  const next = previous.then(run, run);
  const settled = next.then(
    () => undefined,
    () => undefined,
  );
  queues.set(userId, settled);
  void settled.then(() => {
    if (queues.get(userId) === settled) queues.delete(userId);
  });
  return next;
}

/**
 * Runs a guidance command. Commands of one subscriber are queued in this process, so they never conflict here;
 * another instance writing the same stream is met by the command handler's retries.
 */
export function runGuidanceCommand(
  runtime: Runtime,
  userId: string,
  command: GuidanceCommand,
  key: CommandKey,
): Promise<void> {
  return oneAtATime(userId, () => runQueued(runtime, userId, command, key));
}

async function runQueued(
  runtime: Runtime,
  userId: string,
  command: GuidanceCommand,
  key: CommandKey,
): Promise<void> {
  const context = { ...keyContext(key), userId };
  await handleCommand(runtime, guidanceStreamId(userId), guidanceWrites, command, context);
}

type GuidanceRow = Parameters<typeof savedGuidanceFromRow>[0];

/** The subscriber's live piece with this id; undefined for an unknown, deleted or foreign id. */
export async function readGuidance(
  runtime: Runtime,
  userId: string,
  guidanceId: string,
): Promise<SavedGuidanceState | undefined> {
  const [row] = await runtime.sql<GuidanceRow[]>`
    select * from rm_saved_guidance where user_id = ${userId} and guidance_id = ${guidanceId} and not deleted`;
  return row ? savedGuidanceFromRow(row) : undefined;
}

export interface GuidanceFilter {
  dayNumber?: number | undefined;
  guidanceTypes?: readonly GuidanceType[] | undefined;
  limit: number;
}

/** The subscriber's live pieces, newest first. */
export async function listGuidance(
  runtime: Runtime,
  userId: string,
  filter: GuidanceFilter,
): Promise<SavedGuidanceState[]> {
  const { sql } = runtime;
  const day = filter.dayNumber === undefined ? sql`` : sql`and day_number = ${filter.dayNumber}`;
  const types = filter.guidanceTypes
    ? sql`and guidance_type = any(${filter.guidanceTypes as string[]})`
    : sql``;
  const rows = await sql<GuidanceRow[]>`
    select * from rm_saved_guidance
     where user_id = ${userId} and not deleted ${day} ${types}
     order by created_at desc, position desc
     limit ${filter.limit}`;
  return rows.map(savedGuidanceFromRow);
}

const isTicked = (item: unknown): item is { completed: boolean } =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as { completed?: unknown }).completed === 'boolean';

/**
 * Spec §3 'Guidance progress' of one coaching piece: its suggestions ticked (from the saved progress when the
 * client sent them there, else as first saved), or the counters its content holds.
 */
export function coachingProgress(guidance: SavedGuidanceState | undefined): {
  completedTasks: number;
  totalTasks: number;
  completionPercentage: number;
} {
  if (!guidance) return { completedTasks: 0, totalTasks: 0, completionPercentage: 0 };
  const fromContent = guidance.content.suggestions;
  const list = Array.isArray(fromContent) && fromContent.every(isTicked) ? fromContent : guidance.suggestions;
  let completed = list.filter((item) => item.completed).length;
  let total = list.length;
  const { completedTasksCount, totalTasksCount } = guidance.content;
  if (total === 0 && typeof completedTasksCount === 'number' && typeof totalTasksCount === 'number') {
    total = Math.max(0, Math.floor(totalTasksCount));
    completed = Math.min(total, Math.max(0, Math.floor(completedTasksCount)));
  }
  return {
    completedTasks: completed,
    totalTasks: total,
    completionPercentage: total === 0 ? 0 : Math.round((completed / total) * 100),
  };
}
