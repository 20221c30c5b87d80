import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The cache key of a piece of speech: everything the provider was asked, so the same ask gives the same file. */
export function audioHashOf(parts: {
  provider: string;
  model: string;
  voice: string;
  instructions: string;
  text: string;
  /** Part of the hash only when chosen, so the hashes of every other audio stay as they were. */
  musicIndex?: number | undefined;
}): string {
  const { provider, model, voice, instructions, text, musicIndex } = parts;
  const key = [provider, model, voice, instructions, text, ...(musicIndex === undefined ? [] : [musicIndex])];
  return createHash('sha256').update(JSON.stringify(key)).digest('hex');
}

const HASH = /^[0-9a-f]{64}$/;

/**
 * Generated speech under DATA_DIR/audio/generated/{hash}.mp3. A file is written whole (temp file, then rename), so
 * a reader never sees half of one; a missing file is made again from the text its event recorded.
 */
export function createAudioCache(dataDir: string) {
  const directory = join(dataDir, 'audio', 'generated');
  const pathOf = (hash: string) => {
    if (!HASH.test(hash)) throw new RangeError(`hash de áudio inválido: ${hash}`);
    return join(directory, `${hash}.mp3`);
  };
  return {
    async read(hash: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
      try {
        return new Uint8Array(await readFile(pathOf(hash)));
      } catch {
        return undefined;
      }
    },
    async write(hash: string, bytes: Uint8Array): Promise<void> {
      const path = pathOf(hash);
      await mkdir(directory, { recursive: true });
      const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async remove(hash: string): Promise<void> {
      await rm(pathOf(hash), { force: true });
    },
  };
}
