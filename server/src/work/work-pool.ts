import { heavyWorkJobs, heavyWorkSeconds, heavyWorkWaiting } from '../metrics.ts';
import { abortedError, WorkQueueFullError } from './work-errors.ts';
import { createWorkProcesses } from './work-processes.ts';

/**
 * Work that would hold the request thread for more than a few milliseconds (speech synthesis, MP3 encoding, the
 * music mix) runs in child processes at the lowest CPU priority (decision 0024; work-processes.ts). In front of
 * them sits this queue, so that its bound, its order and its figures are ours:
 * - at most `threads` jobs run at once, each in a process of its own; the others wait in order of arrival, at
 *   most `queueLimit` of them, and one more is refused at once with WorkQueueFullError (the route answers 503 with
 *   Retry-After);
 * - a job carries its caller's AbortSignal: aborted while waiting, it leaves the queue; while running, its process
 *   is stopped (another starts when needed);
 * - `whenIdle()` lets background work (the warm-up of the daily meditations) go only when no one is waiting;
 * - a background job (made ahead, before anyone asks: `background()` answers true) never stands before a person's:
 *   a person's job goes ahead of it in the queue, and when every process is busy and one runs background work,
 *   that job gives its process up at once (stopped, and queued again from the start). Once a person waits for the
 *   same result (`background()` turns false), it is theirs and keeps its process.
 * Each process runs the TypeScript of `filename` through tsx (work-process.mjs), as the server itself runs under
 * the loader; a built jobs module (JavaScript, server/dist/) is imported as it is.
 */
export interface WorkPoolOptions {
  /**
   * The jobs module (TypeScript, or the built JavaScript). Its default export takes a job and a context (`data`,
   * and `progress(value)`, which reaches the caller's `onProgress`) and answers its result.
   */
  filename: URL;
  threads: number;
  queueLimit: number;
  /** Every thread of the processes gets this nice value (default 19, the lowest priority). */
  nice?: number;
  /** Handed to every process: the jobs' `context.data`. */
  workerData?: unknown;
  /** How long a process outlives its last job (default a minute). */
  idleMs?: number;
}

interface RunOptions<Progress> {
  signal?: AbortSignal | undefined;
  kind?: string;
  /** Made ahead of anyone asking, while this answers true: yields to a person's job (see above). */
  background?: (() => boolean) | undefined;
  /**
   * What the job reports while it runs (its `context.progress`), in order, before its result. Such a job keeps its
   * process even when made in the background: stopped and run again, it would report its pieces twice.
   */
  onProgress?: ((value: Progress) => void) | undefined;
}

export interface WorkPool<Job, Result, Progress = never> {
  run(job: Job, options?: RunOptions<Progress>): Promise<Result>;
  /** Resolves once no job runs or waits. */
  whenIdle(): Promise<void>;
  /** How many jobs wait (not counting those running). */
  readonly waiting: number;
  readonly running: number;
  close(): Promise<void>;
}

interface Queued<Job, Result, Progress> {
  job: Job;
  kind: string;
  signal: AbortSignal | undefined;
  background: () => boolean;
  onProgress: ((value: Progress) => void) | undefined;
  queuedAt: number;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
  onAbort: () => void;
  /** While it runs: stops it to give its process to a person's job. */
  yieldProcess?: AbortController;
}

const never = () => false;

/** How long a process outlives its last job. */
const PROCESS_IDLE_MS = 60_000;

/** A first guess of a job's length, until jobs have been timed: a personalised session on a small machine. */
const FIRST_GUESS_MS = 15_000;

export function createWorkPool<Job, Result, Progress = never>(
  options: WorkPoolOptions,
): WorkPool<Job, Result, Progress> {
  const threads = Math.max(1, Math.floor(options.threads));
  const processes = createWorkProcesses({
    filename: options.filename,
    nice: options.nice ?? 19,
    data: options.workerData,
    idleMs: options.idleMs ?? PROCESS_IDLE_MS,
  });
  const queue: Queued<Job, Result, Progress>[] = [];
  const runningNow = new Set<Queued<Job, Result, Progress>>();
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
  function takeNext(): Queued<Job, Result, Progress> | undefined {
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
    // A person waits and no process is free: background work gives one up.
    if (queue.some((entry) => !entry.background())) {
      const yielding = [...runningNow].find(
        // A job that reports progress is never stopped to run again: its caller would get its pieces twice.
        (entry) => entry.background() && !entry.onProgress && !entry.yieldProcess?.signal.aborted,
      );
      yielding?.yieldProcess?.abort();
    }
    report();
    settleIdle();
  }

  async function start(entry: Queued<Job, Result, Progress>) {
    running++;
    runningNow.add(entry);
    const yieldProcess = new AbortController();
    entry.yieldProcess = yieldProcess;
    const startedAt = performance.now();
    heavyWorkSeconds.observe({ kind: entry.kind, phase: 'wait' }, (startedAt - entry.queuedAt) / 1000);
    const signal = entry.signal ? AbortSignal.any([entry.signal, yieldProcess.signal]) : yieldProcess.signal;
    try {
      // What the jobs module answers and reports for a Job (its types are the caller's word, as across any process).
      const result = (await processes.run(
        entry.job,
        signal,
        entry.onProgress as ((value: unknown) => void) | undefined,
      )) as Result;
      const ms = performance.now() - startedAt;
      averageMs = averageMs * 0.7 + ms * 0.3;
      heavyWorkSeconds.observe({ kind: entry.kind, phase: 'run' }, ms / 1000);
      heavyWorkJobs.inc({ kind: entry.kind, outcome: 'ok' });
      entry.resolve(result);
    } catch (error) {
      const aborted = entry.signal?.aborted === true;
      if (!aborted && yieldProcess.signal.aborted) {
        // It gave its process to a person: in line again, from the start, first among the background work.
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
      delete entry.yieldProcess;
      pump();
    }
  }

  return {
    run(job, { signal, kind = 'job', background = never, onProgress } = {}) {
      if (signal?.aborted) return Promise.reject(abortedError(signal));
      if (running >= threads && queue.length >= options.queueLimit) {
        heavyWorkJobs.inc({ kind, outcome: 'refused' });
        // What the jobs ahead should take, spread over the processes; a client waits at least a few seconds.
        const ahead = ((queue.length + running) * averageMs) / threads / 1000;
        return Promise.reject(new WorkQueueFullError(Math.min(600, Math.max(5, Math.ceil(ahead)))));
      }
      return new Promise<Result>((resolve, reject) => {
        const entry: Queued<Job, Result, Progress> = {
          job,
          kind,
          signal,
          background,
          onProgress,
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
      await processes.close();
      settleIdle();
    },
  };
}
