import { createHash } from 'node:crypto';
import type { EventMetadata, StoredEvent } from '@detox/projections';
import { type AppendResult, isConcurrencyError } from '../event-store/types.ts';
import { ApiError } from '../http/errors.ts';
import { commandReplays } from '../metrics.ts';
import type { Runtime } from '../runtime.ts';

/** What a decider emits: the event without its envelope. */
export interface Decided {
  type: string;
  data: unknown;
}

/** Pure rules of one stream: no I/O, tested with given/when/then tables. */
export interface Decider<State, Command> {
  initialState(): State;
  evolve: (state: State, event: StoredEvent) => State;
  /** The events that happen, or throws a DomainError with the pt-BR message the API answers. */
  decide(command: Command, state: State): Decided[];
}

/** A command refused by a rule: answered with its status and message, and nothing is appended. */
export class DomainError extends ApiError {}

export interface CommandContext {
  /** The client's idempotency key (Idempotency-Key header): event ids derive from it, so a resend writes nothing. */
  idempotencyKey: string;
  userId: string | null;
  occurredAt?: string;
  correlationId?: string;
  /** Extra metadata kept with the events, e.g. a webhook's raw body. */
  metadata?: Record<string, unknown>;
}

/**
 * Where a command starts from, when a read model already holds the stream's fold (inline, so exactly in step on
 * the SQL backends): the state, the stream version it reflects, and whether this idempotency key's events are stored.
 */
export interface Snapshot<State> {
  state: State;
  version: number;
  replayed: boolean;
  /**
   * From this process's memory, not the database: it may be behind (another instance wrote since) and `replayed`
   * was not checked. Its append is placed at version + 1, which only an up-to-date version gets; any other
   * outcome (a conflict, a refusal, nothing to do, a resent event) is decided again from the database.
   */
  remembered?: boolean;
}

/** Loads a snapshot; `fromDatabase` forbids one from memory. */
export type SnapshotLoader<State> = (fromDatabase: boolean) => Promise<Snapshot<State>>;

export interface CommandResult<State> {
  state: State;
  events: readonly StoredEvent[];
  append: AppendResult | null;
}

const MAX_ATTEMPTS = 5;

/** A stable UUID-shaped id for the n-th event of an idempotency key. */
export function eventIdFor(idempotencyKey: string, index: number): string {
  const hex = createHash('sha256').update(`${idempotencyKey}:${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function fromStream<State, Command>(
  runtime: Runtime,
  streamId: string,
  decider: Decider<State, Command>,
  idempotencyKey: string,
): Promise<Snapshot<State>> {
  const { version, events } = await runtime.store.readStream(streamId);
  const state = events.reduce(decider.evolve, decider.initialState());
  return { state, version, replayed: events.some((event) => event.metadata.causationId === idempotencyKey) };
}

export function foldStream<State>(decider: Decider<State, unknown>, events: readonly StoredEvent[]): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}

/**
 * Load the stream, decide, append with the version that was read; on a conflict, load again and retry.
 * A resent command (same idempotency key) finds its events stored and returns the current state, writing nothing.
 * A snapshot from memory is trusted only by a successful append; everything else is decided again from the database.
 */
export async function handleCommand<State, Command>(
  runtime: Runtime,
  streamId: string,
  decider: Decider<State, Command>,
  command: Command,
  context: CommandContext,
  loadSnapshot?: SnapshotLoader<State>,
): Promise<CommandResult<State>> {
  for (let attempt = 1; ; attempt++) {
    // Only the first attempt may start from memory: every later one follows something memory did not know.
    const { state, version, replayed, remembered } = loadSnapshot
      ? await loadSnapshot(attempt > 1)
      : await fromStream(runtime, streamId, decider, context.idempotencyKey);
    const again = remembered === true && attempt < MAX_ATTEMPTS;
    // A resend: the events of this key are stored already. Answer from the current state, write nothing.
    if (replayed) {
      commandReplays.inc();
      return { state, events: [], append: null };
    }
    let decided: Decided[];
    try {
      decided = decider.decide(command, state);
    } catch (error) {
      if (again && error instanceof DomainError) continue;
      throw error;
    }
    if (decided.length === 0) {
      if (again) continue;
      return { state, events: [], append: null };
    }
    const metadata: EventMetadata = {
      ...context.metadata,
      userId: context.userId,
      correlationId: context.correlationId ?? context.idempotencyKey,
      causationId: context.idempotencyKey,
      occurredAt: context.occurredAt ?? new Date().toISOString(),
      schemaVersion: 1,
    };
    const newEvents = decided.map((event, index) => ({
      eventId: eventIdFor(context.idempotencyKey, index),
      type: event.type,
      data: event.data,
      metadata,
    }));
    try {
      const append = await runtime.store.appendToStream(streamId, newEvents, {
        expectedVersion: version < 0 ? 'no_stream' : version,
      });
      // Stored before: a resend that passed the check above. The database's snapshot answers it.
      if (append.duplicate && loadSnapshot && attempt < MAX_ATTEMPTS) continue;
      await runtime.afterAppend(append.lastCheckpoint);
      const stored = newEvents.map((event, index): StoredEvent => ({
        ...event,
        streamId,
        streamPosition: append.nextExpectedVersion - newEvents.length + 1 + index,
        checkpoint: append.lastCheckpoint,
        recordedAt: new Date().toISOString(),
      }));
      return { state: stored.reduce(decider.evolve, state), events: stored, append };
    } catch (error) {
      if (!isConcurrencyError(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
