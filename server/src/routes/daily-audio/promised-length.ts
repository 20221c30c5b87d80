import { meditationForDay, programmeDay } from '@detox/fixtures';
import { estimateSpeechSeconds } from '@detox/providers/tts/speech-duration';

const PROMISE = /cerca de (\d+) minutos?/i;

/**
 * How long a day's meditation says it lasts: the "cerca de N minutos" of its description (days 15–21), else what
 * its own script takes at a calm pace with its marked pauses (about 3 s and 8 s), as the script's header says.
 */
export function promisedSeconds(day: number): number | undefined {
  const minutes = PROMISE.exec(programmeDay(day)?.audioDescription ?? '')?.[1];
  if (minutes) return Number(minutes) * 60;
  const meditation = meditationForDay(day);
  return meditation ? Math.round(estimateSpeechSeconds(meditation.script)) : undefined;
}
