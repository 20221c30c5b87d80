import { randomUUID } from 'node:crypto';
import { type EventOfType, InvalidEventError, parseEventData, streamId } from '@detox/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { ConcurrencyError, PartialDuplicateError } from '../event-store/types.ts';
import type { Runtime } from '../runtime.ts';
import { commandMessages, type Decider, eventIdFor, foldStream, handleCommand } from './command-handler.ts';
import { DomainError } from './domain-error.ts';

interface Counter {
  value: number;
}
interface Add {
  by: number;
}

/** The counter is kept in a catalogue event of a push stream (the handler needs no more): its `subscriptions`. */
type Counted = EventOfType<'DailyReminderSent'>;
const counted = (value: number): Counted => ({
  type: 'DailyReminderSent',
  data: { localDate: '2026-01-01', day: 1, subscriptions: value },
});
const valueOf = (event: { data: unknown }) => parseEventData('DailyReminderSent', event.data).subscriptions;
const newStream = () => streamId('push', `counter-${randomUUID()}`);

const counter: Decider<Counter, Add, Counted> = {
  eventTypes: ['DailyReminderSent'],
  initialState: () => ({ value: 0 }),
  evolve: (_state, event) => ({ value: event.data.subscriptions }),
  decide: (command, state) => {
    if (state.value + command.by > 10) throw new DomainError('unmet', 'O contador não passa de 10.');
    return [counted(state.value + command.by)];
  },
};

describe('handleCommand', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ SEED_DEMO: 'false' });
  });
  afterAll(async () => {
    await test.close();
  });

  const context = () => ({ idempotencyKey: randomUUID(), userId: 'u-1' });

  it('appends what the decider decides and returns the new state', async () => {
    const stream = newStream();
    const result = await handleCommand(test.runtime, stream, counter, { by: 3 }, context());
    expect(result.state).toEqual({ value: 3 });
    expect((await test.runtime.store.readStream(stream)).events).toHaveLength(1);
  });

  it('writes nothing when the same idempotency key is sent again, and answers the same', async () => {
    const stream = newStream();
    const ctx = context();
    const first = await handleCommand(test.runtime, stream, counter, { by: 4 }, ctx);
    const again = await handleCommand(test.runtime, stream, counter, { by: 4 }, ctx);
    expect(again.state).toEqual(first.state);
    expect((await test.runtime.store.readStream(stream)).events).toHaveLength(1);
  });

  it('appends nothing when a rule refuses the command', async () => {
    const stream = newStream();
    await handleCommand(test.runtime, stream, counter, { by: 9 }, context());
    await expect(handleCommand(test.runtime, stream, counter, { by: 2 }, context())).rejects.toMatchObject({
      refusal: 'unmet',
      message: 'O contador não passa de 10.',
    });
    expect((await test.runtime.store.readStream(stream)).events).toHaveLength(1);
  });

  it('retries on a version conflict so concurrent commands both land', async () => {
    const stream = newStream();
    await Promise.all(
      [1, 1, 1, 1].map((by) => handleCommand(test.runtime, stream, counter, { by }, context())),
    );
    const { events } = await test.runtime.store.readStream(stream);
    expect(events.map(valueOf)).toEqual([1, 2, 3, 4]);
  });

  it('lands 30 concurrent commands on one stream (retried in its lane), each once', async () => {
    const stream = newStream();
    const many: Decider<Counter, Add, Counted> = {
      ...counter,
      decide: (command, state) => [counted(state.value + command.by)],
    };
    await Promise.all(
      Array.from({ length: 30 }, () => handleCommand(test.runtime, stream, many, { by: 1 }, context())),
    );
    const { events } = await test.runtime.store.readStream(stream);
    expect(events.map(valueOf)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
  });

  it('appends nothing the catalogue refuses: outside production every append is validated', async () => {
    const stream = newStream();
    const negative: Decider<Counter, Add, Counted> = {
      ...counter,
      decide: (command, state) => [counted(state.value - command.by)],
    };
    const refused = handleCommand(test.runtime, stream, negative, { by: 1 }, context());
    await expect(refused).rejects.toBeInstanceOf(InvalidEventError);
    await expect(refused).rejects.toThrow(/DailyReminderSent.*subscriptions/);
    expect((await test.runtime.store.readStream(stream)).events).toHaveLength(0);
  });

  /**
   * The counter kept in a read model of its own, as the journey's is: a snapshot from memory when allowed (what it
   * was told last), else from the stream; every load and every append it is told of is recorded.
   */
  function keptCounter() {
    const memory = new Map<string, { state: Counter; version: number }>();
    const loads: boolean[] = [];
    const appended: [Counter, number][] = [];
    const decider: Decider<Counter, Add, Counted> = {
      ...counter,
      readModel: {
        async snapshot(runtime, id, { idempotencyKey }, fromDatabase) {
          loads.push(fromDatabase);
          const known = memory.get(id);
          if (known && !fromDatabase) return { ...known, replayed: false, remembered: true };
          const { version, events } = await runtime.store.readStream(id);
          const replayed = events.some((event) => event.eventId === eventIdFor(idempotencyKey, 0));
          return { state: foldStream(counter, events), version, replayed };
        },
        appended(_runtime, id, state, version) {
          appended.push([state, version]);
          memory.set(id, { state, version });
        },
      },
    };
    return { decider, loads, appended };
  }

  it('starts from the read model the decider declares, and tells it what the append stored', async () => {
    const stream = newStream();
    const kept = keptCounter();
    await handleCommand(test.runtime, stream, kept.decider, { by: 2 }, context());
    // Another writer: what the read model remembers is now behind, and the append from it conflicts.
    await handleCommand(test.runtime, stream, counter, { by: 1 }, context());
    const result = await handleCommand(test.runtime, stream, kept.decider, { by: 3 }, context());
    expect(result.state).toEqual({ value: 6 });
    expect(kept.loads).toEqual([false, false, true]);
    expect(kept.appended).toEqual([
      [{ value: 2 }, 0],
      [{ value: 6 }, 2],
    ]);
    const { events } = await test.runtime.store.readStream(stream);
    expect(events.map(valueOf)).toEqual([2, 3, 6]);
  });

  it('tells the read model nothing of a resend, and folds the stream itself on EventStoreDB', async () => {
    const stream = newStream();
    const kept = keptCounter();
    const ctx = context();
    await handleCommand(test.runtime, stream, kept.decider, { by: 2 }, ctx);
    await handleCommand(test.runtime, stream, kept.decider, { by: 2 }, ctx);
    // The resend from memory found its events stored, and was answered from the database.
    expect(kept.loads).toEqual([false, false, true]);
    expect(kept.appended).toEqual([[{ value: 2 }, 0]]);
    const esdb: Runtime = { ...test.runtime, store: { ...test.runtime.store, backend: 'eventstoredb' } };
    const result = await handleCommand(esdb, stream, kept.decider, { by: 1 }, context());
    expect(result.state).toEqual({ value: 3 });
    expect(kept.loads).toHaveLength(3);
    expect(kept.appended).toHaveLength(1);
  });

  /** The runtime with a store whose appends always fail with `error`. */
  const failing = (error: () => Error): Runtime => ({
    ...test.runtime,
    store: { ...test.runtime.store, appendToStream: () => Promise.reject(error()) },
  });

  it('answers 409 (never 500) when a conflict outlasts every retry', async () => {
    const stream = newStream();
    const conflict = failing(() => new ConcurrencyError(stream, 0, 1));
    await expect(handleCommand(conflict, stream, counter, { by: 1 }, context())).rejects.toMatchObject({
      refusal: 'conflict',
      message: commandMessages.concurrentWrite,
      reason: 'concurrent_write',
    });
  });

  it('answers 422 when some of its event ids are stored with other events (a key reused)', async () => {
    const stream = newStream();
    const reused = failing(() => new PartialDuplicateError(stream));
    await expect(handleCommand(reused, stream, counter, { by: 1 }, context())).rejects.toMatchObject({
      refusal: 'unmet',
      message: commandMessages.keyReused,
    });
  });
});
