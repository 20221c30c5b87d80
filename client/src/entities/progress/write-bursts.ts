/**
 * Writes to one day that overlap in time (ticking tasks quickly on a slow connection, while the player reports
 * the listened share) form a burst. Applying each answer as it arrives would briefly undo the ticks still in
 * flight, so one answer is applied when the burst ends: the newest of its answers (`isOlder` tells), which holds
 * every write the server handled before it. Not simply the last to arrive: the server handles one day's writes one
 * after another, but their answers may reach the phone in another order. Reading the day again instead would race
 * with the next tick.
 */
export type BurstEnd<Answer> = { kind: 'wait' } | { kind: 'apply'; answer: Answer } | { kind: 'read-again' };

export function createWriteBursts<Answer>(isOlder: (answer: Answer, than: Answer) => boolean) {
  const pending = new Map<number, { writes: number; newest: Answer | null }>();
  return {
    begin(key: number): void {
      const burst = pending.get(key) ?? { writes: 0, newest: null };
      pending.set(key, { ...burst, writes: burst.writes + 1 });
    },
    /** A write of the burst ended, with its answer or (failed) none. */
    end(key: number, answer: Answer | null): BurstEnd<Answer> {
      const burst = pending.get(key) ?? { writes: 1, newest: null };
      const newest =
        answer !== null && (burst.newest === null || !isOlder(answer, burst.newest)) ? answer : burst.newest;
      if (burst.writes > 1) {
        pending.set(key, { writes: burst.writes - 1, newest });
        return { kind: 'wait' };
      }
      pending.delete(key);
      // A failed last write may leave an optimistic tick undone over other answers: the day is read again.
      if (answer === null || newest === null) return { kind: 'read-again' };
      return { kind: 'apply', answer: newest };
    },
  };
}
