import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Turns a day's meditation script into MP3 bytes (the TTS provider). */
export type SynthesizeDay = (day: number) => Promise<Uint8Array>;

/**
 * The daily meditation audio, generated once per day by the TTS provider and kept under DATA_DIR/audio.
 * Concurrent first requests share one generation; a file is written whole (temp file, then rename).
 */
export function createDailyAudioCache(dataDir: string, synthesize: SynthesizeDay) {
  const directory = join(dataDir, 'audio');
  const inFlight = new Map<number, Promise<Uint8Array<ArrayBuffer>>>();
  const memory = new Map<number, Uint8Array<ArrayBuffer>>();

  async function generate(day: number): Promise<Uint8Array<ArrayBuffer>> {
    const path = join(directory, `dia-${day}.mp3`);
    try {
      return new Uint8Array(await readFile(path));
    } catch {
      const bytes = new Uint8Array(await synthesize(day));
      await mkdir(directory, { recursive: true });
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
      return bytes;
    }
  }

  return {
    async audioForDay(day: number): Promise<Uint8Array<ArrayBuffer>> {
      const cached = memory.get(day);
      if (cached) return cached;
      let pending = inFlight.get(day);
      if (!pending) {
        pending = generate(day).finally(() => inFlight.delete(day));
        inFlight.set(day, pending);
      }
      const bytes = await pending;
      memory.set(day, bytes);
      return bytes;
    },
  };
}
