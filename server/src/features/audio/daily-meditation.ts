import { constants } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { meditationForDay, TOTAL_DAYS } from '@detox/fixtures';
import { createFakeTtsProvider } from '@detox/providers/tts/create';
import { mp3DurationSeconds } from '@detox/providers/tts/mp3-frames';
import type { SpeechCue, TtsProvider } from '@detox/providers/tts/port';
import type { Config } from '../../config.ts';
import { type AudioFileState, createAudioFileCache } from './file-cache.ts';
import { warmUpOrder } from './warm-up-order.ts';
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
}: {
  config: Pick<Config, 'DATA_DIR'>;
  /** The app's voice (AppDeps.tts); the deterministic fake when absent. */
  tts?: TtsProvider | undefined;
}) {
  const directory = join(config.DATA_DIR, 'audio');
  // The provider is in the name: switching voices does not serve the other voice's file.
  const stem = (day: number) => `dia-${String(day)}-${tts.name}-v${String(DAILY_AUDIO_VERSION)}`;
  const cuesPath = (day: number) => join(directory, `${stem(day)}.cues.json`);

  /** When each day being synthesised now started (ms), and how long the last ones took: the estimate's base. */
  const startedAt = new Map<number, number>();
  const tookMs: number[] = [];

  const audioForDay = createAudioFileCache(
    directory,
    (day) => `${stem(day)}.mp3`,
    async (day, background, file) => {
      const meditation = meditationOf(day);
      startedAt.set(day, performance.now());
      const speech = await measureProvider(tts.name, 'tts.daily_meditation', () =>
        tts.synthesize(
          { text: meditation.script, purpose: 'meditation', targetSeconds: promisedSeconds(day) },
          { background, file },
        ),
      ).finally(() => {
        const started = startedAt.get(day);
        startedAt.delete(day);
        if (started !== undefined) tookMs.push(performance.now() - started);
        if (tookMs.length > RECENT_SYNTHESES) tookMs.shift();
      });
      const cues = speech.cues ?? estimatedCues(meditation.script, speech.durationSeconds);
      await mkdir(directory, { recursive: true });
      await writeFile(cuesPath(day), JSON.stringify(cues));
      // Written by the work process: the bytes stayed there.
      return speech.savedTo === file ? undefined : speech.bytes;
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
   * Where the day's file stands, for the player's "Preparando a meditação do dia…": ready, being made (with the
   * seconds still expected) or not started (the seconds one takes). The estimate is the median of the last
   * syntheses this server made; before its first, the local voice's typical time, and null for another voice.
   */
  async function preparation(day: number): Promise<DayPreparation> {
    meditationOf(day);
    const state = await audioForDay.state(day);
    if (state === 'ready') return { day, state, estimateSeconds: 0 };
    const typical = median(tookMs) ?? (tts.name === 'local' ? LOCAL_VOICE_TYPICAL_MS : undefined);
    if (typical === undefined) return { day, state, estimateSeconds: null };
    const started = startedAt.get(day);
    const left = started === undefined ? typical : typical - (performance.now() - started);
    return { day, state, estimateSeconds: Math.max(MIN_ESTIMATE_SECONDS, Math.ceil(left / 1000)) };
  }

  /**
   * Makes the days not made yet, one after the other, in the background and in `order` (warm-up-order.ts: the
   * days subscribers are on first): the first play of a day then finds its file, or joins the synthesis under
   * way. Stops at the first failure (logged by the caller); a request still makes a missing day itself. Before
   * each day it awaits `whenIdle` (the worker pool's: no one else's audio waiting), so it never stands in a queue
   * ahead of a person.
   */
  async function warmUp({
    order = warmUpOrder([]),
    shouldStop = () => false,
    whenIdle = () => Promise.resolve(),
  }: WarmUpOptions = {}): Promise<number> {
    let made = 0;
    for (const day of order) {
      if (shouldStop()) break;
      await whenIdle();
      if (shouldStop()) break;
      // A day already on disk is not read (nor kept in memory): only what is missing is made. Made ahead: a
      // person's audio on another day takes the thread from it (work-pool.ts).
      if ((await audioForDay.state(day)) !== 'ready') await audioForDay.ahead(day);
      made++;
    }
    return made;
  }

  /**
   * Takes the days made ahead in `from` (PREMADE_AUDIO_DIR: the image's, made when it was built) into this
   * server's folder: each day of this voice and version whose file is there and not here yet, with its cues. A
   * day already here is left as it is. Returns how many were taken; the warm-up then makes only the others.
   */
  async function adoptPremade(from: string): Promise<number> {
    await mkdir(directory, { recursive: true });
    let taken = 0;
    for (let day = 1; day <= TOTAL_DAYS; day++) {
      const copied = await copyNew(join(from, `${stem(day)}.mp3`), join(directory, `${stem(day)}.mp3`));
      if (!copied) continue;
      await copyNew(join(from, `${stem(day)}.cues.json`), cuesPath(day));
      taken++;
    }
    return taken;
  }

  return { audioForDay, cuesForDay, preparation, warmUp, adoptPremade };
}

/** Copies `from` to `to` unless `to` exists or `from` does not: true when it copied. */
async function copyNew(from: string, to: string): Promise<boolean> {
  try {
    await copyFile(from, to, constants.COPYFILE_EXCL);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ENOENT') return false;
    throw error;
  }
}

export interface WarmUpOptions {
  /** The days to make, in order; by default 1 to 21. */
  order?: readonly number[];
  shouldStop?: () => boolean;
  whenIdle?: () => Promise<void>;
}

export interface DayPreparation {
  day: number;
  state: AudioFileState;
  /** Seconds until the file is expected, 0 when ready, null before this server has timed a synthesis. */
  estimateSeconds: number | null;
}

/** The syntheses the estimate is taken from, and the least it says (a file is never "0 s away" while made). */
const RECENT_SYNTHESES = 5;
const MIN_ESTIMATE_SECONDS = 5;
/**
 * A day's meditation in the local voice took 14 s (day 1) and 28 s (day 9) on the 2-core machine under other work
 * (2026-11-28): what a fresh server says before it has timed one of its own.
 */
const LOCAL_VOICE_TYPICAL_MS = 20_000;

function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export type DailyMeditations = ReturnType<typeof dailyMeditationAudio>;
