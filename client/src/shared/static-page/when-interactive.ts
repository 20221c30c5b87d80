/**
 * Runs `work` once the page is interactive: after the load event, when the main thread is idle, so
 * third-party scripts never compete with the page's first paint or first input.
 */
export function whenInteractive(work: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 3000 });
    else window.setTimeout(work, 1);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
