import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * One full garbage collection, at the end of the start (issue 33, decision 0028). V8 gives back a WebAssembly memory
 * or a large buffer only at a full collection, which an idle server may not make for hours. It was made for PGlite's
 * initdb on a fresh DATA_DIR, a WebAssembly instance of its own (the server answered ready at 380–780 MB by chance of
 * the collector's timing, 350–370 MB after this); that initdb now runs in a child process (open-pglite.ts), and
 * this still gives back what the start itself left. `gc` is reached as jest-leak-detector reaches it, without a
 * command-line flag, so `node server/dist/main.js` needs none.
 */
export function collectStartGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  gc?.();
}
