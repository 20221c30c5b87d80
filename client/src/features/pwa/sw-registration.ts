// Registers the service worker (spec §4 Other: /sw.js, root scope, 5 s after load) and reports a new version
// waiting to take over; the update prompt applies it with SKIP_WAITING and reloads on the controller change.
import { SKIP_WAITING } from '../../sw/sw-routes.ts';

/** spec §4: "Registration timer 5 s". */
const REGISTRATION_DELAY_MS = 5000;
const SW_URL = '/sw.js';

type Listener = () => void;
let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();

function setWaiting(worker: ServiceWorker | null): void {
  if (worker === waiting) return;
  waiting = worker;
  for (const listener of listeners) listener();
}

/** The new service worker waiting for the visitor's go-ahead, if any (for useSyncExternalStore). */
export const waitingWorker = (): ServiceWorker | null => waiting;

export function subscribeToWaitingWorker(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Calls `onWaiting` whenever a new version has installed and waits, now or later. The very first install has
 * no controller yet and never waits, so it never prompts.
 */
export function watchForWaitingWorker(
  registration: ServiceWorkerRegistration,
  container: Pick<ServiceWorkerContainer, 'controller'>,
  onWaiting: (worker: ServiceWorker) => void,
): void {
  const check = () => {
    if (registration.waiting && container.controller) onWaiting(registration.waiting);
  };
  check();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') check();
    });
  });
}

let reloading = false;
const reloadPage = () => {
  window.location.reload();
};

/**
 * Reloads, once, when a new version takes control of a page an older one controlled: in this tab after
 * 'Atualizar', in every other open tab too, whose code would otherwise ask for files the new version removed.
 * The first install (no controller before) never reloads.
 */
export function reloadOnNewController(
  container: Pick<ServiceWorkerContainer, 'addEventListener' | 'controller'>,
  reload: () => void = reloadPage,
): void {
  const hadController = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    reload();
  });
}

/** Lets the waiting version take over (spec §4: SKIP_WAITING); reloadOnNewController then reloads. */
export function applyUpdate(worker: ServiceWorker): void {
  worker.postMessage({ type: SKIP_WAITING });
  setWaiting(null);
}

/** Hides the prompt for this page view; the new version still waits and is offered again on the next load. */
export function dismissUpdate(): void {
  setWaiting(null);
}

async function register(): Promise<void> {
  const container = navigator.serviceWorker;
  reloadOnNewController(container);
  const registration = await container.register(SW_URL, { scope: '/', updateViaCache: 'none' });
  watchForWaitingWorker(registration, container, setWaiting);
}

/** Production builds only (app/start.tsx): `vite dev` has no /sw.js. */
export function registerServiceWorkerAfterLoad(delayMs = REGISTRATION_DELAY_MS): void {
  if (!('serviceWorker' in navigator)) return;
  const later = () => {
    window.setTimeout(() => {
      register().catch((error: unknown) => {
        console.warn('Service worker não registrado.', error);
      });
    }, delayMs);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
