// Runs inside the page (added as an init script, before any of the page's own code): records the paint,
// layout-shift and long-task entries the figures are computed from.

export interface RawPageMetrics {
  fcp: number | null;
  lcp: number | null;
  lcpElement: string | null;
  shifts: { startTime: number; value: number }[];
  longTasks: { startTime: number; duration: number }[];
  /** When every content marker was first on screen, then painted (see installContentProbe); null until then. */
  contentVisible: number | null;
  /**
   * The same, with the app's own screen in place: a screen whose first view came prerendered in its HTML
   * (#root > [data-app-shell]) is usable once the app has replaced it; for any other screen, contentVisible.
   */
  appReady: number | null;
}

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

interface LargestPaintEntry extends PerformanceEntry {
  element: Element | null;
}

export function installPageObservers(): void {
  const raw: RawPageMetrics = {
    fcp: null,
    lcp: null,
    lcpElement: null,
    shifts: [],
    longTasks: [],
    contentVisible: null,
    appReady: null,
  };
  (window as unknown as { __benchMetrics: RawPageMetrics }).__benchMetrics = raw;
  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => {
        list.getEntries().forEach(onEntry);
      }).observe({ type, buffered: true });
    } catch {
      // Entry type not supported: that figure stays empty.
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') raw.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    raw.lcp = entry.startTime;
    const element = (entry as LargestPaintEntry).element;
    raw.lcpElement = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}` : null;
  });
  observe('layout-shift', (entry) => {
    const shift = entry as LayoutShiftEntry;
    if (!shift.hadRecentInput) raw.shifts.push({ startTime: shift.startTime, value: shift.value });
  });
  observe('longtask', (entry) => {
    raw.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  });
}

/**
 * "Content visible": the first frame in which every selector matches a laid-out, visible element, stamped at the
 * start of the next frame, i.e. once that frame was painted.
 * Checked on every animation frame, so a busy main thread delays it exactly as it delays the person's view.
 */
export function installContentProbe(selectors: string[]): void {
  const raw = (window as unknown as { __benchMetrics: RawPageMetrics }).__benchMetrics;
  const shown = (selector: string) =>
    [...document.querySelectorAll(selector)].some((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    });
  const check = () => {
    if (selectors.every(shown)) {
      const live = document.querySelector('#root > [data-app-shell]') === null;
      requestAnimationFrame((paintedBy) => {
        raw.contentVisible ??= paintedBy;
        if (live) raw.appReady = paintedBy;
      });
      if (live) return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** CLS as Chrome reports it: the largest session window (gaps under 1 s, at most 5 s long). */
export function cumulativeLayoutShift(shifts: readonly { startTime: number; value: number }[]): number {
  let worst = 0;
  let current = 0;
  let windowStart = 0;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of shifts) {
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    worst = Math.max(worst, current);
  }
  return worst;
}

/** Total blocking time: for every long task after first contentful paint, the part beyond 50 ms. */
export function totalBlockingTime(
  fcp: number,
  longTasks: readonly { startTime: number; duration: number }[],
): number {
  return longTasks
    .filter((task) => task.startTime + task.duration > fcp)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
}
