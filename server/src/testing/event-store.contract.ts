import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConcurrencyError,
  type EventStore,
  type NewEvent,
  PartialDuplicateError,
  StreamClosedError,
  type StoredEvent,
} from '../event-store/types.ts';

export function newEvent(type = 'TestHappened', data: Record<string, unknown> = {}): NewEvent {
  return {
    eventId: randomUUID(),
    type,
    data,
    metadata: { occurredAt: new Date().toISOString(), schemaVersion: 1, userId: 'u-1' },
  };
}

function streamName(): string {
  return `contract-${randomUUID()}`;
}

/** The behaviour every event store backend must have. */
export function describeEventStoreContract(
  backend: string,
  open: () => Promise<{ store: EventStore; cleanup: () => Promise<void> }>,
): void {
  describe(`event store contract: ${backend}`, () => {
    let store: EventStore;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      ({ store, cleanup } = await open());
    });
    afterAll(async () => {
      await cleanup();
    });

    it('reads a missing stream as version -1 with no events', async () => {
      expect(await store.readStream(streamName())).toEqual({ version: -1, events: [] });
    });

    it('appends to a new stream with no_stream and reads the events back in order, data intact', async () => {
      const stream = streamName();
      const events = [
        newEvent('A', { n: 1, text: 'ação çã' }),
        newEvent('B', { list: [1, 2] }),
        newEvent('C'),
      ];
      const result = await store.appendToStream(stream, events, { expectedVersion: 'no_stream' });
      expect(result).toMatchObject({ nextExpectedVersion: 2, duplicate: false });
      const read = await store.readStream(stream);
      expect(read.version).toBe(2);
      expect(read.events.map((event) => [event.eventId, event.type, event.streamPosition])).toEqual(
        events.map((event, index) => [event.eventId, event.type, index]),
      );
      expect(read.events[0]?.data).toEqual({ n: 1, text: 'ação çã' });
      expect(read.events[0]?.metadata).toMatchObject({ userId: 'u-1', schemaVersion: 1 });
      expect(typeof read.events[0]?.metadata.recordedAt).toBe('string');
      expect(read.events[0]?.metadata.recordedAt).toBe(read.events[0]?.recordedAt);
      expect(read.events.at(-1)?.checkpoint).toBe(result.lastCheckpoint);
    });

    it('reads one event of a stream by its id, and nothing for an id of another stream or none stored', async () => {
      const stream = streamName();
      const events = [newEvent('A', { n: 1 }), newEvent('B', { n: 2 })];
      await store.appendToStream(stream, events, { expectedVersion: 'no_stream' });
      const second = await store.readEvent(stream, events[1]?.eventId ?? '');
      expect(second).toMatchObject({
        eventId: events[1]?.eventId,
        type: 'B',
        data: { n: 2 },
        streamPosition: 1,
      });
      expect(typeof second?.recordedAt).toBe('string');
      expect(await store.readEvent(streamName(), events[0]?.eventId ?? '')).toBeUndefined();
      expect(await store.readEvent(stream, newEvent('C').eventId)).toBeUndefined();
    });

    it('keeps the data of single-event appends, whatever their expectation', async () => {
      const stream = streamName();
      const appends = [
        { event: newEvent('A', { text: 'ação', n: 1 }), expectedVersion: 'any' as const },
        { event: newEvent('B', { nested: { ok: true } }), expectedVersion: 'any' as const },
        { event: newEvent('C', { list: ['çã'] }), expectedVersion: 1 },
        { event: newEvent('D', { last: null }), expectedVersion: 'stream_exists' as const },
      ];
      for (const { event, expectedVersion } of appends) {
        await store.appendToStream(stream, [event], { expectedVersion });
      }
      const read = await store.readStream(stream);
      expect(read.events.map((event) => event.data)).toEqual(appends.map(({ event }) => event.data));
      expect(read.events.map((event) => event.metadata.userId)).toEqual(['u-1', 'u-1', 'u-1', 'u-1']);
    });

    it('enforces no_stream', async () => {
      const stream = streamName();
      await store.appendToStream(stream, [newEvent()], { expectedVersion: 'no_stream' });
      const refused = store.appendToStream(stream, [newEvent()], { expectedVersion: 'no_stream' });
      await expect(refused).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(refused).rejects.toMatchObject({ actual: 0 });
      expect((await store.readStream(stream)).version).toBe(0);
    });

    it('enforces stream_exists', async () => {
      const stream = streamName();
      await expect(
        store.appendToStream(stream, [newEvent()], { expectedVersion: 'stream_exists' }),
      ).rejects.toMatchObject({ name: 'ConcurrencyError', actual: -1 });
      await store.appendToStream(stream, [newEvent()]);
      const result = await store.appendToStream(stream, [newEvent()], { expectedVersion: 'stream_exists' });
      expect(result.nextExpectedVersion).toBe(1);
    });

    it('enforces an exact version and writes nothing on a mismatch, even for a batch', async () => {
      const stream = streamName();
      await store.appendToStream(stream, [newEvent(), newEvent()]);
      await expect(
        store.appendToStream(stream, [newEvent(), newEvent()], { expectedVersion: 0 }),
      ).rejects.toMatchObject({ name: 'ConcurrencyError', expected: 0, actual: 1 });
      await expect(store.appendToStream(stream, [newEvent()], { expectedVersion: 5 })).rejects.toBeInstanceOf(
        ConcurrencyError,
      );
      const result = await store.appendToStream(stream, [newEvent()], { expectedVersion: 1 });
      expect(result.nextExpectedVersion).toBe(2);
      expect((await store.readStream(stream)).events).toHaveLength(3);
    });

    it('appends with any whatever the version', async () => {
      const stream = streamName();
      await store.appendToStream(stream, [newEvent()], { expectedVersion: 'any' });
      const result = await store.appendToStream(stream, [newEvent(), newEvent()], { expectedVersion: 'any' });
      expect(result.nextExpectedVersion).toBe(2);
    });

    it('is idempotent: re-sending stored event ids returns the original result and writes nothing', async () => {
      const stream = streamName();
      const events = [newEvent(), newEvent()];
      const first = await store.appendToStream(stream, events, { expectedVersion: 'no_stream' });
      await store.appendToStream(stream, [newEvent()]);
      const again = await store.appendToStream(stream, events, { expectedVersion: 'no_stream' });
      expect(again).toEqual({ ...first, duplicate: true });
      const againAny = await store.appendToStream(stream, events);
      expect(againAny).toEqual({ ...first, duplicate: true });
      expect((await store.readStream(stream)).events).toHaveLength(3);
    });

    it('refuses an append where only some ids are already stored, and writes nothing', async () => {
      const stream = streamName();
      const stored = newEvent();
      await store.appendToStream(stream, [stored]);
      await expect(store.appendToStream(stream, [stored, newEvent()])).rejects.toBeInstanceOf(
        PartialDuplicateError,
      );
      expect((await store.readStream(stream)).events).toHaveLength(1);
    });

    it('reads all events in one global order from any checkpoint, in pages', async () => {
      const streams = [streamName(), streamName()];
      const before = await readEverything(store);
      const appended: string[] = [];
      for (let i = 0; i < 6; i++) {
        const event = newEvent('Paged', { i });
        appended.push(event.eventId);
        await store.appendToStream(streams[i % 2] ?? '', [event]);
      }
      const from = before.at(-1)?.checkpoint ?? store.start;
      // On PostgreSQL `before` may have been read while an open transaction elsewhere hid some of the earlier
      // tests' events; they show after it, in their place. This test's events come in the order appended.
      const mine = (events: readonly StoredEvent[]) =>
        events.filter((event) => streams.includes(event.streamId)).map((event) => event.eventId);
      const all = await readUntil(store, from, (events) => mine(events).length >= appended.length);
      expect(mine(all)).toEqual(appended);
      const firstPage = await store.readAll({ after: from, limit: 4 });
      expect(firstPage).toHaveLength(4);
      const rest = await store.readAll({ after: firstPage.at(-1)?.checkpoint, limit: 100 });
      expect([...firstPage, ...rest].map((event) => event.eventId)).toEqual(
        all.map((event) => event.eventId),
      );
      for (let i = 1; i < all.length; i++) {
        expect(store.compareCheckpoints(all[i - 1]?.checkpoint ?? '', all[i]?.checkpoint ?? '')).toBeLessThan(
          0,
        );
      }
    });

    it('erases a whole stream, or only the events before a position, and a missing stream is no error', async () => {
      const [whole, head] = [streamName(), streamName()];
      await store.appendToStream(whole, [newEvent(), newEvent()]);
      const kept = newEvent('Kept');
      await store.appendToStream(head, [newEvent(), newEvent(), kept]);
      await store.eraseStream(whole);
      await store.eraseStream(head, { before: 2 });
      await store.eraseStream(streamName());
      expect((await store.readStream(whole)).events).toEqual([]);
      const rest = await store.readStream(head);
      expect(rest.events.map((event) => [event.eventId, event.streamPosition])).toEqual([[kept.eventId, 2]]);
      expect(rest.version).toBe(2);
    });

    it('refuses every append to a closed stream, whatever its expectation, until it is reopened', async () => {
      const [closed, open] = [streamName(), streamName()];
      await store.appendToStream(closed, [newEvent()]);
      await store.closeStreams([closed, streamName()]);
      const attempts = [
        store.appendToStream(closed, [newEvent()]),
        store.appendToStream(closed, [newEvent(), newEvent()], { expectedVersion: 0 }),
        store.appendToStream(closed, [newEvent()], { expectedVersion: 'stream_exists' }),
        // Concurrent appends to other streams share group commits with the refused ones; they still land.
        store.appendToStream(open, [newEvent()]),
      ];
      const settled = await Promise.allSettled(attempts);
      expect(settled.slice(0, 3).map((result) => result.status)).toEqual([
        'rejected',
        'rejected',
        'rejected',
      ]);
      for (const result of settled.slice(0, 3)) {
        expect(result.status === 'rejected' && result.reason).toBeInstanceOf(StreamClosedError);
      }
      expect(settled[3]?.status).toBe('fulfilled');
      expect((await store.readStream(closed)).version).toBe(0);
      await store.reopenStreams([closed]);
      expect(await store.appendToStream(closed, [newEvent()], { expectedVersion: 0 })).toMatchObject({
        nextExpectedVersion: 1,
      });
    });

    it('answers ping', async () => {
      expect(await store.ping()).toBe(true);
    });
  });
}

/**
 * Reads from a checkpoint until `done` (a count of events, or a test on them) holds, or 15 s pass. On PostgreSQL, readAll holds back what committed after any
 * transaction still in flight anywhere in the cluster (other test files write to it in parallel), so events
 * just appended can take a moment to show; order and paging are what the tests check, not that moment.
 */
export async function readUntil(
  store: EventStore,
  after: string,
  done: number | ((events: StoredEvent[]) => boolean),
): Promise<StoredEvent[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const events = await readEverything(store, after);
    const enough = typeof done === 'number' ? events.length >= done : done(events);
    if (enough || Date.now() > deadline) return events;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function readEverything(store: EventStore, after = store.start, limit = 500) {
  const events = [];
  let checkpoint = after;
  for (;;) {
    const page = await store.readAll({ after: checkpoint, limit });
    if (page.length === 0) return events;
    events.push(...page);
    checkpoint = page.at(-1)?.checkpoint ?? checkpoint;
  }
}
