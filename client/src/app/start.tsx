// The app itself, loaded by the entry (../main.tsx) once it has sent the first screen's reads.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { renderBootFailure } from './boot-failure.ts';
import { createAppRouter } from './router.tsx';
import { appContainer } from './shell-takeover.ts';
import { appStrings } from './strings.ts';
import { registerServiceWorkerAfterLoad } from '../features/pwa/sw-registration.ts';

function start(): void {
  const { boot } = appStrings;
  const container = document.getElementById('root');
  if (!container) {
    renderBootFailure(boot.rootMissing, boot.retry, null);
    return;
  }
  try {
    const router = createAppRouter();
    createRoot(appContainer(container)).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    renderBootFailure(boot.startFailed, boot.retry, container);
  }
}

start();
// Offline and install (spec §4): /sw.js, root scope, 5 s after load; `vite dev` has no service worker.
if (import.meta.env.PROD) registerServiceWorkerAfterLoad();
