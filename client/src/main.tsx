// The app's entry: small on purpose. On a slow phone React, the router and the store take a second or more to
// download; the first screen's reads leave now (app/first-reads.ts), and the app follows (app/start.tsx, its
// chunks already on their way: the server lists them as modulepreload links with the page).
import { renderBootFailure } from './app/boot-failure.ts';
import { firstReadsOf, startFirstModules } from './app/first-reads.ts';
import { appStrings } from './app/strings.ts';
import { sendFirstReads } from './shared/api/first-reads.ts';

sendFirstReads(firstReadsOf(window.location));
startFirstModules(window.location);
import('./app/start.tsx').catch((error: unknown) => {
  console.error(error);
  renderBootFailure(appStrings.boot.startFailed, appStrings.boot.retry, document.getElementById('root'));
});
