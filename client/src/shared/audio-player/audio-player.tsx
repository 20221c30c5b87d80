import type { Theme } from '@emotion/react';
import { type SyntheticEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { buttonStyles } from '../button-styles.ts';
import { visuallyHidden } from '../visually-hidden.ts';
import { formatClock, listenedFraction, mergeRanges, rangesOf, type TimeRange } from './listened.ts';
import { SEEK_STEP_SECONDS } from './media-session.ts';
import { playback } from './playback.ts';
import { DownloadIcon, PauseIcon, PlayIcon, RestartIcon, VolumeIcon } from './player-icons.tsx';
import { audioPlayerStrings as text } from './strings.ts';

interface AudioPlayerProps {
  src: string;
  /** File name the download is saved under. */
  downloadName: string;
  /**
   * What the download saves, when `src` cannot be saved (a MediaSource's URL, playing while the file still
   * arrives: decision 0029); null until the file is whole, with no download link meanwhile. Unset: `src`.
   */
  downloadHref?: string | null | undefined;
  /** 0–1; spec §5: the player defaults to 1, the daily programme screen starts at 0.7. */
  initialVolume?: number;
  /** The share heard so far (0–1), reported as it grows. */
  onListened?: (fraction: number) => void;
  /** Playback reached the end; with the share heard by then. */
  onEnded?: (fraction: number) => void;
  /** Where playback is, in seconds, as it plays and after a seek (for a transcript that follows it). */
  onPosition?: (seconds: number) => void;
}

type LoadState = 'loading' | 'ready' | 'error';

const controlButton = (theme: Theme) => [
  buttonStyles(theme, 'secondary'),
  { padding: 0, width: 44, borderRadius: theme.radii.pill },
];

/** Play/pause, restart, download, seek ±10 s, position and volume (spec §2 Day components, §5). */
export function AudioPlayer({
  src,
  downloadName,
  downloadHref,
  initialVolume = 1,
  onListened,
  onEnded,
  onPosition,
}: AudioPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  // Everything heard so far, kept across reloads of the element (a retry after an error resets `played`).
  const heard = useRef<TimeRange[]>([]);
  const [state, setState] = useState<LoadState>('loading');
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [volume, setVolume] = useState(initialVolume);
  const [listened, setListened] = useState(0);

  useEffect(() => {
    if (audio.current) audio.current.volume = initialVolume;
  }, [initialVolume]);

  // An object URL cannot be played on another device, and Safari's ManagedMediaSource (the iPhone's, decision
  // 0029) plays only where remote playback is off: set before the element starts loading the new source.
  useLayoutEffect(() => {
    audio.current?.toggleAttribute('disableremoteplayback', src.startsWith('blob:'));
  }, [src]);

  const measure = (element: HTMLAudioElement) => {
    heard.current = mergeRanges([...heard.current, ...rangesOf(element.played)]);
    const fraction = listenedFraction(heard.current, element.duration);
    setListened(fraction);
    return fraction;
  };

  const onTimeUpdate = (event: SyntheticEvent<HTMLAudioElement>) => {
    const element = event.currentTarget;
    setPosition(element.currentTime);
    onPosition?.(element.currentTime);
    onListened?.(measure(element));
  };

  const onMetadata = (event: SyntheticEvent<HTMLAudioElement>) => {
    setDuration(event.currentTarget.duration);
    setState('ready');
  };

  const onEndedEvent = (event: SyntheticEvent<HTMLAudioElement>) => {
    setPlaying(false);
    onEnded?.(measure(event.currentTarget));
  };

  const togglePlay = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) {
      // A play() refused by the browser or the network surfaces as the element's error event.
      element.play().catch(() => undefined);
    } else element.pause();
  };

  const seekTo = (seconds: number) => {
    const element = audio.current;
    if (!element) return;
    const end = Number.isFinite(element.duration) ? element.duration : seconds;
    element.currentTime = Math.min(Math.max(0, seconds), end);
    setPosition(element.currentTime);
    onPosition?.(element.currentTime);
  };

  const changeVolume = (value: number) => {
    if (audio.current) audio.current.volume = value;
    setVolume(value);
  };

  const retry = () => {
    setState('loading');
    audio.current?.load();
  };

  const total = formatClock(duration);
  const percentHeard = Math.round(listened * 100);

  return (
    <div
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.md,
        padding: theme.space.md,
        borderRadius: theme.radii.md,
        background: theme.colors.primarySoft,
      })}
    >
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onLoadedMetadata={onMetadata}
        onDurationChange={(event) => {
          setDuration(event.currentTarget.duration);
        }}
        onTimeUpdate={onTimeUpdate}
        onPlay={() => {
          setPlaying(true);
          // One sound at a time: the day's meditation (the app's one player) pauses.
          playback.pause();
        }}
        onPause={(event) => {
          setPlaying(false);
          onListened?.(measure(event.currentTarget));
        }}
        onEnded={onEndedEvent}
        onError={() => {
          setPlaying(false);
          setState('error');
        }}
      />
      {state === 'error' ? (
        <div role="alert" css={(theme) => ({ display: 'grid', gap: theme.space.sm, justifyItems: 'start' })}>
          <strong>{text.unavailable}</strong>
          <span css={(theme) => ({ color: theme.colors.textMuted })}>{text.tryLater}</span>
          <span css={visuallyHidden}>{text.loadError}</span>
          <button type="button" css={(theme) => buttonStyles(theme, 'secondary')} onClick={retry}>
            {text.retry}
          </button>
        </div>
      ) : (
        <>
          <div
            css={(theme) => ({
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: theme.space.sm,
              flexWrap: 'wrap',
            })}
          >
            <button
              type="button"
              css={controlButton}
              onClick={() => {
                seekTo(0);
              }}
            >
              <RestartIcon />
              <span css={visuallyHidden}>{text.restart}</span>
            </button>
            <button
              type="button"
              css={controlButton}
              onClick={() => {
                seekTo(position - SEEK_STEP_SECONDS);
              }}
            >
              <span aria-hidden="true" css={{ fontWeight: 700, fontSize: '0.875rem' }}>
                −10
              </span>
              <span css={visuallyHidden}>{text.back}</span>
            </button>
            <button
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
              onClick={() => {
                seekTo(position + SEEK_STEP_SECONDS);
              }}
            >
              <span aria-hidden="true" css={{ fontWeight: 700, fontSize: '0.875rem' }}>
                +10
              </span>
              <span css={visuallyHidden}>{text.forward}</span>
            </button>
            {downloadHref !== null && (
              <a href={downloadHref ?? src} download={downloadName} css={controlButton}>
                <DownloadIcon />
                <span css={visuallyHidden}>{text.download}</span>
              </a>
            )}
          </div>
          <label css={{ display: 'grid', gap: 2 }}>
            <span css={visuallyHidden}>{text.position}</span>
            <input
              type="range"
              min={0}
              max={Number.isFinite(duration) ? duration : 0}
              step={1}
              value={position}
              disabled={state !== 'ready'}
              aria-valuetext={text.positionText
                .replace('{current}', formatClock(position))
                .replace('{total}', total)}
              onChange={(event) => {
                seekTo(Number(event.currentTarget.value));
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
              <span>{state === 'loading' ? text.loading : total}</span>
            </span>
          </label>
          <label
            css={(theme) => ({
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
              value={volume}
              onChange={(event) => {
                changeVolume(Number(event.currentTarget.value));
              }}
              css={[rangeInput, { maxWidth: 200 }]}
            />
          </label>
          <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
            {text.listened.replace('{n}', String(percentHeard))}
          </p>
        </>
      )}
    </div>
  );
}

const rangeInput = (theme: Theme) => ({
  width: '100%',
  height: 32,
  margin: 0,
  accentColor: theme.colors.primary,
  cursor: 'pointer',
});
