/**
 * Writes to one day that overlap in time (ticking tasks quickly on a slow connection, while the player reports
 * the listened share) form a burst. Applying each answer as it arrives would briefly undo the ticks still in
 * flight, so only the burst's last answer is applied: the server handled the writes one after another, so the
 * last answer holds them all. Reading the day again instead would race with the next tick.
 */
export type BurstEnd = 'apply' | 'wait';

export function createWriteBursts() {
  const pending = new Map<number, number>();
  return {
    begin(key: number): void {
      pending.set(key, (pending.get(key) ?? 0) + 1);
    },
    end(key: number): BurstEnd {
      const left = (pending.get(key) ?? 1) - 1;
      if (left > 0) {
        pending.set(key, left);
        return 'wait';
      }
      pending.delete(key);
      return 'apply';
    },
  };
}
