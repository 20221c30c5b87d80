/**
 * The progress reads' paths under /api (spec §7): the endpoints (progress-api.ts, streak.ts,
 * progress-history/history-api.ts) and the first reads of a cold start (app/first-reads.ts) name them here, so
 * the read the entry sends early is the very one the screen asks for. No imports: the app's entry loads it.
 */
export const progressReadPaths = {
  overall: '/progress',
  day: (day: number) => `/progress/day/${day}`,
  history: '/progress/history',
  stats: '/user/stats',
} as const;
