import type { JourneyState } from '@detox/projections';
import type { RuntimePart } from '../../runtime.ts';

/**
 * Journeys kept, the last seen last forgotten. An entry is the state (3–22 KB as JSON, a few times that as objects)
 * and GET /api/progress's body (21–25 KB of UTF-8): 20,000 of them could hold 0.9–1.5 GB (decision 0028, session
 * 20). 500 keep every active subscriber of a small server warm within a few tens of MB; a journey not kept is read
 * from rm_journeys, as after a restart.
 */
const MAX_JOURNEYS = 500;

export interface CachedJourney {
  state: JourneyState;
  /** The journey stream's position this state is the fold of (rm_journeys.position). */
  position: number;
  /**
   * Serialised answers built from this state, by name (e.g. GET /api/progress's body), as UTF-8: built once per
   * position. A string would take two bytes a character: the texts have a few characters beyond Latin-1.
   */
  answers: Map<string, Uint8Array<ArrayBuffer>>;
}

/**
 * The last journey state seen per subscriber, with the stream position it folds. It is never trusted alone: a read
 * asks rm_journeys for its position and takes the state from the cache only when the positions agree, and a command
 * decided from it counts only if its append lands at the next position (see journey-service.ts), so it is exact on
 * every backend and with any number of app instances. What it saves is
 * moving, parsing and re-serialising the whole journey (the day's JSON is most of a read's work).
 */
export function createJourneyCache() {
  const entries = new Map<string, CachedJourney>();

  return {
    /** The journey last seen of this subscriber, now the last to be forgotten. */
    get(userId: string): CachedJourney | undefined {
      const known = entries.get(userId);
      if (known) {
        entries.delete(userId);
        entries.set(userId, known);
      }
      return known;
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
      const entry = { state, position, answers: new Map<string, Uint8Array<ArrayBuffer>>() };
      entries.set(userId, entry);
      return entry;
    },
    forget(userId: string): void {
      entries.delete(userId);
    },
  };
}

type JourneyCache = ReturnType<typeof createJourneyCache>;

/**
 * Journey's share of a runtime: the journey each subscriber was last seen at (decision 0009), read and written by
 * journey-service.ts only (its reads, and the read model a journey command starts from and tells what it appended);
 * an erased person's entry is dropped.
 */
export const journeyPart: RuntimePart<JourneyCache> = {
  name: 'journey',
  open: () => createJourneyCache(),
  forgetUser(journeys, userId) {
    journeys.forget(userId);
    return Promise.resolve();
  },
};
