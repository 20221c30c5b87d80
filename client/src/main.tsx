// The app's entry: small on purpose. On a slow phone React, the router and the store take a second or more to
// download; the first screen's reads leave now (app/first-reads.ts), and the app follows (app/start.tsx, its
// chunks already on their way: the server lists them as modulepreload links with the page).
import { renderBootFailure } from './app/boot-failure.ts';
import { firstReadsOf, startFirstModules } from './app/first-reads.ts';
import { appStrings } from './app/strings.ts';
import { sendFirstReads } from './shared/api/first-reads.ts';
import { withRetries } from './shared/with-retries.ts';

sendFirstReads(firstReadsOf(window.location));
startFirstModules(window.location);
// A download cut by a bad connection is asked for again (after 1 s and 3 s) before the boot failure screen.
withRetries(() => import('./app/start.tsx')).catch((error: unknown) => {
  console.error(error);
  renderBootFailure(appStrings.boot.startFailed, appStrings.boot.retry, document.getElementById('root'));
});
