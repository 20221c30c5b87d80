import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { playback, usePlayback } from '../../shared/audio-player/playback.ts';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { selectIsAuthenticated } from '../auth/auth-slice.ts';
import { newActionKey } from '../progress/action-key.ts';
import { useGetDayProgressQuery, useReportAudioMutation } from '../progress/progress-api.ts';
import { dayOfTrackKey } from './day-audio.ts';
import { listeningReport } from './listening-report.ts';

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

  useEffect(() => {
    const ended = endings !== seenEndings.current;
    seenEndings.current = endings;
    if (!progress || progress.dayNumber !== day) return;
    const dayNumber = progress.dayNumber;
    const request = listeningReport(progress, reported.current.get(dayNumber) ?? 0, listened, ended);
    if (!request) return;
    reported.current.set(dayNumber, Math.max(reported.current.get(dayNumber) ?? 0, listened));
    reportAudio({ key: newActionKey(), ...request })
      .unwrap()
      .catch(() => {
        // The next report tries again.
        reported.current.set(dayNumber, progress.audioListened);
      });
    // Reacts to what was heard and to each end; the day's figures are read as they stand then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listened, endings]);

  return null;
}
