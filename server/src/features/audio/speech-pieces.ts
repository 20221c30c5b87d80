/** How a run of speech ended: its whole file, or why not. */
export type RunOutcome = { bytes: Uint8Array<ArrayBuffer> } | { error: unknown };

/** A run being watched: `settled` resolves (never rejects) once `outcome()` is known. */
export interface WatchedRun {
  settled: Promise<void>;
  outcome(): RunOutcome | undefined;
}

/** A run's pieces of MP3 so far (decision 0029), and the readers waiting for the next. */
export function createPieces() {
  const chunks: Uint8Array[] = [];
  const wake = new Set<() => void>();
  return {
    chunks,
    push: (bytes: Uint8Array) => {
      chunks.push(bytes);
      const waiting = [...wake];
      wake.clear();
      for (const resolve of waiting) resolve();
    },
    /** Resolves at the next piece, or when the run settles. */
    next: (run: WatchedRun) =>
      new Promise<void>((resolve) => {
        wake.add(resolve);
        void run.settled.then(resolve);
      }),
  };
}

export type Pieces = ReturnType<typeof createPieces>;

/**
 * One reader's body over a run's pieces: those made already first, then each as it comes. Once the run has the
 * whole file, `finish` runs (it records the fact) before the last byte, so a reader who got the end knows it was
 * recorded; a failure of the run or of `finish` ends the body with an error. `leave` is called when the reader
 * stops reading (a cut connection).
 */
export function piecesBody(
  pieces: Pieces,
  run: WatchedRun,
  finish: (bytes: Uint8Array<ArrayBuffer>) => Promise<void>,
  leave: () => void,
): ReadableStream<Uint8Array> {
  let index = 0;
  let handed = 0;
  return new ReadableStream<Uint8Array>({
    pull: async (controller) => {
      for (;;) {
        const chunk = pieces.chunks[index];
        if (chunk) {
          index++;
          handed += chunk.byteLength;
          controller.enqueue(chunk);
          return;
        }
        const outcome = run.outcome();
        if (outcome && 'error' in outcome) {
          controller.error(outcome.error);
          return;
        }
        if (outcome) {
          try {
            await finish(outcome.bytes);
          } catch (error) {
            controller.error(error);
            return;
          }
          // Pieces come before their run ends (heavy-work.ts): this is empty but for a provider that handed
          // over only part of its file.
          const rest = outcome.bytes.subarray(handed);
          if (rest.byteLength > 0) controller.enqueue(rest);
          controller.close();
          return;
        }
        await pieces.next(run);
      }
    },
    cancel: leave,
  });
}
