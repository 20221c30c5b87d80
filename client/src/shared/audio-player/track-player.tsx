import type { Theme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '../button-styles.ts';
import { visuallyHidden } from '../visually-hidden.ts';
import { formatClock } from './listened.ts';
import { minutesLeft, SEEK_STEP_SECONDS } from './media-session.ts';
import { type LoadOptions, playback, type Track, usePlayback } from './playback.ts';
import { DownloadIcon, PauseIcon, PlayIcon, RestartIcon, VolumeIcon } from './player-icons.tsx';
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

export const controlButton = (theme: Theme) => [
  buttonStyles(theme, 'secondary'),
  { padding: 0, width: 44, height: 44, borderRadius: theme.radii.pill },
];

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

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
      <div css={panel}>
        <div role="alert" css={(theme) => ({ display: 'grid', gap: theme.space.sm, justifyItems: 'start' })}>
          <strong>{text.unavailable}</strong>
          <span css={(theme) => ({ color: theme.colors.textMuted })}>{text.tryLater}</span>
          <span css={visuallyHidden}>{text.loadError}</span>
          <button type="button" css={(theme) => buttonStyles(theme, 'secondary')} onClick={playback.retry}>
            {text.retry}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div css={panel}>
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
      <div
        css={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: theme.space.sm,
          flexWrap: 'wrap',
        })}
      >
        <button type="button" css={controlButton} disabled={!current} onClick={playback.restart}>
          <RestartIcon />
          <span css={visuallyHidden}>{text.restart}</span>
        </button>
        <button
          type="button"
          css={controlButton}
          disabled={!current}
          onClick={() => {
            playback.seekBy(-SEEK_STEP_SECONDS);
          }}
        >
          <span aria-hidden="true" css={{ fontWeight: 700, fontSize: '0.875rem' }}>
            −10
          </span>
          <span css={visuallyHidden}>{text.back}</span>
        </button>
        <button
          ref={playButton}
          type="button"
          css={(theme) => [
            buttonStyles(theme, 'primary'),
            { padding: 0, width: 56, height: 56, borderRadius: theme.radii.pill },
          ]}
          onClick={togglePlay}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
          <span css={visuallyHidden}>{playing ? text.pause : text.play}</span>
        </button>
        <button
          type="button"
          css={controlButton}
          disabled={!current}
          onClick={() => {
            playback.seekBy(SEEK_STEP_SECONDS);
          }}
        >
          <span aria-hidden="true" css={{ fontWeight: 700, fontSize: '0.875rem' }}>
            +10
          </span>
          <span css={visuallyHidden}>{text.forward}</span>
        </button>
      </div>
      <label css={{ display: 'grid', gap: 2 }}>
        <span css={visuallyHidden}>{text.position}</span>
        <input
          type="range"
          min={0}
          max={Number.isFinite(duration) ? duration : 0}
          step={1}
          value={position}
          disabled={status !== 'ready'}
          aria-valuetext={fill(text.positionText, { current: formatClock(position), total })}
          onChange={(event) => {
            playback.seekTo(Number(event.currentTarget.value));
          }}
          css={rangeInput}
        />
        <span
          aria-hidden="true"
          css={(theme) => ({
            display: 'flex',
            justifyContent: 'space-between',
            fontSize: theme.fontSizes.sm,
            color: theme.colors.textMuted,
            fontVariantNumeric: 'tabular-nums',
          })}
        >
          <span>{formatClock(position)}</span>
          <span>{status === 'ready' ? fill(text.remaining, { left: formatClock(left) }) : ''}</span>
        </span>
      </label>
      <span aria-live="polite" aria-atomic="true" css={visuallyHidden}>
        {announcement}
      </span>
      <span aria-live="polite" aria-atomic="true" css={visuallyHidden}>
        {current && status === 'loading' ? loadingText : ''}
      </span>
      <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md })}>
        <label
          css={(theme) => ({
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            gap: theme.space.sm,
            color: theme.colors.textMuted,
          })}
        >
          <VolumeIcon />
          <span css={visuallyHidden}>{text.volume}</span>
          <input
            type="range"
            min={0}
            max={1}
            step={0.1}
            value={current ? now.volume : track.volume}
            onChange={(event) => {
              playback.setVolume(Number(event.currentTarget.value));
            }}
            css={[rangeInput, { maxWidth: 200 }]}
          />
        </label>
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

const panel = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.md,
  padding: theme.space.md,
  borderRadius: theme.radii.md,
  background: theme.colors.primarySoft,
});

export const rangeInput = (theme: Theme) => ({
  width: '100%',
  height: 44,
  margin: 0,
  accentColor: theme.colors.primary,
  cursor: 'pointer',
});
