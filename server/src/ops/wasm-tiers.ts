import { setFlagsFromString } from 'node:v8';

/**
 * WebAssembly compiled by V8's baseline compiler only (Liftoff), never re-compiled by its optimising one (TurboFan),
 * for the whole process: used by the throwaway initdb process only (pglite-initdb.ts), where a one-off initdb is no
 * work for the optimising compiler. Not in the server (decision 0028, session 17): it took 75-80 MB of V8's helper
 * threads' malloc arenas off an idle server (188 MB against 261 on a restart), but PGlite's statements ran 1.3 to
 * 2.6 times slower with it (6 alternating runs of 3,000 inserts and 1,000 reads, each slower), and PGlite runs on
 * the request thread: every write would hold the event loop longer (issue 35).
 */
export function compileWebAssemblyWithBaselineOnly(): void {
  setFlagsFromString('--liftoff-only');
}
