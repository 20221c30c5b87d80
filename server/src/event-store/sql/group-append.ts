import type { StreamFold, StreamFolds } from '@detox/projections/projection';
import type { Sql } from 'postgres';
import { type StoredEvent, StreamClosedError } from '../types.ts';
import type { AppendAlone, AppendHook, FoldedWrites } from './append.ts';
import type { QueuedAppend } from './group-commit.ts';
import { type InsertedRow, resultOf, storedEvents } from './rows.ts';
import { type Db, insertGroup, readVersions } from './statements.ts';
import { meets, type StreamVersions } from './stream-versions.ts';

/**
 * How a group commit's appends are written (the groups themselves are formed in group-commit.ts): one statement for
 * all their events, at positions this store remembers or reads in the group's transaction, one pass of the inline
 * projections, one commit. An append that was not written as a whole (a duplicate, a lost race, a failure) is
 * settled on its own, so every caller gets exactly the answer it would have had alone.
 */

/** An append of a group, to be written after version `after`. */
interface Placed {
  append: QueuedAppend;
  after: number;
}

/** An append of a group, written after version `after`. */
interface Written {
  append: QueuedAppend;
  rows: InsertedRow[];
  after: number;
}

export function createCommitGroup(
  sql: Sql,
  versions: StreamVersions,
  options: {
    appendAlone: AppendAlone;
    onAppended?: AppendHook | undefined;
    foldedWrites?: FoldedWrites | undefined;
    onGroupCommit?: ((appends: number) => void) | undefined;
  },
): (group: readonly QueuedAppend[]) => Promise<void> {
  function settleAlone(append: QueuedAppend): Promise<void> {
    return options
      .appendAlone(append.streamId, append.events, append.expected, append.fold)
      .then(append.resolve, append.reject);
  }

  /** The placed appends with their rows (the statement returns them in the appends' order). */
  function writtenOf(placed: readonly Placed[], rows: InsertedRow[]): Written[] {
    // A closed stream in the group writes nothing of it: each append then goes alone, for its own answer.
    if (rows.length === 0) throw new StreamClosedError(placed[0]?.append.streamId ?? '');
    let offset = 0;
    return placed.map(({ append, after }): Written => ({
      append,
      rows: rows.slice(offset, (offset += append.events.length)),
      after,
    }));
  }

  /**
   * The group as ONE statement with its read models' rows, when every append goes at a remembered version and
   * every read model it touches has its command's fold (FoldedWrites); undefined otherwise.
   */
  function foldedGroup(group: readonly QueuedAppend[]) {
    if (!options.foldedWrites) return undefined;
    const placed: Placed[] = [];
    const folds = new Map<string, StreamFold>();
    for (const append of group) {
      const after = versions.place(append.streamId, append.expected);
      if (after === undefined) return undefined;
      placed.push({ append, after });
      if (append.fold) folds.set(append.streamId, append.fold);
    }
    const appends = placed.map(({ append, after }) => ({
      streamId: append.streamId,
      first: after + 1,
      events: append.events,
    }));
    const writes = options.foldedWrites(appends, folds);
    return writes && { placed, writes };
  }

  /**
   * A group's writes: the versions this store does not remember are read, appends whose expectation fails are left
   * out, the rest are written by one statement, then `project` (the inline projections) runs once for them all.
   */
  async function writeGroup(
    db: Db,
    group: readonly QueuedAppend[],
    project?: (events: StoredEvent[], folds: StreamFolds) => Promise<void>,
  ): Promise<[written: Written[], leftOut: QueuedAppend[]]> {
    const placed: Placed[] = [];
    const unplaced: QueuedAppend[] = [];
    for (const append of group) {
      const after = versions.place(append.streamId, append.expected);
      if (after === undefined) unplaced.push(append);
      else placed.push({ append, after });
    }
    const leftOut: QueuedAppend[] = [];
    if (unplaced.length > 0) {
      // The versions of streams this store does not remember, read in the group's transaction.
      const read = await readVersions(
        db,
        unplaced.map((append) => append.streamId),
      );
      for (const append of unplaced) {
        const version = read.get(append.streamId) ?? -1;
        if (meets(append.expected, version)) placed.push({ append, after: version });
        else leftOut.push(append);
      }
    }
    if (placed.length === 0) return [[], leftOut];
    const written = writtenOf(placed, await insertGroup(db, placed));
    if (project) {
      const folds = new Map<string, StreamFold>();
      for (const { append } of written) if (append.fold) folds.set(append.streamId, append.fold);
      await project(
        written.flatMap(({ append, rows: own, after }) =>
          storedEvents(append.streamId, append.events, own, after),
        ),
        folds,
      );
    }
    return [written, leftOut];
  }

  /**
   * One group: as its one statement (atomic on its own) when it has no inline projections or they write their
   * commands' folds in it (foldedGroup), else in one transaction with the inline projections. Whatever goes wrong (a remembered version that was behind, a resent event id, a failing projection)
   * writes nothing of the group, and each append is settled on its own, with the answer it would have had alone.
   */
  async function commitGroup(group: readonly QueuedAppend[]): Promise<void> {
    const hook = options.onAppended;
    let written: Written[];
    let leftOut: QueuedAppend[] = [];
    const folded = hook && foldedGroup(group);
    try {
      if (folded) written = writtenOf(folded.placed, await insertGroup(sql, folded.placed, folded.writes));
      else
        [written, leftOut] = hook
          ? await sql.begin((tx) => writeGroup(tx, group, (events, folds) => hook(tx, events, folds)))
          : await writeGroup(sql, group);
    } catch {
      for (const append of group) {
        // A remembered version may be why: each goes alone with a fresh read.
        versions.forget(append.streamId);
        await settleAlone(append);
      }
      return;
    }
    options.onGroupCommit?.(group.length);
    for (const { append, rows, after } of written) {
      const result = resultOf(rows, after);
      versions.saw(append.streamId, result.nextExpectedVersion);
      append.resolve(result);
    }
    // An expectation the stream did not meet: settled alone, for the conflict's (or a duplicate's) own answer.
    for (const append of leftOut) await settleAlone(append);
  }

  return commitGroup;
}
