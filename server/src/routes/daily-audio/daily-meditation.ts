import { meditationForDay } from '@detox/fixtures';
import { createFakeTtsProvider } from '@detox/providers/tts/fake';
import type { AppDeps } from '../../app-deps.ts';
import { ApiError } from '../../http/errors.ts';
import { measureProvider } from '../../metrics.ts';
import { createDailyAudioCache } from './audio-cache.ts';

/** The day's guided meditation script read by the TTS provider, generated once and kept under DATA_DIR/audio. */
export function dailyMeditationAudio({
  config,
  tts = createFakeTtsProvider(),
}: Pick<AppDeps, 'config' | 'tts'>) {
  return createDailyAudioCache(config.DATA_DIR, async (day) => {
    const meditation = meditationForDay(day);
    if (!meditation) throw new ApiError(404, `Dia inválido: ${day}. Deve estar entre 1 e 21.`);
    const speech = await measureProvider(tts.name, 'tts.daily_meditation', () =>
      tts.synthesize({ text: meditation.script, purpose: 'meditation' }),
    );
    return speech.bytes;
  });
}
