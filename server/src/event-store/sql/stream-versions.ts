import type { ExpectedVersion } from '../types.ts';

/**
 * The version memory (docs/decisions/0010-write-path.md): the last version this store saw of each stream, so an
 * append can go straight to the next position without reading the stream first. The unique index on
 * (stream_id, stream_position) stays the judge: a remembered version that is behind makes the INSERT fail, and
 * the append is tried again with the version read by its statement.
 */

/** How many streams' versions a store remembers (the first remembered are forgotten first). */
const REMEMBERED_STREAMS = 50_000;

/**
 * Where an append's events go: right after version `after`, with no read (a position taken by another writer is
 * a unique violation), or, when undefined, where the statement reads the version and checks the expectation.
 */
export type Placement = number | undefined;

/**
 * The last version this store saw of each stream it wrote or read. Versions only grow (erasing keeps a stream's
 * last position, or removes the whole stream, which this store forgets), so a remembered version is at most behind
 * the truth, when another instance appended since; a position taken that way is refused by the unique index.
 */
export class StreamVersions {
  private readonly versions = new Map<string, number>();

  /** Records a version seen after a commit; an older one (a slower concurrent reader) never replaces a newer. */
  saw(streamId: string, version: number): void {
    const known = this.versions.get(streamId);
    if (known !== undefined && known >= version) return;
    this.set(streamId, version);
  }

  /** Records the version just read from the database, even if lower (a stream erased by another instance). */
  set(streamId: string, version: number): void {
    this.versions.set(streamId, version);
    if (this.versions.size > REMEMBERED_STREAMS) {
      const oldest = this.versions.keys().next();
      if (!oldest.done) this.versions.delete(oldest.value);
    }
  }

  forget(streamId: string): void {
    this.versions.delete(streamId);
  }

  /**
   * Where to put an append. no_stream always starts at 0; an exact expectation that matches the remembered
   * version, and 'any' or stream_exists with a remembered version, go right after it (see `guessed`).
   */
  place(streamId: string, expected: ExpectedVersion): Placement {
    if (expected === 'no_stream') return -1;
    const known = this.versions.get(streamId);
    if (known === undefined) return undefined;
    if (typeof expected === 'number') return known === expected ? known : undefined;
    if (expected === 'stream_exists' && known < 0) return undefined;
    return known;
  }
}

/**
 * Whether a placement for this expectation came from memory alone: for 'any' and stream_exists a taken position
 * only means the memory was behind, and the append is tried again with the version read in the statement.
 */
export function guessed(expected: ExpectedVersion, after: Placement): boolean {
  return after !== undefined && (expected === 'any' || expected === 'stream_exists');
}

/** Whether a stream at `version` (read from the database) meets an expectation. */
export function meets(expected: ExpectedVersion, version: number): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return version === -1;
  if (expected === 'stream_exists') return version >= 0;
  return version === expected;
}
