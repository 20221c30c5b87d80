import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where a key's audio stands: kept (memory or disk), being loaded or made now, or neither yet. */
export type AudioFileState = 'ready' | 'making' | 'missing';

/** Files kept in memory by default: the most recently asked for (a daily meditation is 2–3 MB). */
const KEPT_IN_MEMORY = 4;

/**
 * Audio made once and kept: on disk under `directory` (written whole: a temp file, then rename), and the
 * `keptInMemory` files people asked for last in memory too; any other is read from disk when asked for. Concurrent
 * first requests for one key share one `make`: a play that arrives while the warm-up makes its day waits on that
 * same work. Work made `ahead` (in the background) stays background only until someone asks for the same key:
 * `make` gets `background()` to read it (the work pool lets such work give way to people). What is made ahead goes
 * to disk and is not kept in memory: the 21 days the warm-up makes held ~50 MB of the server's memory for its whole
 * life (decision 0028, session 20). `make` is given the temp file's path: a `make` that writes the bytes there
 * itself (the voice's work process) answers undefined, and the file is read back only for someone who asked for it
 * (session 40: the bytes of each day made ahead had crossed to this thread, 6 MB of garbage a day).
 */
export function createAudioFileCache(
  directory: string,
  fileName: (key: number) => string,
  make: (key: number, background: () => boolean, file: string) => Promise<Uint8Array | undefined>,
  keptInMemory = KEPT_IN_MEMORY,
) {
  /** Each key being loaded or made; its promise answers undefined when what was made is on disk only. */
  const inFlight = new Map<
    number,
    { made: Promise<Uint8Array<ArrayBuffer> | undefined>; someoneWaits: boolean }
  >();
  /** In the order last asked for, the oldest first. */
  const memory = new Map<number, Uint8Array<ArrayBuffer>>();
  const pathOf = (key: number) => join(directory, fileName(key));

  function keep(key: number, bytes: Uint8Array<ArrayBuffer>): void {
    memory.delete(key);
    memory.set(key, bytes);
    if (memory.size > keptInMemory) {
      const oldest = memory.keys().next();
      if (!oldest.done) memory.delete(oldest.value);
    }
  }

  async function load(key: number, background: () => boolean): Promise<Uint8Array<ArrayBuffer> | undefined> {
    const path = pathOf(key);
    try {
      return new Uint8Array(await readFile(path));
    } catch {
      await mkdir(directory, { recursive: true });
      const temporary = `${path}.${String(process.pid)}.tmp`;
      try {
        const made = await make(key, background, temporary);
        if (made) await writeFile(temporary, made);
        await rename(temporary, path);
        return made && new Uint8Array(made);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    }
  }

  async function state(key: number): Promise<AudioFileState> {
    if (memory.has(key)) return 'ready';
    if (inFlight.has(key)) return 'making';
    try {
      await access(pathOf(key));
      return 'ready';
    } catch {
      return 'missing';
    }
  }

  /** The key's load under way, or a new one; `person`: someone waits for it from now on. */
  function shared(key: number, person: boolean) {
    let pending = inFlight.get(key);
    if (!pending) {
      const entry = {
        someoneWaits: person,
        made: Promise.resolve<Uint8Array<ArrayBuffer> | undefined>(undefined),
      };
      entry.made = load(key, () => !entry.someoneWaits).finally(() => inFlight.delete(key));
      inFlight.set(key, entry);
      pending = entry;
    } else if (person) {
      pending.someoneWaits = true;
    }
    return pending.made;
  }

  /** The key's bytes for someone who asked: from memory, from disk, or made now (kept in memory after). */
  async function bytes(key: number): Promise<Uint8Array<ArrayBuffer>> {
    const cached = memory.get(key);
    if (cached) {
      keep(key, cached);
      return cached;
    }
    const loaded = (await shared(key, true)) ?? new Uint8Array(await readFile(pathOf(key)));
    keep(key, loaded);
    return loaded;
  }

  /** Makes the key's file ahead of anyone asking, in the background; nothing is kept in memory. */
  async function ahead(key: number): Promise<void> {
    if (!memory.has(key)) await shared(key, false);
  }

  return Object.assign(bytes, { state, ahead });
}
