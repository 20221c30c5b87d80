import type { DayProgressDto } from '@detox/server/contracts/progress';
import { mayMarkAudioPlayed, shouldReportListened, shouldReportOnStop } from '../progress/day-rules.ts';

/** Three decimals are plenty for a share of a few minutes of audio. */
const roundFraction = (fraction: number) => Math.round(fraction * 1000) / 1000;

export interface ListeningReport {
  dayNumber: number;
  audioPlayed: boolean;
  listenedFraction: number;
}

/** Playback stopped (paused, the page hidden or closed): the file's length in seconds, for the 10 s rule. */
export interface Stopped {
  durationSeconds: number;
}

/**
 * What to tell the server after the share heard changed (or playback ended or stopped), or null for nothing:
 * every 10 %, at the threshold and at the end (day-rules.ts), and when playback stops with 10 s or more heard
 * since the last report; at the end also "played" when enough was heard (spec §4). A completed day takes no
 * more reports.
 */
export function listeningReport(
  day: Pick<DayProgressDto, 'dayNumber' | 'status' | 'audioListened' | 'audioPlayed'>,
  alreadyReported: number,
  fraction: number,
  ended: boolean,
  stopped?: Stopped,
): ListeningReport | null {
  if (day.status === 'completed') return null;
  const before = Math.max(alreadyReported, day.audioListened);
  const audioPlayed = ended && !day.audioPlayed && mayMarkAudioPlayed(day.audioListened, fraction);
  const onStop =
    stopped !== undefined && shouldReportOnStop(before, roundFraction(fraction), stopped.durationSeconds);
  if (!audioPlayed && !onStop && !shouldReportListened(before, fraction)) return null;
  return {
    dayNumber: day.dayNumber,
    audioPlayed,
    listenedFraction: roundFraction(Math.max(day.audioListened, fraction)),
  };
}
