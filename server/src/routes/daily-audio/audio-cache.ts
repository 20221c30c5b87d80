import { join } from 'node:path';
import { createAudioFileCache } from '../../audio/file-cache.ts';

/** Turns a day's meditation script into MP3 bytes (the TTS provider). */
export type SynthesizeDay = (day: number) => Promise<Uint8Array>;

/**
 * The daily meditation audio, generated once per day by the TTS provider and kept under DATA_DIR/audio.
 * Concurrent first requests share one generation; a file is written whole (temp file, then rename).
 */
export function createDailyAudioCache(dataDir: string, synthesize: SynthesizeDay) {
  const audioForDay = createAudioFileCache(
    join(dataDir, 'audio'),
    (day) => `dia-${String(day)}.mp3`,
    synthesize,
  );
  return { audioForDay };
}
