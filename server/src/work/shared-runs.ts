import { abortedError } from './work-errors.ts';

interface Run<T> {
  promise: Promise<T>;
  controller: AbortController;
  /** Callers still waiting for it; one without a signal never leaves. */
  waiting: number;
  /** Set while nobody waits but the run is kept for a caller coming back (`keepMs`). */
  stopping?: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Identical jobs share one run: the same day's meditation, the same speech (its content hash), the same session
 * (its Idempotency-Key gives the same script, so the same hash). Each caller may bring its AbortSignal; a caller
 * who leaves stops waiting, and the run itself is aborted only when the last one has left, so one person closing
 * the app never cancels what another still waits for. With `keepMs`, the run goes on that long after the last
 * caller left, for one who comes back (a cut connection resuming, decision 0029): it joins the same run.
 */
export function createSharedRuns<T>() {
  const runs = new Map<string, Run<T>>();

  const stop = (key: string, run: Run<T>, reason: unknown) => {
    if (runs.get(key) === run) runs.delete(key);
    run.controller.abort(reason);
  };

  return function shared(
    key: string,
    make: (signal: AbortSignal) => Promise<T>,
    signal?: AbortSignal,
    keepMs = 0,
  ): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortedError(signal));
    let run = runs.get(key);
    if (!run) {
      const controller = new AbortController();
      const created: Run<T> = { promise: make(controller.signal), controller, waiting: 0 };
      runs.set(key, created);
      created.promise
        .finally(() => {
          clearTimeout(created.stopping);
          if (runs.get(key) === created) runs.delete(key);
        })
        .catch(() => undefined);
      run = created;
    }
    const joined = run;
    joined.waiting++;
    clearTimeout(joined.stopping);
    joined.stopping = undefined;
    if (!signal) return joined.promise;
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        joined.waiting--;
        if (joined.waiting === 0) {
          // Nobody waits any more: the run stops (at once, or once nobody came back), and a later caller starts
          // a fresh one.
          if (keepMs > 0) {
            joined.stopping = setTimeout(() => {
              if (joined.waiting === 0) stop(key, joined, signal.reason);
            }, keepMs);
            joined.stopping.unref();
          } else stop(key, joined, signal.reason);
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
