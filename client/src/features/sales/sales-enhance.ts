// The only script of `/` (spec §2): no React here. Each part is small and independent.
import { readPageConfig } from '../../shared/static-page/page-config.ts';
import { startMetaPixel } from '../../shared/static-page/third-parties.ts';
import { attachVideoPlayers } from '../../shared/static-page/video-player.ts';
import { whenInteractive } from '../../shared/static-page/when-interactive.ts';
import { loadDemoClip } from './demo-clip-loader.ts';
import { redirectSignedInVisitor } from './signed-in-visitor.ts';
import { revealStickyQuizBar } from './sticky-quiz-bar-reveal.ts';

if (!redirectSignedInVisitor()) {
  attachVideoPlayers();
  revealStickyQuizBar();
  loadDemoClip();
  const { metaPixelId } = readPageConfig();
  if (metaPixelId !== undefined) {
    whenInteractive(() => {
      startMetaPixel(metaPixelId);
    });
  }
}
