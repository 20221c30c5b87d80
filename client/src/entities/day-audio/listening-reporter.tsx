import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useRef } from 'react';
import { playback, usePlayback } from '../../shared/audio-player/playback.ts';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { selectIsAuthenticated } from '../auth/auth-slice.ts';
import { newActionKey } from '../progress/action-key.ts';
import { useGetDayProgressQuery, useReportAudioMutation } from '../progress/progress-api.ts';
import { dayOfTrackKey } from './day-audio.ts';
import { listeningReport, type Stopped } from './listening-report.ts';

/**
 * Reports how much of a day's meditation was heard as it grows, and marks it played when it ends with enough
 * heard (spec §4) — whatever screen the person is on, since the player sits above the router. Where the person
 * stopped is kept too: a pause, the page hidden (screen off, another app) or closed reports the share heard once
 * it passes 10 s, with keepalive so it arrives as the tab closes (and the outbox keeps it if it does not), so
 * another device offers to resume from it (issue 34). Renders nothing.
 */
export function DayListeningReporter() {
  const { track, listened, endings, playing } = usePlayback();
  const day = track ? dayOfTrackKey(track.key) : undefined;
  const { data: progress } = useGetDayProgressQuery(day ?? skipToken);
  // Background reports; their failures are retried by the next report.
  const [reportAudio] = useReportAudioMutation();
  const reported = useRef(new Map<number, number>());
  const seenEndings = useRef(endings);
  const wasPlaying = useRef(playing);

  const signedIn = useAppSelector(selectIsAuthenticated);
  // Signing out ends the meditation too: the next person on this phone finds no one else's day playing.
  useEffect(() => {
    if (!signedIn && playback.playbackStateNow().track) playback.stop();
  }, [signedIn]);

  // The latest figures, for reports sent from the page's hide and close events (registered once). Updated first,
  // so the effects below read this render's.
  const latest = useRef({ progress, day });
  useEffect(() => {
    latest.current = { progress, day };
  });

  /** Sends the report the moment calls for, if any. */
  const sendReport = useCallback(
    (fraction: number, ended: boolean, stopped?: Stopped, keepalive = false) => {
      const { progress: now, day: playingDay } = latest.current;
      if (!now || now.dayNumber !== playingDay) return;
      const dayNumber = now.dayNumber;
      const request = listeningReport(now, reported.current.get(dayNumber) ?? 0, fraction, ended, stopped);
      if (!request) return;
      reported.current.set(dayNumber, Math.max(reported.current.get(dayNumber) ?? 0, fraction));
      reportAudio({ key: newActionKey(), ...request, ...(keepalive ? { keepalive } : {}) })
        .unwrap()
        .catch(() => {
          // The next report tries again (one with no connection waits in the outbox instead).
          reported.current.set(dayNumber, now.audioListened);
        });
    },
    [reportAudio],
  );

  useEffect(() => {
    const ended = endings !== seenEndings.current;
    seenEndings.current = endings;
    const paused = wasPlaying.current && !playing;
    wasPlaying.current = playing;
    const { duration } = playback.playbackStateNow();
    sendReport(listened, ended, paused ? { durationSeconds: duration } : undefined);
    // Reacts to what was heard, to each end and each pause; the day's figures are read as they stand then.
  }, [listened, endings, playing, sendReport]);

  // The page hidden or closed while a day's meditation was heard: what was heard is kept.
  useEffect(() => {
    const stop = () => {
      const now = playback.playbackStateNow();
      if (!now.track) return;
      sendReport(now.listened, false, { durationSeconds: now.duration }, true);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') stop();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', stop);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', stop);
    };
  }, [sendReport]);

  return null;
}
