import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where a key's audio stands: kept (memory or disk), being loaded or made now, or neither yet. */
export type AudioFileState = 'ready' | 'making' | 'missing';

/**
 * Audio made once and kept: on disk under `directory` (written whole: a temp file, then rename), then in memory.
 * Concurrent first requests for one key share one `make`: a play that arrives while the warm-up makes its day
 * waits on that same work.
 */
export function createAudioFileCache(
  directory: string,
  fileName: (key: number) => string,
  make: (key: number) => Promise<Uint8Array>,
) {
  const inFlight = new Map<number, Promise<Uint8Array<ArrayBuffer>>>();
  const memory = new Map<number, Uint8Array<ArrayBuffer>>();

  async function load(key: number): Promise<Uint8Array<ArrayBuffer>> {
    const path = join(directory, fileName(key));
    try {
      return new Uint8Array(await readFile(path));
    } catch {
      const bytes = new Uint8Array(await make(key));
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

  async function bytes(key: number): Promise<Uint8Array<ArrayBuffer>> {
    const cached = memory.get(key);
    if (cached) return cached;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = load(key).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    const loaded = await pending;
    memory.set(key, loaded);
    return loaded;
  }

  return Object.assign(bytes, { state });
}
