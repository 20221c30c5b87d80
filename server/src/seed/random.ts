import { createHash } from 'node:crypto';

/** A deterministic random source (mulberry32): the same seed gives the same sequence on every machine. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  shuffle<T>(list: readonly T[]): T[];
  bytes(length: number): Buffer;
  /** A version-4 UUID made of this source's bytes (idempotency keys the server accepts). */
  uuid(): string;
}

/** A source seeded by any text, e.g. `${seed}:${subscriber}`: each subscriber's choices do not depend on others'. */
export function createRandom(seed: string): Random {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const bytes = (length: number) => Buffer.from(Array.from({ length }, () => int(0, 255)));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick<T>(list: readonly T[]): T {
      const item = list[int(0, list.length - 1)];
      if (item === undefined) throw new RangeError('pick de uma lista vazia');
      return item;
    },
    shuffle<T>(list: readonly T[]): T[] {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
    bytes,
    uuid() {
      const b = bytes(16);
      b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
      b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
      const hex = b.toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
}
