// The only script of the landing / video sales pages: the player with its doubled progress bar, the
// viewer counter and, when configured, the ad pixel. No React here.
import { readPageConfig } from '../../shared/static-page/page-config.ts';
import { startMetaPixel } from '../../shared/static-page/third-parties.ts';
import { attachVideoPlayers } from '../../shared/static-page/video-player.ts';
import { whenInteractive } from '../../shared/static-page/when-interactive.ts';
import { displayedProgressPercent } from './video-progress.ts';
import { initialViewerCount, nextViewerCount, nextViewerDelayMs } from './viewer-count.ts';

function runViewerCounter(counter: HTMLElement): void {
  let count = initialViewerCount(Math.random);
  const tick = () => {
    counter.textContent = String(count);
    window.setTimeout(() => {
      count = nextViewerCount(count, Math.random);
      tick();
    }, nextViewerDelayMs(Math.random));
  };
  tick();
}

const progress = document.querySelector<HTMLElement>('[data-video-progress]');
attachVideoPlayers({
  onTime: (currentTime, duration) => {
    if (progress)
      progress.style.transform = `scaleX(${displayedProgressPercent(currentTime, duration) / 100})`;
  },
});
const counter = document.querySelector<HTMLElement>('[data-viewer-count]');
if (counter) runViewerCounter(counter);

const { metaPixelId } = readPageConfig();
if (metaPixelId !== undefined) {
  whenInteractive(() => {
    startMetaPixel(metaPixelId);
  });
}
