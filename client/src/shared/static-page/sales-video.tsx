import { keyframes, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { FiguresNotePointer } from '../marketing/marketing-notes.tsx';
import type { VideoMedia } from './media.ts';

interface SalesVideoProps {
  media: VideoMedia;
  /** Shown under the video and used in the buttons' names. */
  title: string;
  /** Visible text on the play overlay (its name while the video is not playing). */
  overlayText: string;
  /** The overlay's name while the video plays (it then pauses it). */
  pauseLabel: string;
  /** Above the fold: the poster is fetched first (it is usually the page's largest paint). */
  priority?: boolean;
  /** A row above the frame (the landing page's badges). */
  above?: ReactNode;
  /** Controls under the frame (landing page). */
  children?: ReactNode;
}

const frame = (theme: Theme) => ({
  position: 'relative' as const,
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: theme.radii.md,
  background: '#10201f',
  '& > video, & > img': {
    position: 'absolute' as const,
    inset: 0,
    width: '100%',
    height: '100%',
    objectFit: 'cover' as const,
  },
  '[data-state="playing"] & > img, [data-state="paused"] & > img': { visibility: 'hidden' as const },
});

const overlayButton = (theme: Theme) => ({
  position: 'absolute' as const,
  inset: 0,
  width: '100%',
  display: 'flex',
  flexDirection: 'column' as const,
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space.sm,
  border: 0,
  padding: 0,
  background: 'linear-gradient(180deg, rgba(8, 28, 26, 0.05) 30%, rgba(8, 28, 26, 0.65))',
  color: '#fff',
  fontWeight: 700,
  fontSize: theme.fontSizes.lg,
  textShadow: '0 1px 3px rgba(0, 0, 0, 0.6)',
  cursor: 'pointer',
  '&:focus-visible': { outlineOffset: '-6px', outlineColor: '#fff' },
  '@media (max-width: 480px)': {
    fontSize: theme.fontSizes.md,
    gap: theme.space.xs,
    paddingTop: theme.space.lg,
  },
  '[data-state="playing"] &': { background: 'transparent', color: 'transparent', textShadow: 'none' },
  '[data-state="playing"] & > span': { opacity: 0 },
  '[data-state="playing"] &:focus-visible > span:first-of-type, [data-state="playing"] &:hover > span:first-of-type':
    { opacity: 1 },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const playIcon = (theme: Theme) => ({
  width: '72px',
  height: '72px',
  borderRadius: theme.radii.pill,
  background: theme.colors.accent,
  boxShadow: '0 6px 24px rgba(0, 0, 0, 0.35)',
  display: 'grid',
  placeItems: 'center',
  '&::before': {
    content: '""',
    marginLeft: '6px',
    borderStyle: 'solid',
    borderWidth: '14px 0 14px 24px',
    borderColor: `transparent transparent transparent ${theme.colors.text}`,
  },
  '[data-state="playing"] &::before, [data-state="buffering"] &::before': {
    marginLeft: 0,
    width: '22px',
    height: '26px',
    borderWidth: '0 7px',
    borderColor: theme.colors.text,
  },
  '[data-state="buffering"] &': {
    background: 'transparent',
    boxShadow: 'none',
    border: `6px solid rgba(255, 255, 255, 0.35)`,
    borderTopColor: '#fff',
    animation: `${spin} 0.9s linear infinite`,
  },
  '[data-state="buffering"] &::before': { display: 'none' },
  // Phones: a smaller button keeps the poster's title (top of the frame) clear.
  '@media (max-width: 480px)': {
    width: '56px',
    height: '56px',
    '&::before': { borderWidth: '11px 0 11px 19px' },
  },
});

/**
 * The sales video as static markup: a poster image (responsive, sized), a `<video preload="none">` with
 * captions, and a full-frame toggle button. video-player.ts brings it to life; without script the poster
 * and the captions file still describe it.
 */
export function SalesVideo({
  media,
  title,
  overlayText,
  pauseLabel,
  priority = false,
  above,
  children,
}: SalesVideoProps) {
  const captionId = `${media.src.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-titulo`;
  return (
    <figure
      data-video=""
      data-state="idle"
      data-shows-figures={media.showsFigures ? '' : undefined}
      css={{ margin: 0 }}
    >
      {above}
      <div css={frame}>
        <video preload="none" playsInline width={media.width} height={media.height} aria-label={title}>
          <source src={media.src} type="video/mp4" />
          <track kind="captions" srcLang="pt-BR" label="Português" src={media.captions} default />
        </video>
        <img
          src={media.poster.src}
          srcSet={media.poster.srcSet}
          sizes="(max-width: 720px) 100vw, 720px"
          width={media.width}
          height={media.height}
          alt=""
          decoding="async"
          {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy' })}
        />
        <button
          type="button"
          data-video-toggle=""
          data-play-label={overlayText}
          data-pause-label={pauseLabel}
          aria-describedby={captionId}
          css={overlayButton}
        >
          <span css={playIcon} />
          <span data-video-label="">{overlayText}</span>
        </button>
      </div>
      {children}
      <figcaption
        css={(theme) => ({
          marginTop: theme.space.sm,
          color: theme.colors.textMuted,
          fontSize: theme.fontSizes.sm,
        })}
      >
        {title}
        {media.showsFigures && <FiguresNotePointer />}
      </figcaption>
    </figure>
  );
}
