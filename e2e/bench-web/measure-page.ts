import type { Browser, BrowserContextOptions } from 'playwright-core';
import { axeViolations } from '../browser.ts';
import type { PageFigures } from './budgets.ts';
import {
  cumulativeLayoutShift,
  installContentProbe,
  installPageObservers,
  type RawPageMetrics,
  totalBlockingTime,
} from './page-metrics.ts';

/** A cheap Android phone: 360 × 740 CSS px at DPR 2, touch, a mobile Chrome user agent. */
export const PHONE = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g(20)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

/** Slow 4G as the issue defines it: ~150 ms round trip, ~1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
export const CPU_SLOWDOWN = 4;
const SETTLE_MS = 3000;
const MAX_WAIT_MS = 12_000;
const CONTENT_TIMEOUT_MS = 30_000;

export type TransferKind = 'js' | 'css' | 'font' | 'other';

interface Transfer {
  url: string;
  kind: TransferKind;
  /** Bytes on the wire (headers and encoded body), as DevTools' "transferred". */
  bytes: number;
  encoding: string;
}

export interface Measurement extends PageFigures {
  /** Every content marker painted (see installContentProbe); Infinity when they never all showed. */
  contentVisibleMs: number;
  /** The same with the app's own screen in place (RawPageMetrics.appReady); Infinity when it never was. */
  appReadyMs: number;
  lcpElement: string | null;
  transfers: Transfer[];
  bytesByKind: Record<TransferKind, number>;
}

export interface MeasureOptions {
  /** Cookies and localStorage to start with (a signed-in subscriber); no HTTP cache, no service worker. */
  storageState?: BrowserContextOptions['storageState'];
  /** CSS selectors that must all be on screen for "content visible". */
  contentMarkers?: string[];
}

const kindOf = (type: string | undefined): TransferKind =>
  type === 'Script' ? 'js' : type === 'Stylesheet' ? 'css' : type === 'Font' ? 'font' : 'other';

// tsx keeps function names with an `__name` helper that does not exist in the page.
const initScript = (markers: string[]) =>
  `var __name = (f) => f; (${installPageObservers.toString()})();` +
  (markers.length > 0 ? `(${installContentProbe.toString()})(${JSON.stringify(markers)});` : '');

/**
 * One cold load of `url` on the throttled phone (new context: empty HTTP cache, service workers blocked); then
 * axe-core, unthrottled.
 */
export async function measurePage(
  browser: Browser,
  url: string,
  { storageState, contentMarkers = [] }: MeasureOptions = {},
): Promise<Measurement> {
  const context = await browser.newContext({ ...PHONE, storageState, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript({ content: initScript(contentMarkers) });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  // The budget is in gzip bytes: ask for gzip (brotli, which the server prefers, would come out smaller).
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const transfers = new Map<string, Transfer>();
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    transfers.set(event.requestId, {
      url: event.response.url,
      kind: kindOf(event.type),
      bytes: 0,
      encoding: headers['content-encoding'] ?? 'identity',
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const transfer = transfers.get(event.requestId);
    if (transfer) transfer.bytes = event.encodedDataLength;
  });

  await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
  if (contentMarkers.length > 0) {
    await page
      .waitForFunction(
        () => (window as unknown as { __benchMetrics: RawPageMetrics }).__benchMetrics.appReady !== null,
        undefined,
        { timeout: CONTENT_TIMEOUT_MS, polling: 250 },
      )
      .catch(() => undefined);
  }
  const started = Date.now();
  let seenTasks = -1;
  // Wait until no new long task showed up for SETTLE_MS (late work still counts toward TBT).
  while (Date.now() - started < MAX_WAIT_MS) {
    await page.waitForTimeout(SETTLE_MS);
    const count = await page.evaluate(
      () => (window as unknown as { __benchMetrics: RawPageMetrics }).__benchMetrics.longTasks.length,
    );
    if (count === seenTasks) break;
    seenTasks = count;
  }
  const raw = await page.evaluate(
    () => (window as unknown as { __benchMetrics: RawPageMetrics }).__benchMetrics,
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const violations = await axeViolations(page);
  await context.close();

  const done = [...transfers.values()].filter((transfer) => transfer.bytes > 0);
  const bytesByKind: Record<TransferKind, number> = { js: 0, css: 0, font: 0, other: 0 };
  for (const transfer of done) bytesByKind[transfer.kind] += transfer.bytes;
  return {
    contentVisibleMs: raw.contentVisible ?? Number.POSITIVE_INFINITY,
    appReadyMs: raw.appReady ?? Number.POSITIVE_INFINITY,
    lcpMs: raw.lcp ?? Number.POSITIVE_INFINITY,
    cls: cumulativeLayoutShift(raw.shifts),
    tbtMs: totalBlockingTime(raw.fcp ?? 0, raw.longTasks),
    jsBytes: bytesByKind.js,
    axeViolations: violations,
    lcpElement: raw.lcpElement,
    transfers: done,
    bytesByKind,
  };
}
