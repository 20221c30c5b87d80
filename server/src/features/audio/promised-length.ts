import { meditationForDay, programmeDay, promisedMinutes } from '@detox/fixtures';
import { estimateSpeechSeconds } from '@detox/providers/tts/speech-duration';

/**
 * How long a day's meditation says it lasts: the "cerca de N minutos" of its description (fixtures'
 * promisedMinutes), else what its own script takes at a calm pace with its marked pauses (about 3 s and 8 s).
 */
export function promisedSeconds(day: number): number | undefined {
  const minutes = promisedMinutes(programmeDay(day)?.audioDescription ?? '');
  if (minutes !== undefined) return minutes * 60;
  const meditation = meditationForDay(day);
  return meditation ? Math.round(estimateSpeechSeconds(meditation.script)) : undefined;
}
