import { abortedError } from './work-errors.ts';

interface Run<T> {
  promise: Promise<T>;
  controller: AbortController;
  /** Callers still waiting for it; one without a signal never leaves. */
  waiting: number;
}

/**
 * Identical jobs share one run: the same day's meditation, the same speech (its content hash), the same session
 * (its Idempotency-Key gives the same script, so the same hash). Each caller may bring its AbortSignal; a caller
 * who leaves stops waiting, and the run itself is aborted only when the last one has left, so one person closing
 * the app never cancels what another still waits for.
 */
export function createSharedRuns<T>() {
  const runs = new Map<string, Run<T>>();

  return function shared(
    key: string,
    make: (signal: AbortSignal) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortedError(signal));
    let run = runs.get(key);
    if (!run) {
      const controller = new AbortController();
      const created: Run<T> = { promise: make(controller.signal), controller, waiting: 0 };
      runs.set(key, created);
      created.promise
        .finally(() => {
          if (runs.get(key) === created) runs.delete(key);
        })
        .catch(() => undefined);
      run = created;
    }
    const joined = run;
    joined.waiting++;
    if (!signal) return joined.promise;
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        joined.waiting--;
        if (joined.waiting === 0) {
          // Nobody waits any more: the run stops, and a later caller starts a fresh one.
          if (runs.get(key) === joined) runs.delete(key);
          joined.controller.abort(signal.reason);
        }
        reject(abortedError(signal));
      };
      signal.addEventListener('abort', leave, { once: true });
      void joined.promise.then(resolve, reject).finally(() => {
        signal.removeEventListener('abort', leave);
      });
    });
  };
}
