import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { renderBootFailure } from './app/boot-failure.ts';
import { createAppRouter } from './app/router.tsx';
import { appStrings } from './app/strings.ts';

function start(): void {
  const { boot } = appStrings;
  const container = document.getElementById('root');
  if (!container) {
    renderBootFailure(boot.rootMissing, boot.retry, null);
    return;
  }
  try {
    const router = createAppRouter();
    createRoot(container).render(
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
