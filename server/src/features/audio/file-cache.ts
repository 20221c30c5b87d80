import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where a key's audio stands: kept (memory or disk), being loaded or made now, or neither yet. */
export type AudioFileState = 'ready' | 'making' | 'missing';

/** Files kept in memory by default: the most recently asked for (a daily meditation is 2–3 MB). */
const KEPT_IN_MEMORY = 4;

/**
 * Audio made once and kept: on disk under `directory` (written whole: a temp file, then rename), and the
 * `keptInMemory` files people asked for last in memory too; any other is read from disk when asked for. Concurrent
 * first requests for one key share one `make`: a play that arrives while the warm-up makes its day waits on that
 * same work. Work asked for `{ background: true }` (made ahead) stays background only until someone asks for the
 * same key: `make` gets `background()` to read it (the work pool lets such work give way to people). What is made
 * in the background goes to disk and is not kept in memory: the 21 days the warm-up makes held ~50 MB of the
 * server's memory for its whole life (decision 0028, session 20).
 */
export function createAudioFileCache(
  directory: string,
  fileName: (key: number) => string,
  make: (key: number, background: () => boolean) => Promise<Uint8Array>,
  keptInMemory = KEPT_IN_MEMORY,
) {
  const inFlight = new Map<number, { bytes: Promise<Uint8Array<ArrayBuffer>>; someoneWaits: boolean }>();
  /** In the order last asked for, the oldest first. */
  const memory = new Map<number, Uint8Array<ArrayBuffer>>();

  function keep(key: number, bytes: Uint8Array<ArrayBuffer>): void {
    memory.delete(key);
    memory.set(key, bytes);
    if (memory.size > keptInMemory) {
      const oldest = memory.keys().next();
      if (!oldest.done) memory.delete(oldest.value);
    }
  }

  async function load(key: number, background: () => boolean): Promise<Uint8Array<ArrayBuffer>> {
    const path = join(directory, fileName(key));
    try {
      return new Uint8Array(await readFile(path));
    } catch {
      const bytes = new Uint8Array(await make(key, background));
      await mkdir(directory, { recursive: true });
      const temporary = `${path}.${String(process.pid)}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
      return bytes;
    }
  }

  async function state(key: number): Promise<AudioFileState> {
    if (memory.has(key)) return 'ready';
    if (inFlight.has(key)) return 'making';
    try {
      await access(join(directory, fileName(key)));
      return 'ready';
    } catch {
      return 'missing';
    }
  }

  async function bytes(
    key: number,
    { background = false }: { background?: boolean } = {},
  ): Promise<Uint8Array<ArrayBuffer>> {
    const cached = memory.get(key);
    if (cached) {
      if (!background) keep(key, cached);
      return cached;
    }
    let pending = inFlight.get(key);
    if (!pending) {
      const entry = { someoneWaits: !background, bytes: Promise.resolve(new Uint8Array()) };
      entry.bytes = load(key, () => !entry.someoneWaits).finally(() => inFlight.delete(key));
      inFlight.set(key, entry);
      pending = entry;
    } else if (!background) {
      pending.someoneWaits = true;
    }
    const loaded = await pending.bytes;
    if (!background) keep(key, loaded);
    return loaded;
  }

  return Object.assign(bytes, { state });
}
