/**
 * The video sales page's "watching now" counter (spec §9): starts between 150 and 199, changes every 8 to
 * 15 s by -4 to +5, and stays within 120 to 250. Pure: the random source is passed in.
 */
const VIEWER_COUNT = {
  start: { min: 150, max: 199 },
  bounds: { min: 120, max: 250 },
  step: { min: -4, max: 5 },
  delayMs: { min: 8000, max: 15000 },
} as const;

type Random = () => number;

/** A whole number from min to max inclusive, from a random value in [0, 1). */
const randomInt = (random: Random, { min, max }: { min: number; max: number }) =>
  min + Math.floor(random() * (max - min + 1));

export const initialViewerCount = (random: Random) => randomInt(random, VIEWER_COUNT.start);

export function nextViewerCount(current: number, random: Random): number {
  const { min, max } = VIEWER_COUNT.bounds;
  return Math.min(max, Math.max(min, current + randomInt(random, VIEWER_COUNT.step)));
}

export const nextViewerDelayMs = (random: Random) => randomInt(random, VIEWER_COUNT.delayMs);
