import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { playback, usePlayback } from '../../shared/audio-player/playback.ts';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { selectIsAuthenticated } from '../auth/auth-slice.ts';
import { newActionKey } from '../progress/action-key.ts';
import { mayMarkAudioPlayed, shouldReportListened } from '../progress/day-rules.ts';
import { useGetDayProgressQuery, useReportAudioMutation } from '../progress/progress-api.ts';
import { dayOfTrackKey } from './day-audio.ts';

/** Three decimals are plenty for a share of a few minutes of audio. */
const roundFraction = (fraction: number) => Math.round(fraction * 1000) / 1000;

/**
 * Reports how much of a day's meditation was heard as it grows, and marks it played when it ends with enough
 * heard (spec §4) — whatever screen the person is on, since the player sits above the router. Renders nothing.
 */
export function DayListeningReporter() {
  const { track, listened, endings } = usePlayback();
  const day = track ? dayOfTrackKey(track.key) : undefined;
  const { data: progress } = useGetDayProgressQuery(day ?? skipToken);
  // Background reports; their failures are retried by the next report.
  const [reportAudio] = useReportAudioMutation();
  const reported = useRef(new Map<number, number>());
  const seenEndings = useRef(endings);

  const signedIn = useAppSelector(selectIsAuthenticated);
  // Signing out ends the meditation too: the next person on this phone finds no one else's day playing.
  useEffect(() => {
    if (!signedIn && playback.playbackStateNow().track) playback.stop();
  }, [signedIn]);

  const editable = progress !== undefined && progress.status !== 'completed' && progress.dayNumber === day;

  const report = (fraction: number, audioPlayed: boolean) => {
    if (!progress || !editable) return;
    const dayNumber = progress.dayNumber;
    const before = Math.max(reported.current.get(dayNumber) ?? 0, progress.audioListened);
    if (!audioPlayed && !shouldReportListened(before, fraction)) return;
    reported.current.set(dayNumber, Math.max(before, fraction));
    const listenedFraction = roundFraction(Math.max(progress.audioListened, fraction));
    reportAudio({ key: newActionKey(), dayNumber, audioPlayed, listenedFraction })
      .unwrap()
      .catch(() => {
        reported.current.set(dayNumber, progress.audioListened);
      });
  };

  useEffect(() => {
    if (endings !== seenEndings.current) {
      seenEndings.current = endings;
      // spec §4: the player's completion also marks the audio played, when enough was heard.
      const mark =
        progress !== undefined &&
        !progress.audioPlayed &&
        mayMarkAudioPlayed(progress.audioListened, listened);
      report(listened, mark);
      return;
    }
    report(listened, false);
    // Reacts to what was heard and to each end; the day's figures are read as they stand then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listened, endings]);

  return null;
}
