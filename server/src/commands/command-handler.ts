import { hash } from 'node:crypto';
import {
  type AnyEvent,
  type EventMetadata,
  isEventIn,
  type KeyedProjection,
  type Stored,
  type StoredEvent,
} from '@detox/projections';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Sql } from 'postgres';
import {
  type AppendResult,
  type EventStore,
  isConcurrencyError,
  PartialDuplicateError,
} from '../event-store/types.ts';
import { commandReplays } from '../metrics.ts';
import type { Runtime } from '../runtime.ts';
import { requestHashOfEvents } from '../event-store/sql/statements.ts';
import { derivedUuid } from './derived-id.ts';
import { DomainError } from './domain-error.ts';

/**
 * Pure rules of one stream: no I/O, tested with given/when/then tables. Event is the stream's union from the
 * catalogue (JourneyEvent, UserEvent…): `decide` can only return its members, with their data's shape, so a
 * mistyped event type or field fails tsc; `evolve` switches on `event.type` with `event.data` narrowed.
 */
export interface Decider<State, Command, Event extends AnyEvent> {
  /** The event types `evolve` folds (the stream's, from the catalogue); other events read back are left out. */
  readonly eventTypes: readonly Event['type'][];
  initialState(): State;
  /** Folds what the event's data and metadata say (its checkpoint is not known yet when a command folds it). */
  evolve: (state: State, event: Stored<Event>) => State;
  /** The events that happen, or throws a DomainError (domain-error.ts) with the pt-BR message the API answers. */
  decide: (command: Command, state: State) => Event[];
  /**
   * The inline read model that holds this stream's fold on the SQL backends: where a command starts from (its
   * snapshot) and, when it keeps the fold as one row with `evolve` as its own (the journey's rm_journeys), what
   * the append writes. Without one (and on EventStoreDB) a command folds the stream itself.
   */
  readonly readModel?: StreamReadModel<State>;
}

/**
 * A stream's inline read model as the write path uses it, declared once by the stream's decider (Decider.readModel):
 * handleCommand reads the snapshot, hands the append the fold and tells the read model what it wrote, so the way
 * from route to answer never calls back into the service.
 */
export interface StreamReadModel<State> {
  /**
   * Where a command starts from: one query (on the SQL backends the read model is written with the append, so it
   * is exactly in step), or this process's memory. `fromDatabase` forbids memory (for a retry, and while memory is
   * mostly behind: see memoryTrust).
   */
  snapshot(
    runtime: Runtime,
    streamId: string,
    context: CommandContext,
    fromDatabase: boolean,
  ): Promise<Snapshot<State>>;
  /**
   * For a read model that keeps the stream's fold as one row with the decider's `evolve`: the rows before and
   * after a command's events, handed to the append, which writes them as they are (KeyedProjection.folded), so a
   * write folds its events once.
   */
  folded?: KeyedProjection<State>['folded'];
  /** After an append that stored the command's events: the state the read model now holds at `version`. */
  appended?(runtime: Runtime, streamId: string, state: State, version: number): void;
}

/** The state after `events`, folding those of the decider's types (see Decider.eventTypes). */
function evolveAll<State, Event extends AnyEvent>(
  decider: Decider<State, never, Event>,
  state: State,
  events: readonly StoredEvent[],
): State {
  let current = state;
  for (const event of events) {
    if (isEventIn<Event>(decider.eventTypes, event)) current = decider.evolve(current, event);
  }
  return current;
}

/**
 * The idempotency key of a command: the server's own (a string: a webhook's dedup key, a scheduler's), or a
 * client's Idempotency-Key with its scope, `${userId}:${METHOD} ${route}` (http/idempotency.ts).
 */
export type CommandKey = string | { key: string; scope: string; origin?: object | undefined };

export interface CommandContext {
  /** The idempotency key (Idempotency-Key header): event ids derive from it, so a resend writes nothing. */
  idempotencyKey: string;
  /**
   * Where a client's key was sent (subscriber and route). Event ids then derive from scope and key, so two
   * subscribers, or two routes, sending the same key never meet; and the request's hash is kept with the events
   * (metadata.requestHash): the same key sent again with another request is refused with 422, nothing stored.
   */
  scope?: string | undefined;
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
interface Snapshot<State> {
  state: State;
  version: number;
  replayed: boolean;
  /** When replayed: the request hash stored with the key's events (null or '' for events stored without one). */
  requestHash?: string | null | undefined;
  /**
   * From this process's memory, not the database: it may be behind (another instance wrote since) and `replayed`
   * was not checked. Its append is placed at version + 1, which only an up-to-date version gets; any other
   * outcome (a conflict, a refusal, nothing to do, a resent event) is decided again from the database.
   */
  remembered?: boolean;
  /**
   * For a snapshot read from the database: whether this process's memory of the stream was at the database's
   * version (true), behind it (false), or held nothing (undefined). Tells handleCommand whether memory would
   * have served (see memoryTrust).
   */
  memoryCurrent?: boolean | undefined;
}

export interface CommandResult<State> {
  state: State;
  events: readonly StoredEvent[];
  append: AppendResult | null;
}

/** The context of a command sent with `key`. */
export function keyContext(key: CommandKey): Pick<CommandContext, 'idempotencyKey' | 'scope' | 'metadata'> {
  if (typeof key === 'string') return { idempotencyKey: key };
  // A client's request: where it came from (device, session tag, offline queue time) goes with its events.
  return {
    idempotencyKey: key.key,
    scope: key.scope,
    ...(key.origin ? { metadata: { ...key.origin } } : {}),
  };
}

/**
 * Attempts of one command. Only version conflicts (another write of the same stream landed first) and a first
 * attempt from memory lead to another: a conflicting command queues in its stream's lane (below) and reads
 * afresh; conflicting again there, it waits a jittered time that doubles (2, 4, 8… up to 64 ms), so writers of
 * other instances spread out too. Past the bound the command answers 409 (concurrentWrite), never 500.
 */
const MAX_ATTEMPTS = 16;
const BACKOFF_MS = 2;
const MAX_BACKOFF_MS = 64;

export const commandMessages = {
  concurrentWrite: 'Outra ação sua foi registrada ao mesmo tempo. Tente novamente.',
  keyReused: 'Esta chave de idempotência já foi usada para outra ação. Gere uma nova chave.',
} as const;

/** A conflict that outlasted every retry: the client may send the same request again. */
const concurrentWrite = () =>
  new DomainError('conflict', commandMessages.concurrentWrite, 'concurrent_write');
/** A key sent again with another request: nothing is stored; the client must make a new key. */
export const keyReused = () => new DomainError('unmet', commandMessages.keyReused, 'idempotency_key_reused');

/** The key its event ids derive from: scoped when the client sent it. */
function eventKeyOf(context: Pick<CommandContext, 'idempotencyKey' | 'scope'>): string {
  return context.scope === undefined ? context.idempotencyKey : `${context.scope}:${context.idempotencyKey}`;
}

/** A stable UUID-shaped id for the n-th event of an idempotency key. */
export function eventIdFor(idempotencyKey: string, index: number): string {
  return derivedUuid(`${idempotencyKey}:${index}`, '5');
}

/**
 * The ids a resend of this command finds stored: its first event's, and for a client's key also the id that key
 * had before keys were scoped (issue 18: `eventIdFor(key, 0)`, unscoped). An outbox entry sent before that change
 * and resent after it is thus still recognised when its command is decided from the database (a refusal, nothing
 * to do, a conflict); one whose command appends cleanly from memory is stored a second time. For the journey's
 * commands that is mostly harmless: a tick, a reflection, an audio report or a completion sent twice decides
 * nothing the second time; a questionnaire is stored twice with the same answers.
 */
function replayIdsOf(context: Pick<CommandContext, 'idempotencyKey' | 'scope'>): string[] {
  const scoped = eventIdFor(eventKeyOf(context), 0);
  return context.scope === undefined ? [scoped] : [scoped, eventIdFor(context.idempotencyKey, 0)];
}

/**
 * For snapshot queries: the request hash stored with this command's events in the stream ('' when they were
 * stored without one), or null when none are stored. One index lookup, in the snapshot's own query.
 */
export function storedRequestHash(
  sql: Sql,
  streamId: string,
  context: Pick<CommandContext, 'idempotencyKey' | 'scope'>,
) {
  return requestHashOfEvents(sql, streamId, replayIdsOf(context));
}

/** JSON with object keys in order: equal commands give equal text, whatever order their fields were built in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

/** The hash of a parsed command, kept with its events to tell a resend from another request with the same key. */
export function requestHashOf(command: unknown): string {
  return hash('sha256', canonicalJson(command), 'base64url').slice(0, 22);
}

async function fromStream<State, Command, Event extends AnyEvent>(
  runtime: Runtime,
  streamId: string,
  decider: Decider<State, Command, Event>,
  context: CommandContext,
): Promise<Snapshot<State>> {
  const { version, events } = await runtime.store.readStream(streamId);
  const state = foldStream(decider, events);
  const ids = replayIdsOf(context);
  const stored = events.find((event) => ids.includes(event.eventId));
  const requestHash = stored?.metadata.requestHash;
  return {
    state,
    version,
    replayed: stored !== undefined,
    requestHash: typeof requestHash === 'string' ? requestHash : null,
  };
}

export function foldStream<State, Event extends AnyEvent>(
  decider: Decider<State, never, Event>,
  events: readonly StoredEvent[],
): State {
  return evolveAll(decider, decider.initialState(), events);
}

/**
 * How often this process's memory of a stream was behind lately, per store (one per process): an exponentially
 * weighted share over the commands whose stream memory held. With one instance, or a balancer that keeps a
 * subscriber on one instance, memory is almost never behind and a command appends with no query first. Behind a
 * round-robin balancer another instance wrote most streams since (2 in 3 with three instances): an append from
 * memory then fails on its position, rolls back, and is decided again from the database, a transaction and three
 * queries more than reading first (issue 21: 325 round-robin vs 1,341 pinned writes/s). So past MISSED_ABOVE the
 * first attempt reads the database (one query, the state only when memory is behind), and the snapshots it reads
 * keep telling whether memory would have served (Snapshot.memoryCurrent): once it mostly would again (below
 * MISSED_BELOW), appends go back to memory. Either way every command is decided on the database's state or
 * verified by its append, so the choice changes cost, never outcome.
 */
const MISS_WEIGHT = 1 / 32;
const MISSED_ABOVE = 0.25;
const MISSED_BELOW = 0.1;

interface MemoryTrust {
  /** Weighted share of recent commands whose memory was behind. */
  missed: number;
  /** Whether first attempts read the database (memory mostly behind lately). */
  readFirst: boolean;
}

const trustOfStores = new WeakMap<EventStore, MemoryTrust>();

function memoryTrust(store: EventStore): MemoryTrust {
  let trust = trustOfStores.get(store);
  if (!trust) {
    trust = { missed: 0, readFirst: false };
    trustOfStores.set(store, trust);
  }
  return trust;
}

/** Counts one command whose memory was current (false) or behind (true). */
function memoryWasBehind(trust: MemoryTrust, behind: boolean): void {
  trust.missed += ((behind ? 1 : 0) - trust.missed) * MISS_WEIGHT;
  if (trust.readFirst && trust.missed < MISSED_BELOW) trust.readFirst = false;
  else if (!trust.readFirst && trust.missed > MISSED_ABOVE) trust.readFirst = true;
}

/** Whether first attempts of commands on this store now read the database first (for tests and metrics). */
export function readsFirst(store: EventStore): boolean {
  return memoryTrust(store).readFirst;
}

/**
 * Per store (one per process) and stream, the commands retrying after a conflict, one after another: the first
 * conflict puts a command in its stream's lane, where it waits for the retries before it, then reads afresh. So
 * retries of one process never race each other (30 writers of one stream would otherwise need dozens of rounds);
 * they only meet new first attempts and other instances, which the jittered backoff spreads out.
 */
const lanesOfStores = new WeakMap<EventStore, Map<string, Promise<void>>>();

async function enterLane(store: EventStore, streamId: string): Promise<() => void> {
  let lanes = lanesOfStores.get(store);
  if (!lanes) {
    lanes = new Map<string, Promise<void>>();
    lanesOfStores.set(store, lanes);
  }
  const previous = lanes.get(streamId);
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  const tail = previous ? previous.then(() => done) : done;
  lanes.set(streamId, tail);
  if (previous) await previous;
  return () => {
    release();
    if (lanes.get(streamId) === tail) lanes.delete(streamId);
  };
}

/** The wait before the attempt that follows the n-th conflict: random, up to a bound that doubles. */
function backoff(conflicts: number): Promise<void> {
  const bound = Math.min(MAX_BACKOFF_MS, BACKOFF_MS * 2 ** (conflicts - 1));
  return sleep(Math.random() * bound);
}

/**
 * Load the stream, decide, append with the version that was read; on a conflict, wait a little, load again and
 * retry (bounded: then 409). A resent command (same key, same request) finds its events stored and returns the
 * current state, writing nothing; the same client key with another request is refused (422).
 * A snapshot from memory is trusted only by a successful append; everything else is decided again from the database.
 */
export async function handleCommand<State, Command, Event extends AnyEvent>(
  runtime: Runtime,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
): Promise<CommandResult<State>> {
  // On EventStoreDB no read model is written with the append: every command folds the stream.
  const readModel = runtime.store.backend === 'eventstoredb' ? undefined : decider.readModel;
  const eventKey = eventKeyOf(context);
  const requestHash = context.scope === undefined ? undefined : requestHashOf(command);
  let conflicts = 0;
  let leaveLane: (() => void) | undefined;
  const trust = memoryTrust(runtime.store);
  try {
    for (let attempt = 1; ; attempt++) {
      // Only the first attempt may start from memory: every later one follows something memory did not know. While
      // memory has mostly been behind lately, the first attempt reads the database too.
      const snapshot = readModel
        ? await readModel.snapshot(runtime, streamId, context, attempt > 1 || trust.readFirst)
        : await fromStream(runtime, streamId, decider, context);
      const { state, version, replayed, remembered } = snapshot;
      if (attempt === 1 && snapshot.memoryCurrent !== undefined)
        memoryWasBehind(trust, !snapshot.memoryCurrent);
      // A first attempt from memory counts once it is known whether memory was current: it appended, or not.
      const fromMemory = remembered === true && attempt === 1;
      const again = remembered === true && attempt < MAX_ATTEMPTS;
      // A resend: the events of this key are stored already. Answer from the current state, write nothing; unless
      // the key came with another request this time (a client bug): refused, so that request is not lost silently.
      if (replayed) {
        if (requestHash !== undefined && snapshot.requestHash && snapshot.requestHash !== requestHash) {
          throw keyReused();
        }
        commandReplays.inc();
        return { state, events: [], append: null };
      }
      let decided: Event[];
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
        ...(requestHash === undefined ? {} : { requestHash }),
      };
      // The events as they will be stored, at the positions after `version`; the state after them, folded once: it
      // answers the command and, through the append, is the row the read model writes (Decider.readModel).
      const recordedAt = new Date().toISOString();
      const stored = decided.map((event, index): StoredEvent => ({
        eventId: eventIdFor(eventKey, index),
        type: event.type,
        data: event.data,
        metadata,
        streamId,
        streamPosition: version + 1 + index,
        checkpoint: '',
        recordedAt,
      }));
      const next = evolveAll(decider, state, stored);
      const newEvents = stored.map(({ eventId, type, data }) => ({ eventId, type, data, metadata }));
      try {
        const append = await runtime.store.appendToStream(streamId, newEvents, {
          expectedVersion: version < 0 ? 'no_stream' : version,
          fold: decider.readModel?.folded?.(
            { state, position: version },
            { state: next, position: version + stored.length },
          ),
        });
        if (fromMemory && !append.duplicate) memoryWasBehind(trust, false);
        // Stored before: a resend that passed the check above. The database's snapshot answers it.
        if (append.duplicate && readModel && attempt < MAX_ATTEMPTS) continue;
        await runtime.afterAppend(append.lastCheckpoint);
        // The state folded once is the row the read model just wrote at this version (e.g. the journey cache keeps it).
        if (!append.duplicate) readModel?.appended?.(runtime, streamId, next, append.nextExpectedVersion);
        // A resend's original events may sit elsewhere in the stream: the positions its result gives.
        const first = append.nextExpectedVersion - stored.length + 1;
        stored.forEach((event, index) => {
          event.streamPosition = first + index;
          event.checkpoint = append.lastCheckpoint;
        });
        return { state: next, events: stored, append };
      } catch (error) {
        // Some of these event ids are stored, not all: the key was used for a request that decided other events.
        // From memory that may be a resend the database answers; from the database it is another request.
        if (error instanceof PartialDuplicateError) {
          if (again) continue;
          throw keyReused();
        }
        if (!isConcurrencyError(error)) throw error;
        // Memory was behind: another instance (or another request of this one) wrote the stream since.
        if (fromMemory) memoryWasBehind(trust, true);
        if (attempt >= MAX_ATTEMPTS) throw concurrentWrite();
        // A first attempt from memory that was behind retries at once, from the database. A conflict from the
        // database waits its turn in the stream's lane, then (if it conflicts again there) a jittered while.
        if (again) continue;
        if (leaveLane) await backoff(++conflicts);
        else leaveLane = await enterLane(runtime.store, streamId);
      }
    }
  } finally {
    leaveLane?.();
  }
}

/** One stored event of a stream, by id: its data, metadata and recorded time; undefined when not stored. */
export async function storedEvent(
  runtime: Runtime,
  streamId: string,
  eventId: string,
): Promise<Pick<StoredEvent, 'data' | 'metadata' | 'recordedAt'> | undefined> {
  return runtime.store.readEvent(streamId, eventId);
}

/** The request hash stored with an event ('' when it has none), or null when the event is not stored. */
async function requestHashOfEvent(
  runtime: Runtime,
  streamId: string,
  eventId: string,
): Promise<string | null> {
  const event = await storedEvent(runtime, streamId, eventId);
  if (!event) return null;
  return typeof event.metadata.requestHash === 'string' ? event.metadata.requestHash : '';
}

/**
 * The first fact a client's key already stored (see appendKeyedFacts), or undefined: a resend is answered from
 * it, with no second provider call. The same key with another request is refused (422).
 */
export async function storedKeyedFact(
  runtime: Runtime,
  streamId: string,
  key: { key: string; scope: string },
  request: unknown,
): Promise<Pick<StoredEvent, 'data' | 'metadata' | 'recordedAt'> | undefined> {
  const eventKey = eventKeyOf({ idempotencyKey: key.key, scope: key.scope });
  const event = await storedEvent(runtime, streamId, eventIdFor(eventKey, 0));
  if (!event) return undefined;
  const stored = event.metadata.requestHash;
  if (typeof stored === 'string' && stored !== '' && stored !== requestHashOf(request)) throw keyReused();
  commandReplays.inc();
  return event;
}

/**
 * Appends facts no rule decides (they happened), once per client key: event ids derive from the scoped key, the
 * request's hash goes with them. A resend writes nothing and returns null; the same key with another request is
 * refused (422). The happy path is the append alone: the hash is read only when the ids were stored already.
 */
export async function appendKeyedFacts(
  runtime: Runtime,
  streamId: string,
  events: readonly { type: string; data: unknown; metadata: EventMetadata }[],
  key: { key: string; scope: string },
  request: unknown,
): Promise<AppendResult | null> {
  const context = { idempotencyKey: key.key, scope: key.scope };
  const eventKey = eventKeyOf(context);
  const requestHash = requestHashOf(request);
  const newEvents = events.map((event, index) => ({
    ...event,
    eventId: eventIdFor(eventKey, index),
    metadata: { ...event.metadata, causationId: key.key, requestHash },
  }));
  let append: AppendResult;
  try {
    append = await runtime.store.appendToStream(streamId, newEvents);
  } catch (error) {
    if (error instanceof PartialDuplicateError) throw keyReused();
    throw error;
  }
  if (!append.duplicate) return append;
  const stored = await requestHashOfEvent(runtime, streamId, eventIdFor(eventKey, 0));
  if (stored && stored !== requestHash) throw keyReused();
  commandReplays.inc();
  return null;
}
