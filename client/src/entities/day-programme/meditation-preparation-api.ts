import { api } from '../../shared/api/api.ts';

/** GET /api/audio/daily/:day/preparation: whether the day's meditation is made, and the seconds still expected. */
interface MeditationPreparation {
  day: number;
  state: 'ready' | 'making' | 'missing';
  estimateSeconds: number | null;
}

const meditationPreparationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMeditationPreparation: build.query<MeditationPreparation, number>({
      query: (day) => `/audio/daily/${String(day)}/preparation`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetMeditationPreparationQuery } = meditationPreparationApi;

/** How often the player asks again while the file is being made. */
export const PREPARATION_POLL_MS = 4000;

/**
 * The estimate as the player words it: whole seconds rounded up to 10 under a minute, whole minutes above, so it
 * changes (and a screen reader hears it) seldom; null when the server has no figure yet.
 */
export function estimateWords(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return null;
  if (seconds < 60) return `cerca de ${String(Math.max(10, Math.ceil(seconds / 10) * 10))} s`;
  return `cerca de ${String(Math.ceil(seconds / 60))} min`;
}
