import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '../button-styles.ts';
import { fillTemplate as fill } from '../fill-template.ts';
import { visuallyHidden } from '../visually-hidden.ts';
import { formatClock } from './listened.ts';
import { minutesLeft } from './media-session.ts';
import { type LoadOptions, playback, type Track, usePlayback } from './playback.ts';
import {
  ControlRow,
  controlButton,
  PlayerError,
  playerPanel,
  PositionSlider,
  VolumeSlider,
} from './player-controls.tsx';
import { DownloadIcon } from './player-icons.tsx';
import { audioPlayerStrings as text } from './strings.ts';

interface TrackPlayerProps {
  track: Track;
  /** The share the log says was heard (0–1): the player resumes there, with a "Recomeçar" choice. */
  loggedFraction?: number;
  /** File name the "Baixar áudio" link saves under. */
  downloadName: string;
  /** The line under the player when the screen words it itself (e.g. from the log); else "Você ouviu N%". */
  listenedText?: string;
  /** What the player says while the file loads, when the screen knows more (a meditation being made), announced
   * politely; else "Carregando áudio...". */
  loadingText?: string | undefined;
}

/**
 * The player of one track on its own screen, driving the app's one audio element (playback.ts): play/pause,
 * restart, download, seek ±10 s, position and volume (spec §2 Day components, §5), the duration before play,
 * the time left for screen readers once a minute, and where it resumed with a "Recomeçar" choice.
 */
export function TrackPlayer({
  track,
  loggedFraction = 0,
  downloadName,
  listenedText,
  loadingText,
}: TrackPlayerProps) {
  const now = usePlayback();
  const current = now.track?.key === track.key;
  const options: LoadOptions = { loggedFraction };
  const firstOptions = useRef(options);
  const playButton = useRef<HTMLButtonElement>(null);

  // Opening the screen reads the file's duration ahead and the resume point, unless another track is playing.
  useEffect(() => {
    const playing = playback.playbackStateNow();
    if (playing.track?.key === track.key || (playing.track && playing.playing)) return;
    playback.load(track, firstOptions.current);
  }, [track]);

  const status = current ? now.status : 'loading';
  const playing = current && now.playing;
  const position = current ? now.position : 0;
  const duration = current ? now.duration : Number.NaN;
  const total = formatClock(duration);
  const left = Number.isFinite(duration) ? Math.max(0, duration - position) : Number.NaN;

  // Polite, whole minutes: a screen reader hears the time left when playback starts and once a minute after.
  const minutes = playing ? minutesLeft(duration, position) : undefined;
  const [announced, setAnnounced] = useState<{ minutes: number | undefined; text: string }>({
    minutes: undefined,
    text: '',
  });
  // Kept while paused (no change, nothing said); replaced when the whole minute changes as it plays.
  if (minutes !== undefined && minutes !== announced.minutes) {
    setAnnounced({ minutes, text: text.minutesLeft(minutes) });
  }
  const announcement = announced.text;

  const togglePlay = () => {
    if (playing) playback.pause();
    else playback.play(track, options);
  };

  const startOver = (
    <button
      key="start-over"
      type="button"
      css={(theme) => [buttonStyles(theme, 'secondary'), { paddingInline: theme.space.md }]}
      onClick={playback.restart}
    >
      {text.startOver}
    </button>
  );

  if (current && status === 'error') {
    return (
      <div css={playerPanel}>
        <PlayerError onRetry={playback.retry} />
      </div>
    );
  }

  return (
    <div css={playerPanel}>
      <p
        css={(theme) => ({
          margin: 0,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: theme.space.sm,
          minHeight: 44,
          color: theme.colors.textMuted,
        })}
      >
        {current && now.resumedFrom !== null && !now.started ? (
          <>
            <span>{fill(text.stoppedAt, { at: formatClock(now.resumedFrom) })}</span>
            <button
              type="button"
              css={(theme) => [buttonStyles(theme, 'secondary'), { paddingInline: theme.space.md }]}
              key="resume-offer"
              onClick={() => {
                playback.play(track, options);
                // The offer goes once playing: the focus goes to the play/pause button, not to what takes its place.
                playButton.current?.focus();
              }}
            >
              {text.resumeOffer}
            </button>
            {startOver}
          </>
        ) : current && now.resumedFrom !== null ? (
          <>
            <span>{fill(text.resumed, { at: formatClock(now.resumedFrom) })}</span>
            {startOver}
          </>
        ) : (
          <span>
            {!current && now.playing
              ? text.otherTrack
              : status === 'loading'
                ? (loadingText ?? text.loading)
                : fill(text.duration, { total })}
          </span>
        )}
      </p>
      <ControlRow
        playing={playing}
        seekDisabled={!current}
        onRestart={playback.restart}
        onSeekBy={playback.seekBy}
        onTogglePlay={togglePlay}
        playButtonRef={playButton}
      />
      <PositionSlider
        position={position}
        duration={duration}
        ready={status === 'ready'}
        onSeek={playback.seekTo}
        end={status === 'ready' ? fill(text.remaining, { left: formatClock(left) }) : ''}
      />
      <span aria-live="polite" aria-atomic="true" css={visuallyHidden}>
        {announcement}
      </span>
      <span aria-live="polite" aria-atomic="true" css={visuallyHidden}>
        {current && status === 'loading' ? loadingText : ''}
      </span>
      <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md })}>
        <VolumeSlider value={current ? now.volume : track.volume} onChange={playback.setVolume} />
        <a href={track.src} download={downloadName} css={controlButton}>
          <DownloadIcon />
          <span css={visuallyHidden}>{text.download}</span>
        </a>
      </div>
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
        {listenedText ??
          text.listened.replace(
            '{n}',
            String(Math.round(Math.max(loggedFraction, current ? now.listened : 0) * 100)),
          )}
      </p>
    </div>
  );
}
