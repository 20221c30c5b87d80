import { api } from '../../shared/api/api.ts';
import type { MeditationCue } from './meditation-cues.ts';

const meditationCuesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The day's phrases with their times; the same for everyone, so cached like the file. */
    getMeditationCues: build.query<{ day: number; cues: MeditationCue[] }, number>({
      query: (day) => `/audio/daily/${String(day)}/cues`,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetMeditationCuesQuery } = meditationCuesApi;
