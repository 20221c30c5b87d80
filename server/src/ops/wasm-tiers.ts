import { setFlagsFromString } from 'node:v8';

/**
 * WebAssembly compiled by V8's baseline compiler only (Liftoff), never re-compiled by its optimising one (TurboFan),
 * for the whole process (decision 0028, session 17). PGlite's 9 MB module is the server's largest code: TurboFan's
 * compilations of its hot functions ran on V8's helper threads, and the native memory they left in those threads'
 * malloc arenas (9–41 MB each, measured with /proc/self/smaps) stayed in the RSS of an idle server, 75–80 MB in
 * all. Measured beside it, on this 2-core machine: PGlite's inserts and reads, and the local voice's synthesis (its
 * WebAssembly on the worker threads), no slower within the machine's noise. A command-line flag would be the
 * documented way; set here, before any WebAssembly is compiled, it holds for every way the server is started
 * (`npm start`, the image, `node server/dist/main.js`, `npm run dev`); measured, it took (188 MB
 * against 261 on a restart, decision 0028).
 */
export function compileWebAssemblyWithBaselineOnly(): void {
  setFlagsFromString('--liftoff-only');
}
