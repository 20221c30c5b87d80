import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatClock } from '../shared/audio-player/listened.ts';
import { playback, usePlayback } from '../shared/audio-player/playback.ts';
import { PauseIcon, PlayIcon } from '../shared/audio-player/player-icons.tsx';
import { audioPlayerStrings } from '../shared/audio-player/strings.ts';
import { controlButton } from '../shared/audio-player/player-controls.tsx';
import { fillTemplate } from '../shared/fill-template.ts';
import { visuallyHidden } from '../shared/visually-hidden.ts';
import { appStrings } from './strings.ts';

const text = appStrings.miniPlayer;
/** Height of the bar; the page keeps this much room at its end so nothing hides under it. */
const BAR_HEIGHT = 72;

/**
 * On every screen but the track's own: pause/play, how far it is, and a link back to the day. Shown once the
 * track was played, so opening a day and leaving it shows nothing.
 */
export function MiniPlayer() {
  const now = usePlayback();
  const { pathname, search } = useLocation();
  const track = now.track;
  const shown =
    track !== null && now.started && now.status !== 'error' && `${pathname}${search}` !== track.href;

  // Toasts and the update prompt sit above the bar while it is there.
  useEffect(() => {
    if (!shown) return;
    document.documentElement.style.setProperty('--mini-player-height', `${String(BAR_HEIGHT)}px`);
    return () => {
      document.documentElement.style.removeProperty('--mini-player-height');
    };
  }, [shown]);

  if (!shown) return null;

  const percent = Number.isFinite(now.duration) && now.duration > 0 ? (now.position / now.duration) * 100 : 0;
  const clock = fillTemplate(text.progressText, {
    current: formatClock(now.position),
    total: formatClock(now.duration),
  });

  return (
    <>
      <div aria-hidden="true" css={{ height: BAR_HEIGHT + 16 }} />
      <section
        aria-label={text.region}
        css={(theme) => ({
          position: 'fixed',
          zIndex: 20,
          left: 0,
          right: 0,
          // Above the shell's bottom bar when there is one (it sets --shell-nav-height and keeps the safe area).
          bottom: 'var(--shell-nav-height, 0px)',
          paddingBottom: 'var(--shell-nav-safe-area, env(safe-area-inset-bottom))',
          background: theme.colors.surface,
          borderTop: `1px solid ${theme.colors.border}`,
          boxShadow: '0 -4px 16px rgba(29, 43, 42, 0.08)',
        })}
      >
        <div
          css={(theme) => ({
            maxWidth: theme.sizes.content,
            margin: '0 auto',
            minHeight: BAR_HEIGHT,
            display: 'flex',
            alignItems: 'center',
            gap: theme.space.sm,
            padding: `${theme.space.xs} ${theme.space.md}`,
          })}
        >
          <button
            type="button"
            css={controlButton}
            onClick={() => {
              if (now.playing) playback.pause();
              else playback.play();
            }}
          >
            {now.playing ? <PauseIcon /> : <PlayIcon />}
            <span css={visuallyHidden}>
              {now.playing ? audioPlayerStrings.pause : audioPlayerStrings.play}
            </span>
          </button>
          <div css={{ flex: 1, minWidth: 0, display: 'grid', gap: 4 }}>
            <Link
              to={track.href}
              aria-label={fillTemplate(text.open, { title: track.title })}
              css={(theme) => ({
                display: 'flex',
                alignItems: 'center',
                minHeight: 44,
                color: theme.colors.text,
                fontWeight: 600,
                textDecoration: 'none',
                overflow: 'hidden',
                '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
                '&:hover > span': { textDecoration: 'underline' },
              })}
            >
              <span>{track.title}</span>
            </Link>
            <div css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <div
                role="progressbar"
                aria-label={text.progress}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(percent)}
                aria-valuetext={clock}
                css={(theme) => ({
                  flex: 1,
                  height: 6,
                  borderRadius: theme.radii.pill,
                  background: theme.colors.primarySoft,
                  overflow: 'hidden',
                })}
              >
                <div
                  css={(theme) => ({ height: '100%', background: theme.colors.primary })}
                  style={{ width: `${String(percent)}%` }}
                />
              </div>
              <span
                aria-hidden="true"
                css={(theme) => ({
                  fontSize: theme.fontSizes.sm,
                  color: theme.colors.textMuted,
                  fontVariantNumeric: 'tabular-nums',
                })}
              >
                {clock}
              </span>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
