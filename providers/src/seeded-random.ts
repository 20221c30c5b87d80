/**
 * mulberry32: a small, fast seeded generator of numbers in [0, 1). The same seed gives the same sequence on every
 * machine: the fake AI's phrase choices, the risk network's training (providers/safety-lab/risk-net.ts) and the API
 * fuzz suite's cases are reproducible.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
