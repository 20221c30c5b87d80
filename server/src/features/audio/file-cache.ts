import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where a key's audio stands: kept (memory or disk), being loaded or made now, or neither yet. */
export type AudioFileState = 'ready' | 'making' | 'missing';

/**
 * Audio made once and kept: on disk under `directory` (written whole: a temp file, then rename), then in memory.
 * Concurrent first requests for one key share one `make`: a play that arrives while the warm-up makes its day
 * waits on that same work. Work asked for `{ background: true }` (made ahead) stays background only until someone
 * asks for the same key: `make` gets `background()` to read it (the work pool lets such work give way to people).
 */
export function createAudioFileCache(
  directory: string,
  fileName: (key: number) => string,
  make: (key: number, background: () => boolean) => Promise<Uint8Array>,
) {
  const inFlight = new Map<number, { bytes: Promise<Uint8Array<ArrayBuffer>>; someoneWaits: boolean }>();
  const memory = new Map<number, Uint8Array<ArrayBuffer>>();

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
    if (cached) return cached;
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
    memory.set(key, loaded);
    return loaded;
  }

  return Object.assign(bytes, { state });
}
