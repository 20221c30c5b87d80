import type { MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { heavyWorkJobs, heavyWorkSeconds, heavyWorkWaiting } from '../metrics.ts';
import { abortedError, WorkQueueFullError } from './work-errors.ts';

/**
 * Work that would hold the request thread for more than a few milliseconds (speech synthesis, MP3 encoding, the
 * music mix) runs on worker threads (decision 0024). The threads are piscina's; in front of them sits this queue,
 * so that its bound, its order and its figures are ours:
 * - at most `threads` jobs run at once; the others wait in order of arrival, at most `queueLimit` of them, and one
 *   more is refused at once with WorkQueueFullError (the route answers 503 with Retry-After);
 * - a job carries its caller's AbortSignal: aborted while waiting, it leaves the queue; while running, its thread
 *   is stopped (piscina ends it and starts another when needed);
 * - `whenIdle()` lets background work (the warm-up of the daily meditations) go only when no one is waiting;
 * - a background job (made ahead, before anyone asks: `background()` answers true) never stands before a person's:
 *   a person's job goes ahead of it in the queue, and when every thread is busy and one runs background work, that
 *   job gives its thread up at once (stopped, and queued again from the start). Once a person waits for the same
 *   result (`background()` turns false), it is theirs and keeps its thread.
 * Each thread runs the TypeScript of `filename` through tsx (thread-entry.mjs), as the server itself runs under the
 * loader; a built jobs module (JavaScript, server/dist/) is the thread's entry itself, without tsx.
 */
export interface WorkPoolOptions {
  /** The jobs module (TypeScript, or the built JavaScript): its default export takes a job and answers its result. */
  filename: URL;
  threads: number;
  queueLimit: number;
  /** The threads' nice value (default 19, the lowest priority). */
  nice?: number;
  /** Handed to every thread: `workerData.data` there (node:worker_threads). */
  workerData?: unknown;
}

interface RunOptions {
  signal?: AbortSignal | undefined;
  kind?: string;
  /** Made ahead of anyone asking, while this answers true: yields to a person's job (see above). */
  background?: (() => boolean) | undefined;
  /**
   * Moved to the thread with the job, not copied (a MessagePort the job reports progress on). Only for a person's
   * job: a background job stopped and run again would have moved them already.
   */
  transferList?: readonly MessagePort[] | undefined;
}

export interface WorkPool<Job, Result> {
  run(job: Job, options?: RunOptions): Promise<Result>;
  /** Resolves once no job runs or waits. */
  whenIdle(): Promise<void>;
  /** How many jobs wait (not counting those running). */
  readonly waiting: number;
  readonly running: number;
  close(): Promise<void>;
}

interface Queued<Job, Result> {
  job: Job;
  kind: string;
  signal: AbortSignal | undefined;
  background: () => boolean;
  transferList: readonly MessagePort[] | undefined;
  queuedAt: number;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
  onAbort: () => void;
  /** While it runs: stops it to give its thread to a person's job. */
  yieldThread?: AbortController;
}

const never = () => false;

/** How long a thread outlives its last job. */
const THREAD_IDLE_MS = 60_000;

/** A first guess of a job's length, until jobs have been timed: a personalised session on a small machine. */
const FIRST_GUESS_MS = 15_000;

export function createWorkPool<Job, Result>(options: WorkPoolOptions): WorkPool<Job, Result> {
  const threads = Math.max(1, Math.floor(options.threads));
  const piscina = new Piscina<Job, Result>({
    filename: options.filename.pathname.endsWith('.ts')
      ? new URL('./thread-entry.mjs', import.meta.url).href
      : options.filename.href,
    // Started by the first job and ended after a minute without one: an idle server keeps no thread (each holds
    // 30–70 MB of its own heap and modules; decision 0028). The built jobs module loads in well under a second, and
    // the voice itself is loaded on first use in any case.
    minThreads: 0,
    idleTimeout: THREAD_IDLE_MS,
    maxThreads: threads,
    // The thread loads TypeScript itself (thread-entry.mjs); neither the server's flags nor Vitest's are a thread's.
    execArgv: [],
    workerData: { module: options.filename.href, data: options.workerData },
    // The lowest CPU priority. On Linux a nice value belongs to a thread: the pool's threads give the cores to the
    // request thread and the database whenever both want them, and take them all when nothing else does.
    niceIncrement: options.nice ?? 19,
  });
  const queue: Queued<Job, Result>[] = [];
  const runningNow = new Set<Queued<Job, Result>>();
  let running = 0;
  let averageMs = FIRST_GUESS_MS;
  let idleWaiters: (() => void)[] = [];

  const report = () => {
    heavyWorkWaiting.set({ state: 'waiting' }, queue.length);
    heavyWorkWaiting.set({ state: 'running' }, running);
  };

  function settleIdle() {
    if (running > 0 || queue.length > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /** The first job a person waits for, else the first in line. */
  function takeNext(): Queued<Job, Result> | undefined {
    const index = queue.findIndex((entry) => !entry.background());
    return queue.splice(index === -1 ? 0 : index, 1)[0];
  }

  function pump() {
    while (running < threads) {
      const next = takeNext();
      if (!next) break;
      next.signal?.removeEventListener('abort', next.onAbort);
      void start(next);
    }
    // A person waits and no thread is free: background work gives one up.
    if (queue.some((entry) => !entry.background())) {
      const yielding = [...runningNow].find(
        (entry) => entry.background() && !entry.yieldThread?.signal.aborted,
      );
      yielding?.yieldThread?.abort();
    }
    report();
    settleIdle();
  }

  async function start(entry: Queued<Job, Result>) {
    running++;
    runningNow.add(entry);
    const yieldThread = new AbortController();
    entry.yieldThread = yieldThread;
    const startedAt = performance.now();
    heavyWorkSeconds.observe({ kind: entry.kind, phase: 'wait' }, (startedAt - entry.queuedAt) / 1000);
    const signal = entry.signal ? AbortSignal.any([entry.signal, yieldThread.signal]) : yieldThread.signal;
    try {
      const result = await piscina.run(entry.job, {
        signal,
        ...(entry.transferList ? { transferList: [...entry.transferList] } : {}),
      });
      const ms = performance.now() - startedAt;
      averageMs = averageMs * 0.7 + ms * 0.3;
      heavyWorkSeconds.observe({ kind: entry.kind, phase: 'run' }, ms / 1000);
      heavyWorkJobs.inc({ kind: entry.kind, outcome: 'ok' });
      entry.resolve(result);
    } catch (error) {
      const aborted = entry.signal?.aborted === true;
      if (!aborted && yieldThread.signal.aborted) {
        // It gave its thread to a person: in line again, from the start, first among the background work.
        heavyWorkJobs.inc({ kind: entry.kind, outcome: 'yielded' });
        const firstBackground = queue.findIndex((waiting) => waiting.background());
        queue.splice(firstBackground === -1 ? queue.length : firstBackground, 0, entry);
        entry.signal?.addEventListener('abort', entry.onAbort, { once: true });
      } else {
        heavyWorkJobs.inc({ kind: entry.kind, outcome: aborted ? 'aborted' : 'error' });
        entry.reject(aborted && entry.signal ? abortedError(entry.signal) : error);
      }
    } finally {
      running--;
      runningNow.delete(entry);
      delete entry.yieldThread;
      pump();
    }
  }

  return {
    run(job, { signal, kind = 'job', background = never, transferList } = {}) {
      if (signal?.aborted) return Promise.reject(abortedError(signal));
      if (running >= threads && queue.length >= options.queueLimit) {
        heavyWorkJobs.inc({ kind, outcome: 'refused' });
        // What the jobs ahead should take, spread over the threads; a client waits at least a few seconds.
        const ahead = ((queue.length + running) * averageMs) / threads / 1000;
        return Promise.reject(new WorkQueueFullError(Math.min(600, Math.max(5, Math.ceil(ahead)))));
      }
      return new Promise<Result>((resolve, reject) => {
        const entry: Queued<Job, Result> = {
          job,
          kind,
          signal,
          background,
          transferList,
          queuedAt: performance.now(),
          resolve,
          reject,
          onAbort: () => {
            const index = queue.indexOf(entry);
            if (index === -1) return;
            queue.splice(index, 1);
            heavyWorkJobs.inc({ kind, outcome: 'aborted' });
            if (signal) reject(abortedError(signal));
            report();
            settleIdle();
          },
        };
        signal?.addEventListener('abort', entry.onAbort, { once: true });
        queue.push(entry);
        pump();
      });
    },
    whenIdle() {
      if (running === 0 && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    get waiting() {
      return queue.length;
    },
    get running() {
      return running;
    },
    async close() {
      for (const entry of queue.splice(0))
        entry.reject(new DOMException('Serviço encerrando.', 'AbortError'));
      await piscina.destroy();
      settleIdle();
    },
  };
}
