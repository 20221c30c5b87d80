import { seededRandom } from '../../seeded-random.ts';

/**
 * Deterministic variety: the same input always picks the same phrasing, a different input usually another.
 * FNV-1a over a key-sorted JSON of the input, then one independent stream per slot.
 */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    // Like JSON: a missing optional field and an undefined one hash the same.
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export interface Variety {
  /** One option for this slot. */
  pick<T>(slot: string, options: readonly [T, ...T[]]): T;
  /** `count` distinct options for this slot, in a shuffled order. */
  pickMany<T>(slot: string, options: readonly T[], count: number): T[];
}

export function varietyFor(input: unknown): Variety {
  const seed = stableJson(input);
  const streamFor = (slot: string) => seededRandom(fnv1a(`${slot}|${seed}`));
  return {
    pick: (slot, options) => {
      const index = Math.floor(streamFor(slot)() * options.length);
      return options[index] ?? options[0];
    },
    pickMany: (slot, options, count) => {
      const next = streamFor(slot);
      const shuffled = [...options];
      for (let index = shuffled.length - 1; index > 0; index--) {
        const other = Math.floor(next() * (index + 1));
        const current = shuffled[index] as (typeof shuffled)[number];
        shuffled[index] = shuffled[other] as (typeof shuffled)[number];
        shuffled[other] = current;
      }
      return shuffled.slice(0, count);
    },
  };
}
