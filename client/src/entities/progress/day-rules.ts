import {
  AUDIO_PLAYED_THRESHOLD,
  type DayFacts,
  missingForCompletion,
  reflectionCounts,
} from '@detox/fixtures/journey-rules';
import { TOTAL_DAYS } from '@detox/fixtures/schema';
import type { DayProgressDto } from '@detox/server/contracts/progress';

// The same limits the server's journey rules enforce (fixtures' journey-rules.ts, spec §4, §5, §9). The screen
// uses them only to guide the user; a refusal from the server is what counts.
export { reflectionCounts };
/** spec §9: the reflection is saved this long after typing stops. */
export const REFLECTION_AUTOSAVE_MS = 1000;
/** spec §9: the daily programme screen's player starts at this volume. */
export const DAY_AUDIO_VOLUME = 0.7;

export interface DayChecklist {
  tasksDone: number;
  tasksTotal: number;
  tasksComplete: boolean;
  reflectionDone: boolean;
  audioDone: boolean;
}

/** What the action area at the bottom of the day offers (spec §2, §4 Daily programme completion). */
export type DayAction =
  | { kind: 'completed' }
  | { kind: 'not-ready'; checklist: DayChecklist }
  | { kind: 'answer-questionnaire' }
  | { kind: 'complete-day' };

/** The facts the journey's formulas read (fixtures' journey-rules.ts), off a day as the server answers it. */
export function dayFacts(day: DayProgressDto): DayFacts {
  return {
    tasksDone: day.tasks.filter((task) => task.completed).length,
    tasksTotal: day.tasks.length,
    audioPlayed: day.audioPlayed,
    reflection: day.reflection,
    questionnaireAnswered: day.questionnaireAnswered,
  };
}

/** The day's parts as the completion rule (missingForCompletion) sees them, for the not-ready checklist. */
export function dayChecklist(day: DayProgressDto): DayChecklist {
  const facts = dayFacts(day);
  const missing = missingForCompletion(facts);
  return {
    tasksDone: facts.tasksDone,
    tasksTotal: facts.tasksTotal,
    tasksComplete: !missing.includes('tasks'),
    reflectionDone: !missing.includes('reflection'),
    audioDone: !missing.includes('audio'),
  };
}

/**
 * The server's completion rule (missingForCompletion), with the questionnaire's answer as the questionnaire's own
 * read gives it: the day's tasks, audio and reflection first, then the questionnaire, then the day can be completed.
 */
export function dayAction(day: DayProgressDto, questionnaireAnswered: boolean): DayAction {
  if (day.status === 'completed') return { kind: 'completed' };
  const missing = missingForCompletion({ ...dayFacts(day), questionnaireAnswered });
  if (missing.some((part) => part !== 'questionnaire'))
    return { kind: 'not-ready', checklist: dayChecklist(day) };
  return missing.length === 0 ? { kind: 'complete-day' } : { kind: 'answer-questionnaire' };
}

/** spec §2: the celebration has a last-day variant from day 21 on. */
export function isLastDay(day: number): boolean {
  return day >= TOTAL_DAYS;
}

/**
 * What the day's meditation status says, from the log (issue 23 item 4): heard when the server has the audio
 * marked played, whichever device recorded it; the share is the most the log or this player heard. A day heard
 * in the log never reads as less than the threshold's share beside its ticked box: when the log holds no share
 * (`percent` null) the status says heard without a figure.
 */
export interface MeditationStatus {
  heard: boolean;
  /** Whole percent heard, or null when heard but the log keeps no share of it. */
  percent: number | null;
}

export function meditationStatus(
  day: Pick<DayProgressDto, 'audioPlayed' | 'audioListened'>,
  playerListened: number,
): MeditationStatus {
  const listened = Math.min(Math.max(day.audioListened, playerListened, 0), 1);
  const percent = Math.round(listened * 100);
  if (!day.audioPlayed) return { heard: false, percent };
  return { heard: true, percent: listened >= AUDIO_PLAYED_THRESHOLD ? percent : null };
}

/** The audio may be marked played: the most heard in any session (server) or in this one (player). */
export function mayMarkAudioPlayed(serverListened: number, playerListened: number): boolean {
  return Math.max(serverListened, playerListened) >= AUDIO_PLAYED_THRESHOLD;
}

/** Report the listened share as it grows: every 10 %, on reaching the threshold and at the end. */
export function shouldReportListened(reported: number, fraction: number): boolean {
  if (fraction <= reported) return false;
  return (
    fraction - reported >= 0.1 ||
    (reported < AUDIO_PLAYED_THRESHOLD && fraction >= AUDIO_PLAYED_THRESHOLD) ||
    fraction >= 0.99
  );
}

/** Less than this heard is not reported when playback stops (a tap by mistake is no listening). */
const MIN_REPORTED_SECONDS = 10;

/**
 * Report the share when playback stops (a pause, the page hidden or closed): once more than the last report
 * and at least MIN_REPORTED_SECONDS heard, so another device can resume from it (issue 34).
 */
export function shouldReportOnStop(reported: number, fraction: number, durationSeconds: number): boolean {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return false;
  return fraction > reported && fraction * durationSeconds >= MIN_REPORTED_SECONDS;
}
