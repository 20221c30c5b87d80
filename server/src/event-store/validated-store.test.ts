import { randomUUID } from 'node:crypto';
import { InvalidEventError, type NewEvent } from '@detox/projections';
import { describe, expect, it } from 'vitest';
import type { AppendResult, EventStore } from './types.ts';
import { validatedStore } from './validated-store.ts';

/** A store that only records what reaches it. */
function recordingStore() {
  const appended: { streamId: string; events: readonly NewEvent[] }[] = [];
  const result: AppendResult = { nextExpectedVersion: 0, lastCheckpoint: '1', duplicate: false };
  const store = {
    appendToStream: (streamId: string, events: readonly NewEvent[]) => {
      appended.push({ streamId, events });
      return Promise.resolve(result);
    },
  } as unknown as EventStore;
  return { store: validatedStore(store), appended };
}

const event = (type: string, data: unknown): NewEvent => ({
  eventId: randomUUID(),
  type,
  data,
  metadata: { occurredAt: new Date().toISOString(), schemaVersion: 1 },
});

describe('validatedStore: every append checked against the event catalogue', () => {
  it('passes a catalogue event of the right shape, in its own stream, unchanged', async () => {
    const { store, appended } = recordingStore();
    const ticked = event('TaskCompletionSet', { day: 1, taskId: 'day1-1', completed: true });
    await store.appendToStream('journey-u1', [ticked]);
    expect(appended).toEqual([{ streamId: 'journey-u1', events: [ticked] }]);
  });

  it.each([
    [
      'an unknown type',
      event('TaskCompleted', { day: 1, taskId: 'day1-1', completed: true }),
      /desconhecido/,
    ],
    ['a missing field', event('TaskCompletionSet', { day: 1, taskId: 'day1-1' }), /completed/],
    ['a value out of range', event('TaskCompletionSet', { day: 22, taskId: 'a', completed: true }), /day/],
    ['a field of the wrong type', event('ReflectionSaved', { day: 1, text: 42 }), /text/],
    ['data that is no object', event('DayCompleted', null), /DayCompleted/],
  ])('refuses %s, and nothing of the append is written', async (_, bad, message) => {
    const { store, appended } = recordingStore();
    const good = event('DayCompleted', { day: 1 });
    const append = store.appendToStream('journey-u1', [good, bad]);
    await expect(append).rejects.toBeInstanceOf(InvalidEventError);
    await expect(append).rejects.toThrow(message);
    expect(appended).toEqual([]);
  });

  it("refuses an event appended to another category's stream", async () => {
    const { store, appended } = recordingStore();
    const append = store.appendToStream('push-u1', [event('DayCompleted', { day: 1 })]);
    await expect(append).rejects.toThrow(/journey-/);
    expect(appended).toEqual([]);
  });
});
