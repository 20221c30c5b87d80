import { join } from 'node:path';
import { backgroundLoopMp3, backgroundTracks, LOOP_SECONDS } from '@detox/providers/tts/background-music';
import type { BackgroundTrackDto } from '../../contracts/audio.ts';
import { createAudioFileCache } from './file-cache.ts';

export function backgroundTrackDto(index: number): BackgroundTrackDto {
  const track = backgroundTracks[index] ?? backgroundTracks[0];
  if (!track) throw new RangeError('nenhuma música de fundo');
  return {
    index,
    id: track.id,
    title: track.title,
    description: track.description,
    durationSeconds: LOOP_SECONDS,
    url: `/api/audio/background-music/${index}`,
  };
}

export const backgroundTrackDtos = (): BackgroundTrackDto[] =>
  backgroundTracks.map((_, index) => backgroundTrackDto(index));

/**
 * The loops' MP3s, synthesised once (a few seconds each on a small machine) and kept under
 * DATA_DIR/audio/background, then in memory; concurrent first requests share one synthesis. `make` is where the
 * synthesis runs: a work process in the server (main.ts), in place in tests.
 */
export function createBackgroundMusic(
  dataDir: string,
  make: (index: number) => Promise<Uint8Array> = backgroundLoopMp3,
) {
  const bytes = createAudioFileCache(
    join(dataDir, 'audio', 'background'),
    (index) => `${backgroundTrackDto(index).id}.mp3`,
    make,
    // Every loop stays in memory once asked for, as before: there are few, and the player loops them.
    backgroundTracks.length,
  );
  return { bytes };
}
