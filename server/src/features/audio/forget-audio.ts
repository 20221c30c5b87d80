import { type AudioEvent, eventTypesOf, isEventIn } from '@detox/projections';
import type { AppDeps } from '../../app-deps.ts';
import { createAudioCache } from './audio-cache.ts';
import { audioStreamId } from './speech-service.ts';

/**
 * Erasure: the cached audio made for a subscriber (their sessions say their name and intention) is deleted with
 * their audio stream. Run before the stream is erased, since the stream is what names the files. A file another
 * subscriber also asked for (the same text) is simply made again for them when next asked.
 */
export async function forgetUserAudio(
  deps: Pick<AppDeps, 'runtime' | 'config'>,
  userId: string,
): Promise<void> {
  const cache = createAudioCache(deps.config.DATA_DIR);
  const { events } = await deps.runtime.store.readStream(audioStreamId(userId));
  const hashes = new Set<string>();
  for (const event of events) {
    if (isEventIn<AudioEvent>(eventTypesOf('audio'), event) && 'audioHash' in event.data) {
      hashes.add(event.data.audioHash);
    }
  }
  for (const hash of hashes) await cache.remove(hash);
}
