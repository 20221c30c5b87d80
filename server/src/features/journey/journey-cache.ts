import type { JourneyState } from '@detox/projections';

const MAX_JOURNEYS = 20_000;

export interface CachedJourney {
  state: JourneyState;
  /** The journey stream's position this state is the fold of (rm_journeys.position). */
  position: number;
  /** Serialised answers built from this state, by name (e.g. GET /api/progress's body): built once per position. */
  answers: Map<string, string>;
}

/**
 * The last journey state seen per subscriber, with the stream position it folds. It is never trusted alone: each
 * use asks rm_journeys for its position and takes the state from the cache only when the positions agree (see
 * journey-service.ts), so it is exact on every backend and with any number of app instances. What it saves is
 * moving, parsing and re-serialising the whole journey (the day's JSON is most of a read's work).
 */
export function createJourneyCache() {
  const entries = new Map<string, CachedJourney>();

  return {
    get(userId: string): CachedJourney | undefined {
      return entries.get(userId);
    },
    /**
     * Keeps a state the database holds at `position` (or the fold the read model wrote there). A racing caller may
     * put back an older one: harmless, since every use compares positions with the database first.
     */
    remember(userId: string, state: JourneyState, position: number): CachedJourney {
      const known = entries.get(userId);
      if (known?.position === position) return known;
      entries.delete(userId);
      if (entries.size >= MAX_JOURNEYS) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      const entry = { state, position, answers: new Map<string, string>() };
      entries.set(userId, entry);
      return entry;
    },
    forget(userId: string): void {
      entries.delete(userId);
    },
  };
}

export type JourneyCache = ReturnType<typeof createJourneyCache>;
