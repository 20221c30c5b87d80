import type { Theme } from '@emotion/react';
import type { ReactNode, Ref } from 'react';
import { buttonStyles } from '../button-styles.ts';
import { fillTemplate } from '../fill-template.ts';
import { Row } from '../row.tsx';
import { visuallyHidden } from '../visually-hidden.ts';
import { formatClock } from './listened.ts';
import { SEEK_STEP_SECONDS } from './media-session.ts';
import { PauseIcon, PlayIcon, RestartIcon, VolumeIcon } from './player-icons.tsx';
import { audioPlayerStrings as text } from './strings.ts';

/**
 * The parts both players draw the same way (spec §2 Day components, §5): the row of buttons, the position and
 * volume sliders and the error with its retry. Each player says what they act on: its own <audio> element
 * (AudioPlayer) or the app's one element (TrackPlayer, through playback.ts).
 */

export const controlButton = (theme: Theme) => [
  buttonStyles(theme, 'secondary'),
  { padding: 0, width: 44, height: 44, borderRadius: theme.radii.pill },
];

const rangeInput = (theme: Theme) => ({
  width: '100%',
  height: 44,
  margin: 0,
  accentColor: theme.colors.primary,
  cursor: 'pointer',
});

/** The rounded panel a player sits in. */
export const playerPanel = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.md,
  padding: theme.space.md,
  borderRadius: theme.radii.md,
  background: theme.colors.primarySoft,
});

const stepLabel = { fontWeight: 700, fontSize: '0.875rem' } as const;

interface ControlRowProps {
  playing: boolean;
  /** Restart and ±10 s disabled (the app's player holds another track). */
  seekDisabled?: boolean;
  onRestart: () => void;
  /** Seconds forward (+) or back (−). */
  onSeekBy: (seconds: number) => void;
  onTogglePlay: () => void;
  playButtonRef?: Ref<HTMLButtonElement>;
  /** After "+10": the download link, when the player has it in the row. */
  children?: ReactNode;
}

/** Restart, −10 s, play/pause, +10 s, centred and wrapping. */
export function ControlRow({
  playing,
  seekDisabled = false,
  onRestart,
  onSeekBy,
  onTogglePlay,
  playButtonRef,
  children,
}: ControlRowProps) {
  return (
    <Row justify="center" align="center">
      <button type="button" css={controlButton} disabled={seekDisabled} onClick={onRestart}>
        <RestartIcon />
        <span css={visuallyHidden}>{text.restart}</span>
      </button>
      <button
        type="button"
        css={controlButton}
        disabled={seekDisabled}
        onClick={() => {
          onSeekBy(-SEEK_STEP_SECONDS);
        }}
      >
        <span aria-hidden="true" css={stepLabel}>
          −10
        </span>
        <span css={visuallyHidden}>{text.back}</span>
      </button>
      <button
        ref={playButtonRef}
        type="button"
        css={(theme) => [
          buttonStyles(theme, 'primary'),
          { padding: 0, width: 56, height: 56, borderRadius: theme.radii.pill },
        ]}
        onClick={onTogglePlay}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
        <span css={visuallyHidden}>{playing ? text.pause : text.play}</span>
      </button>
      <button
        type="button"
        css={controlButton}
        disabled={seekDisabled}
        onClick={() => {
          onSeekBy(SEEK_STEP_SECONDS);
        }}
      >
        <span aria-hidden="true" css={stepLabel}>
          +10
        </span>
        <span css={visuallyHidden}>{text.forward}</span>
      </button>
      {children}
    </Row>
  );
}

interface PositionSliderProps {
  position: number;
  duration: number;
  /** The slider moves only once the file's length is known. */
  ready: boolean;
  onSeek: (seconds: number) => void;
  /** Under the slider's end: the length, the time left or "Carregando áudio...". */
  end: string;
}

/** Where playback is, to drag; the clock under it is for the eyes (the slider says it to screen readers). */
export function PositionSlider({ position, duration, ready, onSeek, end }: PositionSliderProps) {
  return (
    <label css={{ display: 'grid', gap: 2 }}>
      <span css={visuallyHidden}>{text.position}</span>
      <input
        type="range"
        min={0}
        max={Number.isFinite(duration) ? duration : 0}
        step={1}
        value={position}
        disabled={!ready}
        aria-valuetext={fillTemplate(text.positionText, {
          current: formatClock(position),
          total: formatClock(duration),
        })}
        onChange={(event) => {
          onSeek(Number(event.currentTarget.value));
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
        <span>{end}</span>
      </span>
    </label>
  );
}

/** The volume, 0–1 in tenths, with its icon. */
export function VolumeSlider({ value, onChange }: { value: number; onChange: (volume: number) => void }) {
  return (
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
        value={value}
        onChange={(event) => {
          onChange(Number(event.currentTarget.value));
        }}
        css={[rangeInput, { maxWidth: 200 }]}
      />
    </label>
  );
}

/** The file did not load: said at once, with "Tentar novamente". */
export function PlayerError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" css={(theme) => ({ display: 'grid', gap: theme.space.sm, justifyItems: 'start' })}>
      <strong>{text.unavailable}</strong>
      <span css={(theme) => ({ color: theme.colors.textMuted })}>{text.tryLater}</span>
      <span css={visuallyHidden}>{text.loadError}</span>
      <button type="button" css={(theme) => buttonStyles(theme, 'secondary')} onClick={onRetry}>
        {text.retry}
      </button>
    </div>
  );
}
