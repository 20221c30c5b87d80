import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { meditationForDay } from '@detox/fixtures';
import { createFakeTtsProvider } from '@detox/providers/tts/fake';
import { mp3DurationSeconds } from '@detox/providers/tts/mp3-frames';
import type { SpeechCue } from '@detox/providers/tts/port';
import type { AppDeps } from '../../app-deps.ts';
import { createAudioFileCache } from './file-cache.ts';
import { ApiError } from '../../http/errors.ts';
import { measureProvider } from '../../metrics.ts';
import { estimatedCues } from './meditation-cues.ts';
import { promisedSeconds } from './promised-length.ts';
import { audioRuntimeMessages } from './messages.ts';

/** Bump when the way a day's file is made changes, so files made the old way are made again. */
const DAILY_AUDIO_VERSION = 2;

function meditationOf(day: number) {
  const meditation = meditationForDay(day);
  if (!meditation) throw new ApiError(404, audioRuntimeMessages.dayInvalid(day));
  return meditation;
}

/**
 * The day's guided meditation script read by the TTS provider, fitted to the length the day promises, generated
 * once and kept under DATA_DIR/audio with its cues (what is said when) beside it.
 */
export function dailyMeditationAudio({
  config,
  tts = createFakeTtsProvider(),
}: Pick<AppDeps, 'config' | 'tts'>) {
  const directory = join(config.DATA_DIR, 'audio');
  // The provider is in the name: switching voices does not serve the other voice's file.
  const stem = (day: number) => `dia-${String(day)}-${tts.name}-v${String(DAILY_AUDIO_VERSION)}`;
  const cuesPath = (day: number) => join(directory, `${stem(day)}.cues.json`);

  const audioForDay = createAudioFileCache(
    directory,
    (day) => `${stem(day)}.mp3`,
    async (day) => {
      const meditation = meditationOf(day);
      const speech = await measureProvider(tts.name, 'tts.daily_meditation', () =>
        tts.synthesize({
          text: meditation.script,
          purpose: 'meditation',
          targetSeconds: promisedSeconds(day),
        }),
      );
      const cues = speech.cues ?? estimatedCues(meditation.script, speech.durationSeconds);
      await mkdir(directory, { recursive: true });
      await writeFile(cuesPath(day), JSON.stringify(cues));
      return speech.bytes;
    },
  );

  /** The cues of the day's file (making the file first if need be); estimated if they were lost. */
  async function cuesForDay(day: number): Promise<SpeechCue[]> {
    const meditation = meditationOf(day);
    const bytes = await audioForDay(day);
    try {
      return JSON.parse(await readFile(cuesPath(day), 'utf8')) as SpeechCue[];
    } catch {
      return estimatedCues(meditation.script, mp3DurationSeconds(bytes));
    }
  }

  /**
   * Makes the days not made yet, one after the other, in the background: the first play of a day then finds its
   * file. Stops at the first failure (logged by the caller); a request still makes a missing day itself. Before
   * each day it awaits `whenIdle` (the worker pool's: no one else's audio waiting), so it never stands in a queue
   * ahead of a person.
   */
  async function warmUp(
    shouldStop: () => boolean = () => false,
    whenIdle: () => Promise<void> = () => Promise.resolve(),
  ): Promise<number> {
    let made = 0;
    for (let day = 1; day <= 21 && !shouldStop(); day++) {
      await whenIdle();
      if (shouldStop()) break;
      await audioForDay(day);
      made++;
    }
    return made;
  }

  return { audioForDay, cuesForDay, warmUp };
}

export type DailyMeditations = ReturnType<typeof dailyMeditationAudio>;
