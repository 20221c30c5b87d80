// Third-party trackers, started only when the server configured them (see page-config.ts) and only once
// the page is interactive (when-interactive.ts). The vendors' usual inline snippets live here instead:
// the CSP allows no inline script.

type Command = (...args: unknown[]) => void;

interface PixelQueue extends Command {
  callMethod?: Command;
  queue: unknown[];
  push: PixelQueue;
  loaded: boolean;
  version: string;
}

interface TrackerWindow {
  fbq?: PixelQueue;
  _fbq?: PixelQueue;
  dataLayer?: unknown[];
  gtag?: Command;
}

const trackerWindow = () => window as unknown as TrackerWindow;

export function loadScript(src: string, dataset: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  Object.assign(script.dataset, dataset);
  document.head.append(script);
  return script;
}

/** Meta (Facebook) ad pixel: queue stub, init and PageView, then the vendor script. */
export function startMetaPixel(pixelId: string): void {
  const w = trackerWindow();
  if (w.fbq) return;
  const pixel = function (...args: unknown[]) {
    if (pixel.callMethod) pixel.callMethod(...args);
    else pixel.queue.push(args);
  } as PixelQueue;
  pixel.queue = [];
  pixel.push = pixel;
  pixel.loaded = true;
  pixel.version = '2.0';
  w.fbq = pixel;
  w._fbq ??= pixel;
  pixel('init', pixelId);
  pixel('track', 'PageView');
  loadScript('https://connect.facebook.net/en_US/fbevents.js');
}

/**
 * gtag.js reads only Arguments objects from the data layer (it tells them apart from plain messages by
 * their `[object Arguments]` tag). This builds one from rest parameters.
 */
function gtagCommand(args: readonly unknown[]): ArrayLike<unknown> {
  const command: Record<number | symbol | 'length', unknown> = {
    length: args.length,
    [Symbol.toStringTag]: 'Arguments',
  };
  args.forEach((arg, index) => {
    command[index] = arg;
  });
  return command as ArrayLike<unknown>;
}

/** Google Analytics 4 (gtag.js); returns the gtag function for events. */
export function startAnalytics(measurementId: string): Command {
  const w = trackerWindow();
  if (w.gtag) return w.gtag;
  const dataLayer = (w.dataLayer ??= []);
  const gtag: Command = (...args) => {
    dataLayer.push(gtagCommand(args));
  };
  w.gtag = gtag;
  gtag('js', new Date());
  gtag('config', measurementId);
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
  return gtag;
}
