import type { StreamFold } from '@detox/projections/projection';
import type { AppendResult, ExpectedVersion, NewEvent } from '../types.ts';
import type { AppendAlone } from './append.ts';

/**
 * Group commit, the scheduler (docs/decisions/0002-event-store-append.md): appends that arrive while the store's
 * transactions are busy wait in a queue; when a transaction ends, the queue is flushed into the next group, and
 * the group's appends share one transaction (one statement for all their events, one pass of the inline
 * projections, one commit: group-append.ts). PGlite has one connection: one transaction at a time. On
 * PostgreSQL a few run side by side, as its pool allows. A stream's appends never overlap, so they keep call order.
 */

/** One append waiting in the queue, with the promise its caller holds. */
export interface QueuedAppend {
  streamId: string;
  events: readonly NewEvent[];
  expected: ExpectedVersion;
  fold: StreamFold | undefined;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

/** At most this many appends share one transaction. */
const MAX_GROUP = 256;

export interface GroupCommitOptions {
  /** Transactions running at once: 1 on PGlite, a few on PostgreSQL. */
  maxRunning: number;
  /** One append in a transaction of its own (append.ts). */
  appendAlone: AppendAlone;
  /** Two appends or more (at most one per stream) in one transaction; settles each of them. */
  commitGroup: (group: readonly QueuedAppend[]) => Promise<void>;
}

/** Returns the store's append: alone at once when nothing waits, else queued for the next group. */
export function createGroupCommit({ maxRunning, appendAlone, commitGroup }: GroupCommitOptions) {
  const queue: QueuedAppend[] = [];
  /** Streams with an append in a running transaction: their next appends wait. */
  const busyStreams = new Set<string>();
  let running = 0;

  /** The next group: in arrival order, at most one append per stream, none for a busy stream. */
  function nextGroup(): QueuedAppend[] {
    const group: QueuedAppend[] = [];
    const streams = new Set<string>();
    for (let index = 0; index < queue.length && group.length < MAX_GROUP;) {
      const append = queue[index];
      if (append && !streams.has(append.streamId) && !busyStreams.has(append.streamId)) {
        streams.add(append.streamId);
        group.push(append);
        queue.splice(index, 1);
      } else index++;
    }
    return group;
  }

  /** Runs `commit` as one transaction over `streams` (their appends wait meanwhile); when it ends, flushes. */
  function run<T>(streams: readonly string[], commit: () => Promise<T>): Promise<T> {
    running++;
    for (const stream of streams) busyStreams.add(stream);
    const committed = commit();
    const ended = () => {
      running--;
      for (const stream of streams) busyStreams.delete(stream);
      flush();
    };
    committed.then(ended, ended);
    return committed;
  }

  /** Starts a group for every free transaction slot, while queued appends can go. */
  function flush(): void {
    while (running < maxRunning && queue.length > 0) {
      const group = nextGroup();
      const [first] = group;
      if (!first) return; // every queued append waits for its stream's running append
      const streams = group.map((append) => append.streamId);
      void run(streams, () =>
        group.length === 1
          ? appendAlone(first.streamId, first.events, first.expected, first.fold).then(
              first.resolve,
              first.reject,
            )
          : commitGroup(group),
      );
    }
  }

  return function append(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
    fold?: StreamFold,
  ): Promise<AppendResult> {
    if (queue.length === 0 && running < maxRunning && !busyStreams.has(streamId)) {
      // Nothing to wait for: this append goes alone at once, in a transaction of its own, without queueing.
      return run([streamId], () => appendAlone(streamId, events, expected, fold));
    }
    return new Promise((resolve, reject) => {
      queue.push({ streamId, events, expected, fold, resolve, reject });
      flush();
    });
  };
}
