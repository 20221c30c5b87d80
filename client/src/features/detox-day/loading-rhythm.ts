/** spec §9 Loading page: messages rotate every 2 s, icons every 1.5 s, progress ticks every 0.8 s. */
export const LOADING_MESSAGE_MS = 2000;
export const LOADING_ICON_MS = 1500;
export const LOADING_TICK_MS = 800;

/** The fake bar never claims to be done: each tick closes part of the gap to 95 %. */
export function nextFakeProgress(percent: number): number {
  return Math.min(95, Math.round(percent + Math.max(1, (95 - percent) * 0.18)));
}
