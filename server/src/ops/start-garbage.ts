import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * One full garbage collection, at the end of the start (issue 33, decision 0028). A fresh DATA_DIR makes PGlite run
 * initdb in a WebAssembly instance of its own; that instance is garbage once the database is open, but V8 frees a
 * WebAssembly memory only at a full collection, which an idle server may not make for hours: measured, the server
 * answered ready at 380–780 MB by chance of the collector's timing, and at 350–370 MB after this. `gc` is reached as
 * jest-leak-detector reaches it, without a command-line flag, so `node server/dist/main.js` needs none.
 */
export function collectStartGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  gc?.();
}
