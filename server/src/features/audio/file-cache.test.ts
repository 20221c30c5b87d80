import { mkdtempSync, rmSync } from 'node:fs';
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
    await cache(5, { background: true });
    expect(await cache.state(5)).toBe('ready');
    dropFile(5);
    expect(await cache.state(5)).toBe('missing');
    expect(await cache(5)).toEqual(new Uint8Array([5]));
    expect(made).toEqual([5, 5]);
    // Asked for by a person: kept from then on, the background asking for it again included.
    dropFile(5);
    expect(await cache(5, { background: true })).toEqual(new Uint8Array([5]));
    expect(made).toEqual([5, 5]);
  });
});
