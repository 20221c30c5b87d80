import { salesArticle } from '@detox/fixtures/marketing';
import { Section } from '../../shared/marketing/section.tsx';
import { appDemo } from '../../shared/static-page/media.ts';
import { salesStrings as text } from './strings.ts';

/**
 * The app-demo clip. The markup holds only a lazy still; demo-clip.ts swaps in the animation (touch and
 * small screens) or a muted looping video (desktop) when the clip nears the viewport.
 */
export function DemoClip() {
  return (
    <Section id="demonstracao" title={salesArticle.demoClip.title}>
      <figure css={{ margin: 0, display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <div
          data-demo-clip=""
          data-animation={appDemo.animation}
          data-loop-video={appDemo.video}
          css={(theme) => ({
            width: 'min(100%, 300px)',
            aspectRatio: `${appDemo.width} / ${appDemo.height}`,
            borderRadius: '28px',
            border: `10px solid ${theme.colors.text}`,
            overflow: 'hidden',
            background: theme.colors.background,
            boxShadow: theme.shadows.card,
            '& > img, & > video': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
          })}
        >
          <img
            src={appDemo.still.src}
            width={appDemo.still.width}
            height={appDemo.still.height}
            alt={salesArticle.demoClip.alt}
            loading="lazy"
            decoding="async"
          />
        </div>
        <figcaption
          css={(theme) => ({
            marginTop: theme.space.sm,
            fontSize: theme.fontSizes.sm,
            color: theme.colors.textMuted,
          })}
        >
          {text.demoClipPlayingNote}
        </figcaption>
      </figure>
    </Section>
  );
}
