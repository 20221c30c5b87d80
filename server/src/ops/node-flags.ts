/**
 * The node flags the built server starts with, wherever it starts: `npm start` (package.json), the image's CMD
 * (Dockerfile) and the tests and benches that start it built (testing/server-process.ts); node-flags.test.ts
 * checks the first two against this list. A semi-space of 4 MB (V8 lets each grow to 16 MB) keeps the young
 * generation at 8 MB: it was 25–31 MB of the PostgreSQL server's RSS at ready, idle and under load (decision 0028,
 * session 20). One V8 helper thread, not four: on the embedded default, the helper threads' compilations of PGlite's
 * WebAssembly each left a glibc arena of 13–24 MB; with one, the built server at ready took 185–191 MB against
 * 201–213 (two alternated pairs), with the same writes and reads in bench:api (3,625 and 3,257 task writes/s
 * against 3,302 and 3,160; decision 0028). V8 reads both once, when it starts, so neither can be set from main.ts
 * as v8-memory.ts does.
 */
export const BUILT_SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--v8-pool-size=1'] as const;

/**
 * glibc's allocator settings the built server starts with (GLIBC_TUNABLES), wherever it starts: `npm start` sets it
 * for the one command (package.json, in the shell's `NAME=value command` form), the image for the whole container
 * (Dockerfile), and the server gives it to the work processes it forks when it has none of its own
 * (work/work-processes.ts). Buffers of 64 KB and more go straight back to the system when freed, heaps are trimmed
 * above 128 KB free. The loader reads it only when a process starts, so main.ts cannot set it for itself. Measured
 * on a fresh clone's first start, the warm-up making the 21 days beside (bench:memory, decision 0028, sessions 29
 * and 30): the server 194–213 → 173–190 MB idle, the tree 308–312 → 275–305 against the budget of 300. Other C
 * libraries (macOS) ignore the variable; node-flags.test.ts checks package.json and the Dockerfile against it.
 */
export const BUILT_SERVER_MALLOC_TUNABLES =
  'glibc.malloc.mmap_threshold=65536:glibc.malloc.trim_threshold=131072';
