import { keyframes } from '@emotion/react';
import { landingPage } from '@detox/fixtures/marketing';
import { salesVideo } from '../../shared/static-page/media.ts';
import { SalesVideo } from '../../shared/static-page/sales-video.tsx';
import { landingStrings as text } from './strings.ts';

// The count the build writes before the script picks a random start (it is within the spec's 150–199).
const PRERENDERED_VIEWERS = 173;

const pulse = keyframes({ '50%': { opacity: 0.25 } });

const badge = {
  padding: '4px 10px',
  borderRadius: '999px',
  fontSize: '0.8125rem',
  fontWeight: 800,
  lineHeight: 1.3,
} as const;

/**
 * The video sales player: thumbnail, 'AO VIVO' and 'Últimas vagas' badges, the viewer counter, a play/pause
 * control and a progress bar (filled by landing-enhance.ts at twice the real ratio).
 */
export function VslPlayer() {
  const { video } = landingPage;
  return (
    <SalesVideo
      media={salesVideo}
      title={text.videoTitle}
      overlayText={text.videoOverlay}
      pauseLabel={video.pauseLabel}
      priority
      above={
        <div css={{ display: 'flex', justifyContent: 'space-between', marginBottom: '8px' }}>
          <span
            css={{
              ...badge,
              background: '#b42318',
              color: '#fff',
              display: 'inline-flex',
              alignItems: 'center',
              gap: '6px',
            }}
          >
            <span
              aria-hidden="true"
              css={{
                width: '8px',
                height: '8px',
                borderRadius: '50%',
                background: '#fff',
                animation: `${pulse} 1.4s ease-in-out infinite`,
              }}
            />
            {video.liveBadge}
          </span>
          <span css={{ ...badge, background: '#f4c77b', color: '#1d2b2a' }}>{video.lastSpotsBadge}</span>
        </div>
      }
    >
      <div
        css={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: theme.space.sm,
          marginTop: theme.space.sm,
        })}
      >
        <button
          type="button"
          data-video-toggle=""
          data-play-label={video.playLabel}
          data-pause-label={video.pauseLabel}
          css={(theme) => ({
            minHeight: theme.sizes.touchTarget,
            minWidth: '7.5rem',
            padding: `0 ${theme.space.md}`,
            border: 0,
            borderRadius: theme.radii.md,
            background: theme.colors.primary,
            color: theme.colors.onPrimary,
            fontWeight: 700,
            cursor: 'pointer',
          })}
        >
          <span data-video-label="">{video.playLabel}</span>
        </button>
        <div
          aria-hidden="true"
          title={text.progressLabel}
          css={(theme) => ({
            flex: 1,
            height: '8px',
            borderRadius: theme.radii.pill,
            background: theme.colors.border,
            overflow: 'hidden',
          })}
        >
          <div
            data-video-progress=""
            css={(theme) => ({
              height: '100%',
              background: theme.colors.accentStrong,
              transform: 'scaleX(0)',
              transformOrigin: 'left',
              transition: 'transform 250ms linear',
            })}
          />
        </div>
      </div>
      <p css={(theme) => ({ margin: `${theme.space.sm} 0 0`, fontWeight: 600 })}>
        <span aria-hidden="true" css={{ color: '#b42318' }}>
          ●{' '}
        </span>
        <span
          data-viewer-count=""
          css={{ fontVariantNumeric: 'tabular-nums', display: 'inline-block', minWidth: '3ch' }}
        >
          {PRERENDERED_VIEWERS}
        </span>{' '}
        {video.viewersLabel}
      </p>
    </SalesVideo>
  );
}
