import { describe, expect, it } from 'vitest';
import { deferred } from '../../testing/deferred.ts';
import type { AppendResult, NewEvent } from '../types.ts';
import { createGroupCommit, type QueuedAppend } from './group-commit.ts';

const event = (type: string): NewEvent => ({
  eventId: type,
  type,
  data: {},
  metadata: { occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion: 1, userId: 'u' },
});
const result = (version: number): AppendResult => ({
  nextExpectedVersion: version,
  lastCheckpoint: `1:${version}`,
  duplicate: false,
});

/** A scheduler whose transactions end when the test says so; records what ran alone and in groups. */
function scheduler(maxRunning: number) {
  const ran: string[][] = [];
  const ends: (() => void)[] = [];
  const append = createGroupCommit({
    maxRunning,
    appendAlone: (streamId: string, events: readonly NewEvent[]) => {
      ran.push([`${streamId}:${events[0]?.type}`]);
      const done = deferred();
      ends.push(done.resolve);
      return done.promise.then(() => result(0));
    },
    commitGroup: (group: readonly QueuedAppend[]) => {
      ran.push(group.map((queued) => `${queued.streamId}:${queued.events[0]?.type}`));
      const done = deferred();
      ends.push(done.resolve);
      return done.promise.then(() => {
        for (const queued of group) queued.resolve(result(1));
      });
    },
  });
  /** Ends the oldest running transaction, and lets the queue move on. */
  const endNext = async () => {
    ends.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { append, ran, endNext };
}

describe('group commit scheduler', () => {
  it('sends an append alone at once when nothing runs, and answers with its own result', async () => {
    const { append, ran, endNext } = scheduler(1);
    const answer = append('a', [event('A1')], 'any');
    expect(ran).toEqual([['a:A1']]);
    await endNext();
    expect(await answer).toEqual(result(0));
  });

  it('queues what arrives meanwhile and flushes it as one group, at most one append per stream, in call order', async () => {
    const { append, ran, endNext } = scheduler(1);
    const answers = [
      append('a', [event('A1')], 'any'),
      append('b', [event('B1')], 'any'),
      append('c', [event('C1')], 'any'),
      append('b', [event('B2')], 'any'),
      append('a', [event('A2')], 'any'),
    ];
    expect(ran).toEqual([['a:A1']]);
    await endNext();
    // a's second append waited for its first; b's second waits for the group with b's first.
    expect(ran).toEqual([['a:A1'], ['b:B1', 'c:C1', 'a:A2']]);
    await endNext();
    // A group of one goes alone.
    expect(ran.at(-1)).toEqual(['b:B2']);
    await endNext();
    expect((await Promise.all(answers)).map((answer) => answer.nextExpectedVersion)).toEqual([0, 1, 1, 0, 1]);
  });

  it('runs up to maxRunning transactions side by side, never two of one stream', async () => {
    const { append, ran, endNext } = scheduler(2);
    const answers = [
      append('a', [event('A1')], 'any'),
      append('a', [event('A2')], 'any'),
      append('b', [event('B1')], 'any'),
      append('c', [event('C1')], 'any'),
    ];
    // a runs; A2 waits for it, and B1 (queued behind A2) takes the second slot alone.
    expect(ran).toEqual([['a:A1'], ['b:B1']]);
    await endNext();
    expect(ran.at(-1)).toEqual(['a:A2', 'c:C1']);
    await endNext();
    await endNext();
    await Promise.all(answers);
  });
});
