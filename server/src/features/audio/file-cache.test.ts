import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAudioFileCache } from './file-cache.ts';

/** A cache whose `make` counts its calls; each key's bytes are the key itself. */
function countingCache(keptInMemory?: number) {
  const directory = mkdtempSync(join(tmpdir(), 'detox-file-cache-'));
  const made: number[] = [];
  const cache = createAudioFileCache(
    directory,
    (key) => `${String(key)}.mp3`,
    (key) => {
      made.push(key);
      return Promise.resolve(new Uint8Array([key]));
    },
    keptInMemory,
  );
  // Without its file, a key not in memory is made again: what `made` then shows is what memory held.
  const dropFile = (key: number) => {
    rmSync(join(directory, `${String(key)}.mp3`));
  };
  return { cache, made, dropFile };
}

describe('the audio file cache', () => {
  it('keeps in memory only the files people asked for last', async () => {
    const { cache, made, dropFile } = countingCache(2);
    for (const key of [1, 2, 3]) await cache(key);
    await cache(2);
    for (const key of [1, 2, 3]) dropFile(key);
    expect(await cache(2)).toEqual(new Uint8Array([2]));
    expect(await cache(3)).toEqual(new Uint8Array([3]));
    expect(made).toEqual([1, 2, 3]);
    expect(await cache(1)).toEqual(new Uint8Array([1]));
    expect(made).toEqual([1, 2, 3, 1]);
  });

  it('writes what it makes in the background to disk without keeping it in memory', async () => {
    const { cache, made, dropFile } = countingCache();
    await cache.ahead(5);
    expect(await cache.state(5)).toBe('ready');
    dropFile(5);
    expect(await cache.state(5)).toBe('missing');
    expect(await cache(5)).toEqual(new Uint8Array([5]));
    expect(made).toEqual([5, 5]);
    // Asked for by a person: kept from then on; made ahead again, it is not made.
    dropFile(5);
    await cache.ahead(5);
    expect(made).toEqual([5, 5]);
    expect(await cache(5)).toEqual(new Uint8Array([5]));
  });

  it('reads back from disk what a make wrote there itself, only for someone who asks', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'detox-file-cache-'));
    const files: string[] = [];
    const cache = createAudioFileCache(
      directory,
      (key) => `${String(key)}.mp3`,
      async (key, _background, file) => {
        files.push(file);
        await writeFile(file, new Uint8Array([key, key]));
        return undefined;
      },
    );
    await cache.ahead(7);
    expect(await cache.state(7)).toBe('ready');
    expect(readdirSync(directory)).toEqual(['7.mp3']);
    expect(await cache(8)).toEqual(new Uint8Array([8, 8]));
    expect(await cache(7)).toEqual(new Uint8Array([7, 7]));
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.startsWith(directory) && file.endsWith('.tmp'))).toBe(true);
  });

  it('leaves no temp file behind a make that failed, and makes the key again when asked', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'detox-file-cache-'));
    let fail = true;
    const cache = createAudioFileCache(
      directory,
      (key) => `${String(key)}.mp3`,
      async (key, _background, file) => {
        await writeFile(file, new Uint8Array([1]));
        if (fail) throw new Error('a voz falhou');
        return new Uint8Array([key]);
      },
    );
    await expect(cache.ahead(3)).rejects.toThrow('a voz falhou');
    expect(readdirSync(directory)).toEqual([]);
    expect(await cache.state(3)).toBe('missing');
    fail = false;
    expect(await cache(3)).toEqual(new Uint8Array([3]));
    expect(readdirSync(directory)).toEqual(['3.mp3']);
  });
});
