// The upsell page's only script: countdown, video, and (when configured) the one-click upsell script with
// its offer id and the analytics event view_item (BRL 47). No React here.
import { readPageConfig } from '../../shared/static-page/page-config.ts';
import { loadScript, startAnalytics } from '../../shared/static-page/third-parties.ts';
import { attachVideoPlayers } from '../../shared/static-page/video-player.ts';
import { whenInteractive } from '../../shared/static-page/when-interactive.ts';
import { formatCountdown, remainingSeconds } from './countdown.ts';

const STARTED_AT_KEY = 'upsell_countdown_started_at';

function countdownStart(now: number): number {
  try {
    const stored = Number(sessionStorage.getItem(STARTED_AT_KEY));
    if (Number.isFinite(stored) && stored > 0 && stored <= now) return stored;
    sessionStorage.setItem(STARTED_AT_KEY, String(now));
  } catch {
    // Storage off (private mode): the countdown simply starts with this visit.
  }
  return now;
}

function runCountdown(clock: HTMLElement): void {
  const total = Number(clock.dataset.seconds);
  const startedAt = countdownStart(Date.now());
  const timer = window.setInterval(tick, 1000);
  function tick() {
    const left = remainingSeconds(startedAt, Date.now(), total);
    clock.textContent = formatCountdown(left);
    if (left === 0) {
      window.clearInterval(timer);
      clock.setAttribute('aria-label', clock.dataset.endedLabel ?? '');
    }
  }
  tick();
}

const clock = document.querySelector<HTMLElement>('[data-countdown]');
if (clock) runCountdown(clock);
attachVideoPlayers();

const { gaMeasurementId, upsellScript } = readPageConfig();
const offer = document.querySelector<HTMLElement>('[data-offer-id]')?.dataset;
whenInteractive(() => {
  if (upsellScript !== undefined) loadScript(upsellScript.url, { offerId: upsellScript.offerId });
  if (gaMeasurementId !== undefined && offer !== undefined) {
    const value = Number(offer.offerValue);
    startAnalytics(gaMeasurementId)('event', 'view_item', {
      currency: 'BRL',
      value,
      items: [{ item_id: offer.offerId, item_name: offer.offerName, price: value }],
    });
  }
});
